import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { serverDatabase, signedCall, startServer, until, type ServerDatabase } from './serverProcess';

const DEMO_PASSWORD = 'Demo@2026';
/** Cuts of every connection of the database while staff keep calling and the platform sync runs. */
const CUTS = 4;
/** Staff calling at once, each one call after another. */
const CALLERS = 6;
const TEST_MS = 300_000;

/**
 * What a failover, a restart of PostgreSQL or a pooler's idle cut does to a server, done to the real server
 * (`node --import tsx src/main.ts`): every backend of its database ended (`pg_terminate_backend`), the request
 * pool's, the sync's advisory-lock connection and the LISTEN connection alike, several times while it serves.
 */

const TERMINATE_ALL = `select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

interface Answer {
  call: string;
  http: number | 'no answer';
  status?: number;
  retryAfter?: string | null;
}

let database: ServerDatabase;
let watcher: pg.Client;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await serverDatabase('lostconn');
  watcher = new pg.Client({ connectionString: database.url });
  watcher.on('error', () => {});
  await watcher.connect();
});
afterAll(async () => {
  await watcher?.end();
  await database?.drop();
});

const rowsOf = async <T>(statement: string) => (await watcher.query(statement)).rows as T[];

describe.runIf(process.env.TEST_DATABASE_URL)(
  'every database connection cut under load',
  { timeout: TEST_MS },
  () => {
    it('leaves the server up, every call answered (never 500), and serving and syncing again', async () => {
      const server = startServer({
        ...database.env,
        DEMO_TIER: 'small',
        PLATFORM_SYNC: 'on',
        SCHEDULER_TICK_SECONDS: '1',
        AUTH_CACHE_SECONDS: '0',
      });
      const [, base] = await server.printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      const signIn = (await (
        await signedCall(base!, 'GET', '/api/crm/sys/login', { username: 'admin', password: DEMO_PASSWORD })
      ).json()) as { data: { token: string; id: number } };
      const { token, id } = signIn.data;

      const calls: [string, () => Promise<Response>][] = [
        [
          'customer list',
          () => signedCall(base!, 'GET', '/api/crm/customer/list', { pageNum: 1, pageSize: 20 }, token),
        ],
        ['user info', () => signedCall(base!, 'GET', '/api/crm/sys/getUserInfo', { uid: id }, token)],
        [
          'department save',
          () => signedCall(base!, 'POST', '/api/crm/department/save', { deptName: `断线-${++saved}` }, token),
        ],
      ];
      let saved = 0;
      const answers: Answer[] = [];
      const answer = async ([call, send]: [string, () => Promise<Response>]): Promise<Answer> => {
        try {
          const response = await send();
          const body = (await response.json()) as { status: number };
          return {
            call,
            http: response.status,
            status: body.status,
            retryAfter: response.headers.get('retry-after'),
          };
        } catch {
          return { call, http: 'no answer' };
        }
      };
      let loading = true;
      const load = Array.from({ length: CALLERS }, async (_, caller) => {
        for (let n = caller; loading; n++) answers.push(await answer(calls[n % calls.length]!));
      });
      const servesAgain = async () => (await answer(calls[0]!)).status === Status.OK;

      const backAfterMs: number[] = [];
      for (let cut = 0; cut < CUTS; cut++) {
        // A sync run under way, holding its lock, and calls answered since the last cut.
        const answered = answers.length;
        await until(async () => {
          const [run] = await rowsOf<{ running: boolean }>(
            `select exists (select 1 from job_runs where job = 'platform.hourly' and status = 'running') as running`,
          );
          if (!run!.running)
            await watcher.query(
              `update scheduled_jobs set requested_at = coalesce(requested_at, now()) where kind = 'platform.hourly'`,
            );
          return run!.running && answers.length > answered;
        }, 'a sync run under way');
        const [{ cut: ended }] = (await rowsOf<{ cut: number }>(TERMINATE_ALL)) as [{ cut: number }];
        const cutAt = performance.now();
        expect(ended).toBeGreaterThan(2);
        await until(servesAgain, 'the server answering again');
        backAfterMs.push(performance.now() - cutAt);
      }
      loading = false;
      await Promise.all(load);

      const faults = answers.filter(
        (a) => a.http !== 200 && !(a.http === 503 && a.status === Status.UNAVAILABLE),
      );
      expect(faults).toEqual([]);
      const unavailable = answers.filter((a) => a.http === 503);
      expect(unavailable.every((a) => a.retryAfter !== null)).toBe(true);
      expect(await servesAgain()).toBe(true);

      // The runs cut off are failed (none left running), and the sync runs again to its end.
      await until(
        async () => (await rowsOf(`select 1 from job_runs where status = 'running'`)).length === 0,
        'no run left running',
      );
      const [{ last }] = (await rowsOf<{ last: number }>(
        `select coalesce(max(id), 0)::int as last from job_runs`,
      )) as [{ last: number }];
      await watcher.query(`update scheduled_jobs set requested_at = now() where kind = 'platform.hourly'`);
      await until(
        async () =>
          (
            await rowsOf(
              `select 1 from job_runs where job = 'platform.hourly' and status in ('ok', 'partial')
              and id > ${last}`,
            )
          ).length > 0,
        'a sync run after the cuts',
      );
      console.log(
        `${CUTS} cuts of every connection: ${answers.length} calls, ${unavailable.length} answered 503, ` +
          `serving again after ${backAfterMs.map((ms) => Math.round(ms)).join(', ')} ms`,
      );
      const { code } = await server.terminate(30_000);
      expect(code).toBe(0);
    });
  },
);
