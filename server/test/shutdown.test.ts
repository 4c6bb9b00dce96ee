import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MAX_DAYS } from '@adops/common/contract/report';
import { signRequest } from '@adops/common/signing';

const DEMO_PASSWORD = 'Demo@2026';

/** A signed GET to the running server. */
function signedGet(base: string, path: string, query: Record<string, string>, token?: string) {
  const { sessionId, saltId, timestamp } = signRequest(token);
  const params = new URLSearchParams({
    ...query,
    sessionId,
    saltId: String(saltId),
    timestamp: String(timestamp),
  });
  return fetch(`${base}${path}?${params}`, {
    headers: { saltId: String(saltId), timestamp: String(timestamp), ...(token ? { token } : {}) },
  });
}

/**
 * SIGTERM stops the real server (`node --import tsx src/main.ts`, as `npm start` runs it) with exit code 0 within a few
 * seconds even while a long query runs: here the demo seed's rollups, statements of seconds each, in the one
 * transaction of the seed. The database is left consistent: the next start finds that seed rolled back.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const STOP_WITHIN_MS = 5_000;
/**
 * What a test may take in all: the demo seed has to reach its long statements first, which takes a minute when the
 * other test files load the machine too; how fast the server stops is `STOP_WITHIN_MS`, timed apart.
 */
const TEST_MS = 90_000;

interface Server {
  /** Resolves once the server has printed a line matching `pattern`; gives that match. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  /** Sends SIGTERM; resolves with the exit code and how long the server took to exit. */
  terminate(): Promise<{ code: number | null; signal: string | null; ms: number }>;
}

function startServer(env: Record<string, string>): Server {
  // As `npm start` runs it: node itself takes the signal (tsx's own process would relay it, and kill a busy server).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SYNC_INTERVAL_MINUTES: '0',
      DATABASE_URL: '',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return {
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return;
          child.stdout.off('data', check);
          child.stderr.off('data', check);
          resolve(match);
        };
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        void exited.then(() => reject(new Error(`exited before printing ${pattern}:\n${output}`)));
        check();
      }),
    async terminate() {
      const sent = performance.now();
      child.kill('SIGTERM');
      const exit = await Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`still running ${STOP_WITHIN_MS * 2} ms after SIGTERM:\n${output}`));
          }, STOP_WITHIN_MS * 2),
        ),
      ]);
      return { ...exit, ms: performance.now() - sent };
    },
  };
}

/** Where the server keeps its data: a PGlite folder, or a fresh database on TEST_DATABASE_URL's server. */
let database: { env: Record<string, string>; drop(): Promise<void> };

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'adops-shutdown-'));
    database = { env: { DATA_DIR: join(dir, 'db') }, drop: async () => rmSync(dir, { recursive: true }) };
    return;
  }
  const name = `adops_shutdown_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  database = {
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
});
afterAll(() => database.drop());

describe('SIGTERM', { timeout: TEST_MS }, () => {
  it('stops the server with 0 within seconds while the demo seed runs its long statements', async () => {
    const server = startServer({ ...database.env, DEMO_TIER: 'demo' });
    // Next come the rollups: a few seconds of SQL on the demo tier, while the main thread only waits.
    await server.printed(/Seeding demo data \(demo tier\): indexes done/);
    const { code, signal, ms } = await server.terminate();
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
  });

  it('finds the interrupted seed rolled back, and stops a serving server with 0 amid its heaviest reports', async () => {
    const server = startServer({ ...database.env, DEMO_TIER: 'small', LOG_LEVEL: 'info' });
    await server.printed(/Demo data written/);
    const [, url] = await server.printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    // A kept-alive connection stays open after this answer: closing must not wait for it.
    expect((await fetch(`${url}/api/crm/noSuchEndpoint`)).status).toBe(404);
    const signIn = (await (
      await signedGet(url!, '/api/crm/sys/login', { username: 'admin', password: DEMO_PASSWORD })
    ).json()) as { data: { token: string } };
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const longest = new Date(Date.parse(today) - (REPORT_MAX_DAYS.day - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const reports = ['xhsAccountConsumption/export', 'xhsAccountConsumption', 'myAccount/export'].map(
      (report) =>
        signedGet(url!, `/api/crm/report/${report}`, { start: longest, end: today }, signIn.data.token)
          .then((answer) => answer.arrayBuffer())
          .catch(() => null),
    );
    const { code, ms } = await server.terminate();
    await Promise.all(reports);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(STOP_WITHIN_MS);
  });
});
