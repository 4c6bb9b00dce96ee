import { loadConfig } from './config';
import { createAppContext, followDatabase, systemClock } from './context';
import { openDatabase } from './db/client';
import { DEMO_ROLES, DEMO_USERS, seedDemo, type DemoSeedOptions } from './db/seed/demo';
import { syncMenuModules } from './db/seed/modules';
import { buildApp } from './app';
import { exportThreadOn } from './reports/exportThread/exportThread';
import { stopOnSignal, type Running } from './shutdown';
import { failedToStart } from './startFailure';
import { platformConnector } from './sync/connector';
import { systemJobHandlers } from './jobs/handlers';
import { startScheduler } from './jobs/scheduler';
import { ensureSystemJobs } from './jobs/systemJobs';
import { repeatEvery } from './background/repeat';
import { instanceName } from './background/instance';
import { deliverDue } from './notices/delivery';
import { demoRobotBase } from './connectors/wecom/fakeRobots';
import { WAKE_CHANNELS } from './background/wake';
import { keepResuming } from './modules/money/resume';
import { createMailer } from './mail/transport';

/** How often transfers a silent platform left pending are asked for again. */
const RESUME_EVERY_MS = 60_000;

const config = loadConfig();
const running: Running = {};
const shutdown = stopOnSignal(running);
try {
  await start();
} catch (error) {
  // A stop while starting closes the database under the start: its failure then is expected.
  if (!shutdown.stopping) failedToStart(error, config.databaseUrl ? undefined : config.dataDir);
}

async function start() {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    queryTimeoutMs: config.queryTimeoutMs,
  });
  running.database = database;
  await database.migrate();
  await syncMenuModules(database.db);
  const seeded = config.seedDemo && (await seedDemo(database, seedOptions()));

  const replica = config.reportDatabaseUrl
    ? await openDatabase({ url: config.reportDatabaseUrl, queryTimeoutMs: config.queryTimeoutMs })
    : undefined;
  running.replica = replica;
  const platform = await platformConnector(config, database.db, Date.now);
  const app = createAppContext({
    ...(platform ? { platform } : {}),
    db: database.db,
    ...(replica ? { reads: replica.db } : {}),
    config,
    clock: systemClock,
    shared: database.kind === 'pg',
    ...(database.kind === 'pg'
      ? {
          exportThread: exportThreadOn(
            config.reportDatabaseUrl ?? config.databaseUrl!,
            config.queryTimeoutMs,
          ),
        }
      : {}),
  });
  await followDatabase(app, database);
  const fastify = await buildApp(app, { logger: { level: config.logLevel } });
  running.fastify = fastify;
  await fastify.listen({ port: config.port, host: config.host });

  const where = database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nAd-operations console on http://localhost:${config.port}  ·  database: ${where}`);
  console.log(seeded ? 'Demo data written. Sign in as:' : 'Demo logins (if the demo data was seeded):');
  for (const user of DEMO_USERS) {
    const role = DEMO_ROLES.find((r) => r.id === user.role)!;
    console.log(`  ${user.username.padEnd(10)} ${config.demoPassword}   ${role.roleName}`);
  }

  running.money = keepResuming(app, RESUME_EVERY_MS, (outcomes, error) => {
    if (error) return fastify.log.error({ err: error }, 'finishing the transfers left pending failed');
    const pending = outcomes!.filter((o) => o.state === 'pending').length;
    if (outcomes!.length > pending)
      console.log(`Transfers left pending: ${outcomes!.length - pending} finished.`);
  });
  await ensureSystemJobs(database.db, new Date());
  const instance = instanceName();
  const connector = config.platformSync ? (platform ?? null) : null;
  running.scheduler =
    config.schedulerTickMs > 0
      ? startScheduler({
          db: database.db,
          clock: systemClock,
          handlers: systemJobHandlers({
            database,
            clock: systemClock,
            connector,
            mail: { mailer: createMailer(config.smtpUrl), from: config.mailFrom },
          }),
          tickMs: config.schedulerTickMs,
          leaseMs: config.jobLeaseMs,
          instance,
          report: (error) => fastify.log.error({ err: error }, 'a scheduled job could not be run'),
        })
      : null;
  running.notices =
    config.noticeTickMs > 0
      ? repeatEvery(
          config.noticeTickMs,
          () =>
            deliverDue({
              db: database.db,
              clock: systemClock,
              instance,
              leaseMs: config.noticeLeaseMs,
              timeoutMs: config.noticeTimeoutMs,
            }),
          (error) => fastify.log.error({ err: error }, 'sending the notice outbox failed'),
        )
      : null;
  // Work made on any instance (a run asked for, messages queued) is taken up at once by whichever is free.
  if (running.scheduler) await database.listen(WAKE_CHANNELS.jobs, () => running.scheduler?.kick());
  if (running.notices) await database.listen(WAKE_CHANNELS.notices, () => running.notices?.kick());
  if (running.scheduler)
    console.log(
      `Scheduled jobs run here${connector ? `, the platform sync among them (${config.platform ? 'open API' : 'simulator'})` : ''}.`,
    );
}

/** The demo seed's progress on one line (a line per step when the output is not a terminal). */
function seedOptions(): DemoSeedOptions {
  const started = Date.now();
  let rows = 0;
  return {
    password: config.demoPassword,
    tier: config.demoTier,
    now: () => new Date(),
    robotBase: demoRobotBase(config),
    progress(step, written) {
      rows += written;
      const line = `Seeding demo data (${config.demoTier} tier): ${step} done, ${rows.toLocaleString('en')} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}\u001b[K`);
      else console.log(line);
    },
  };
}
