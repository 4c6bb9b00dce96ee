import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { serverDatabase, signedCall, startServer, until, type ServerDatabase } from './serverProcess';

/**
 * SIGTERM to the real server (`node --import tsx src/main.ts`) while callers wait on a locked table: each is
 * answered 503 with a retry hint, not a closed socket, and their statements are cancelled, not left waiting in
 * PostgreSQL until their time budget runs out.
 */

const CALLERS = 5;
const TEST_MS = 180_000;

let database: ServerDatabase;
/** The lock's holder, and another connection that watches (statistics are read once per transaction). */
let holder: pg.Client;
let watcher: pg.Client;
const connected = async () => {
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {});
  await client.connect();
  return client;
};
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await serverDatabase('stopcallers');
  [holder, watcher] = [await connected(), await connected()];
});
afterAll(async () => {
  await Promise.all([holder?.end(), watcher?.end()]);
  await database?.drop();
});

/** The server's statements waiting on a lock. */
const waiting = async () =>
  (
    await watcher.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)
  ).rows[0]!.n;

describe.runIf(process.env.TEST_DATABASE_URL)(
  'SIGTERM with callers waiting on a lock',
  { timeout: TEST_MS },
  () => {
    it('answers each caller 503 with Retry-After, cancels their statements and exits 0', async () => {
      // The time budget of each statement longer than the test: only a cancel ends the waits.
      const server = startServer({ ...database.env, SEED_DEMO: 'false', QUERY_TIMEOUT_SECONDS: '600' });
      const [, base] = await server.printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      await holder.query('begin');
      await holder.query('lock table landing_pages in access exclusive mode');
      const callers = Array.from({ length: CALLERS }, (_, n) =>
        signedCall(base!, 'GET', `/api/public/landing/waiting${n}`, {}).then(
          async (response) => ({
            http: response.status,
            retryAfter: response.headers.get('retry-after'),
            status: ((await response.json()) as { status: number }).status,
          }),
          (error: unknown) => ({ http: 'no answer', error: String(error) }),
        ),
      );
      await until(async () => (await waiting()) === CALLERS, 'every caller waiting on the lock');

      const { code, ms } = await server.terminate(30_000);
      const answers = await Promise.all(callers);
      const left = await waiting();
      await holder.query('rollback');
      console.log(
        `SIGTERM with ${CALLERS} callers waiting on a lock: exited ${code} after ${Math.round(ms)} ms`,
      );
      expect(code).toBe(0);
      expect(answers).toEqual(
        Array.from({ length: CALLERS }, () => ({ http: 503, retryAfter: '2', status: Status.UNAVAILABLE })),
      );
      expect(left).toBe(0);
    });
  },
);
