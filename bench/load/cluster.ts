/**
 * The cluster run: two server instances (server/src/main.ts processes) on the large tier's PostgreSQL behind the
 * round-robin balancer, which they trust for X-Forwarded-For, and the crowd against the balancer.
 */
import pg from 'pg';
import { LARGE_DATABASE_URL } from '../databases';
import { startServer, type ServerProcess } from '../server-process';
import { startBalancer, type BalancerProcess } from './balancer';
import { CpuWatch } from './cpu';
import { runCrowd } from './crowd';
import { DatabaseWatch } from './database';
import { printRun } from './print';
import { ServerLog } from './serverLog';
import type { LoadOptions } from './options';

const INSTANCES = 2;
const APPLICATION = 'adops-load-';
export const CLUSTER_P99_MS = 500;

/** The database URL with the name its connections show in pg_stat_activity. */
function named(url: string, name: string): string {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  return withName.toString();
}

async function emptyReportCache(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('delete from report_cache')).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export async function clusterRun(options: LoadOptions, stopping: (stop: () => Promise<void>) => void) {
  const url = LARGE_DATABASE_URL;
  const logs = Array.from({ length: INSTANCES }, () => new ServerLog());
  const servers: ServerProcess[] = [];
  let balancer: BalancerProcess | undefined;
  const stopAll = async () => {
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.stop()));
  };
  stopping(stopAll);
  try {
    // One after the other: the first applies any migration, the second finds it done.
    for (const [i, log] of logs.entries()) {
      servers.push(
        await startServer(
          {
            DATABASE_URL: named(url, `${APPLICATION}${i + 1}`),
            SEED_DEMO: 'false',
            PLATFORM_SYNC: 'off',
            TRUST_PROXY: '127.0.0.1',
            LOG_LEVEL: 'info',
          },
          { onLine: log.read },
        ),
      );
    }
    balancer = await startBalancer(servers.map((s) => s.base));
    if (options.cold) console.log(`--cold: ${await emptyReportCache(url)} shared report answers cleared`);

    const cpu = new CpuWatch({
      ...Object.fromEntries(servers.map((s, i) => [`server ${i + 1}`, s.pid])),
      balancer: balancer.pid,
      generator: process.pid,
    });
    const database = new DatabaseWatch(url, APPLICATION);
    await database.start();
    logs.forEach((log) => log.count(true));
    cpu.start();
    const crowd = await runCrowd({
      base: balancer.base,
      staff: options.clusterStaff,
      seconds: options.seconds,
      seed: options.seed,
      password: options.password,
      exportShare: options.exportShare,
      ownAddresses: true,
    });
    const cpuFigures = cpu.stop();
    logs.forEach((log) => log.count(false));
    const databaseFigures = await database.stop();
    const balancerFigures = await balancer.stats();
    const met = printRun({
      title:
        `Cluster: ${INSTANCES} instances on PostgreSQL (${new URL(url).pathname.slice(1)}) behind a round-robin balancer; ` +
        `${options.clusterStaff} staff for ${options.seconds} s, seed ${options.seed}, exports ${Math.round(options.exportShare * 100)}% of actions`,
      p99TargetMs: CLUSTER_P99_MS,
      crowd,
      serverLogs: logs,
      cpu: cpuFigures,
      database: databaseFigures,
      balancer: balancerFigures,
    });
    await crowd.signOut();
    return met;
  } finally {
    await stopAll();
  }
}
