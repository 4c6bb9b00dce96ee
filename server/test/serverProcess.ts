import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signRequest } from '@adops/common/signing';
import { openDatabase, type Database } from '../src/db/client';
import { newServerDatabase } from './databases';

/**
 * The real server as `npm start` runs it (`node --import tsx src/main.ts`), in a process of its own, for the
 * tests that stop or kill it: what it prints, a signed call to it, SIGTERM, SIGKILL.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  /** Resolves once the server has printed a line matching `pattern`; gives that match. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  /** Sends SIGTERM; resolves with the exit code and how long the server took to exit (SIGKILL after `patienceMs`). */
  terminate(patienceMs: number): Promise<{ code: number | null; signal: string | null; ms: number }>;
  /** Kills the process at once, as a crash or the OOM killer would; resolves once it is gone. */
  kill(): Promise<void>;
  /** Resolves with the exit code once the process has ended by itself. */
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** Resolves once the process has exited on its own, with its exit code and all it printed. */
  output(): Promise<{ code: number | null; output: string }>;
}

export function startServer(env: Record<string, string>): ServerProcess {
  // Node itself takes the signal (tsx's own process would relay it, and kill a busy server).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      PLATFORM_SYNC: 'off',
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
    async terminate(patienceMs) {
      const sent = performance.now();
      child.kill('SIGTERM');
      const exit = await Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`still running ${patienceMs} ms after SIGTERM:\n${output}`));
          }, patienceMs),
        ),
      ]);
      return { ...exit, ms: performance.now() - sent };
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    exited,
    output: async () => ({ code: (await exited).code, output }),
  };
}

/** Resolves once `check` holds (what the test reads: the server's answers, a fake's calls), looking again every 50 ms. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed call to a running server: a GET with `params` in the query, a POST with them as its JSON body. */
export function signedCall(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number>,
  token?: string,
) {
  const { sessionId, saltId, timestamp } = signRequest(token);
  const signature = { sessionId, saltId: String(saltId), timestamp: String(timestamp) };
  const query = new URLSearchParams(
    method === 'GET'
      ? { ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), ...signature }
      : signature,
  );
  return fetch(`${base}${path}?${query}`, {
    method,
    headers: {
      saltId: String(saltId),
      timestamp: String(timestamp),
      ...(token ? { token } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
  });
}

/**
 * Where a server process keeps its data: a PGlite folder, or a fresh database on TEST_DATABASE_URL's server.
 * `env` points the server at it; `url` is the database's own (none for PGlite, which one process holds).
 */
export interface ServerDatabase {
  env: Record<string, string>;
  url?: string;
  dataDir?: string;
  /** Opens it from the test, runs `work` and closes it: PGlite's folder is one process's at a time, so only while no server runs. */
  inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function serverDatabase(name: string): Promise<ServerDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const opened = (where: { url?: string; dataDir?: string }) => ({
    ...where,
    async inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
      const database = await openDatabase(where.url ? { url: where.url } : { dataDir: where.dataDir! });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
  });
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), `adops-${name}-`));
    const dataDir = join(dir, 'db');
    return {
      env: { DATA_DIR: dataDir },
      ...opened({ dataDir }),
      drop: async () => rmSync(dir, { recursive: true }),
    };
  }
  const { url, drop } = await newServerDatabase(serverUrl, name);
  return { env: { DATABASE_URL: url }, ...opened({ url }), drop };
}
