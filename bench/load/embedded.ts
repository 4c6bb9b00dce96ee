/**
 * The embedded run: one server instance on PGlite in a fresh folder, the demo tier seeded by its first start
 * (as `npm start` does), and the crowd against it directly.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../server-process';
import { CpuWatch } from './cpu';
import { runCrowd } from './crowd';
import type { LoadOptions } from './options';
import { printRun } from './print';
import { ServerLog } from './serverLog';

export const EMBEDDED_P99_MS = 1500;
/** The first start writes the demo tier: seconds alone, longer with the machine busy. */
const FIRST_START_MS = 600_000;

export async function embeddedRun(options: LoadOptions, stopping: (stop: () => Promise<void>) => void) {
  const dataDir = await mkdtemp(join(tmpdir(), 'adops-load-'));
  const log = new ServerLog();
  let server: ServerProcess | undefined;
  const stopAll = async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  stopping(stopAll);
  try {
    const starting = performance.now();
    server = await startServer(
      {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        DEMO_TIER: 'demo',
        DEMO_PASSWORD: options.password,
        PLATFORM_SYNC: 'off',
        TRUST_PROXY: '',
        LOG_LEVEL: 'info',
      },
      { onLine: log.read, timeoutMs: FIRST_START_MS },
    );
    console.log(
      `\nembedded: first start with the demo tier seeded took ${((performance.now() - starting) / 1000).toFixed(1)} s`,
    );

    const cpu = new CpuWatch({ server: server.pid, generator: process.pid });
    log.count(true);
    cpu.start();
    const crowd = await runCrowd({
      base: server.base,
      staff: options.embeddedStaff,
      seconds: options.seconds,
      seed: options.seed,
      password: options.password,
      exportShare: options.exportShare,
      ownAddresses: false,
    });
    const cpuFigures = cpu.stop();
    log.count(false);
    const met = printRun({
      title:
        `Embedded: 1 instance on PGlite (demo tier, fresh folder); ${options.embeddedStaff} staff for ` +
        `${options.seconds} s, seed ${options.seed}, exports ${Math.round(options.exportShare * 100)}% of actions`,
      p99TargetMs: EMBEDDED_P99_MS,
      crowd,
      serverLogs: [log],
      cpu: cpuFigures,
    });
    return met;
  } finally {
    await stopAll();
  }
}
