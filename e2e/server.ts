/**
 * The console server of the browser tests: a real server process on a PGlite folder of its own, copied from the
 * demo seed of its test worker (seeding takes three times as long as starting on seeded data).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { shanghaiDay } from '@adops/server/src/time';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const START_TIMEOUT_MS = 60_000;

const READY = /Ad-operations console on (http:\/\/\S+)/;
/** The small demo agency: every page has real data, and a server is up in a few seconds. */
const DEMO_TIER = 'small';

/**
 * A demo seed: a PGlite folder, and the port whose fake robots its demo robots post to. Each test worker has
 * one, so that two servers at once do not need the same port.
 */
export interface DemoSeed {
  dataDir: string;
  port: number;
  /** The seed's "today" (Asia/Shanghai): the day its events of today are on, also once the clock has passed it. */
  day: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** By test worker: VITEST_POOL_ID 1 takes the first. */
    demoSeeds: DemoSeed[];
    /** The built console the servers serve. */
    staticDir: string;
  }
}

/**
 * A port nobody listens on, below the kernel's ephemeral range (from 32768 on Linux): the port of the seed is
 * listened on by one file's server after another, and an outgoing connection must not take it in between.
 */
export async function freePort(): Promise<number> {
  const listens = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.unref();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let tries = 0; tries < 100; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await listens(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

/**
 * The demo tier written into `count` PGlite folders at once, each as `npm start` on its own port would write it;
 * all removed by `drop`.
 */
export async function seedDemo(count: number): Promise<{ seeds: DemoSeed[]; drop(): void }> {
  const root = mkdtempSync(join(tmpdir(), 'adops-e2e-'));
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  const asOf = Date.now();
  const seeds = [...ports].map((port) => ({
    dataDir: join(root, `seed-${port}`),
    port,
    day: shanghaiDay(asOf),
  }));
  await Promise.all(
    seeds.map((seed) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/seed.ts', '--tier', DEMO_TIER], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: seed.dataDir,
          PORT: String(seed.port),
          SEED_NOW: new Date(asOf).toISOString(),
        },
      }),
    ),
  );
  return { seeds, drop: () => rmSync(root, { recursive: true, force: true }) };
}

/** The seed of the test worker this runs in. */
export const workersSeed = (seeds: DemoSeed[]) => seeds[Number(process.env.VITEST_POOL_ID ?? 1) - 1]!;

export interface ConsoleServer {
  url: string;
  port: number;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `tsx server/src/main.ts` in its own process group on a copy of the seed, on the seed's port; resolves once it
 * prints its ready line. The copy goes when the server stops.
 */
export async function startServer(seed: DemoSeed, env: Record<string, string> = {}): Promise<ConsoleServer> {
  const { port } = seed;
  const dataDir = `${seed.dataDir}-${process.pid}-${Date.now()}`;
  cpSync(seed.dataDir, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_TIER,
      // The sister CRM button is not under test; keep it on this machine all the same.
      SISTER_CRM_URL: `http://127.0.0.1:${port}/404`,
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // gone already
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // gone already
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, port, output: () => output, stop };
}
