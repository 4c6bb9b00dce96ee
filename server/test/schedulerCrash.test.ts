import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RunRow } from '@adops/common/contract/jobs';
import { formatMessage, type Lang } from '@adops/common/messages';
import { PATHS } from '../src/connectors/platform/http';
import { queryRows } from '../src/db/rows';
import { seedOrganization } from '../src/db/seed/demo';
import { syncMenuModules } from '../src/db/seed/modules';
import { LAPSED_NOTE } from '../src/jobs/claim';
import { ensureSystemJobs } from '../src/jobs/systemJobs';
import { startFakePlatform, type FakePlatform } from './fakes/platformServer';
import {
  serverDatabase,
  signedCall,
  startServer,
  until,
  type ServerDatabase,
  type ServerProcess,
} from './serverProcess';

/**
 * The real server killed while a scheduled run is under way (the platform sync, its request to the platform
 * held unanswered): the next start fails that run once its lease lapses and runs the job's next due time, and
 * no due time runs twice.
 */

const TEST_MS = 180_000;
const PASSWORD = 'Demo@2026';
/** The job the test runs every minute; the system's other jobs are disabled. */
const JOB = 'platform.daily';

let where: ServerDatabase;
let platform: FakePlatform;

beforeAll(async () => {
  where = await serverDatabase('scheduler_crash');
  platform = await startFakePlatform();
  await where.inDatabase(async (database) => {
    await database.migrate();
    await syncMenuModules(database.db);
    await seedOrganization(database.db, { password: PASSWORD });
    await ensureSystemJobs(database.db, new Date());
    await database.db.execute(sql`update scheduled_jobs set enabled = (kind = ${JOB}),
        cron = case when kind = ${JOB} then '* * * * *' else cron end,
        next_run_at = case when kind = ${JOB} then ${new Date()}::timestamptz end`);
  });
}, TEST_MS);
afterAll(async () => {
  await platform?.close();
  await where?.drop();
});

interface Served {
  server: ServerProcess;
  /** The job's runs as the automation log answers them, oldest first. */
  runs(lang?: Lang): Promise<RunRow[]>;
}

async function serve(): Promise<Served> {
  const server = startServer({
    ...where.env,
    SEED_DEMO: 'false',
    PLATFORM_SYNC: 'on',
    PLATFORM_API_URL: platform.url,
    PLATFORM_APP_ID: 'app-1',
    PLATFORM_SECRET: 'secret-1',
    PLATFORM_REFRESH_TOKEN: 'refresh-0',
    SCHEDULER_TICK_SECONDS: '0.2',
    JOB_LEASE_SECONDS: '2',
    NOTICE_TICK_SECONDS: '0',
  });
  const [, url] = await server.printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  const signIn = (await (
    await signedCall(url!, 'GET', '/api/crm/sys/login', { username: 'admin', password: PASSWORD })
  ).json()) as { data: { token: string } };
  const runs = async (lang: Lang = 'zh') => {
    const answer = await signedCall(
      url!,
      'GET',
      '/api/crm/automationLog/list',
      { job: JOB, sort: 'id', pageSize: 50, lang },
      signIn.data.token,
    );
    return ((await answer.json()) as { data: { list: RunRow[] } }).data.list;
  };
  return { server, runs };
}

const listCalls = () => platform.calls.filter((c) => c.path === PATHS.advertisers).length;

describe('the scheduler killed mid-run', { timeout: TEST_MS }, () => {
  it('fails the killed run after its lease, runs the next due time on the next start, none twice', async () => {
    // The sync's first call to the platform gets no answer: the run stays under way until the kill.
    platform.failNext('hang', 1, { path: PATHS.advertisers });
    const first = await serve();
    let killed: RunRow | undefined;
    try {
      await until(() => listCalls() === 1, 'the sync to ask the platform');
      await until(async () => {
        killed = (await first.runs()).find((r) => r.status === 'running');
        return killed !== undefined;
      }, 'the run to be under way');
    } finally {
      await first.server.kill();
    }

    // The token store is the process's: the new one signs in again with the configured refresh token.
    platform.setToken({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    const second = await serve();
    let runs: RunRow[] = [];
    try {
      await until(
        async () => {
          runs = await second.runs();
          const later = runs.filter((r) => r.id !== killed!.id);
          // A later run that fails is told at once, with its message, not waited out.
          expect(later.filter((r) => r.status !== 'running' && r.status !== 'ok')).toEqual([]);
          return later.some((r) => r.status === 'ok');
        },
        'the next run to succeed',
        120_000,
      );
      // The killed run says why it failed, in the reader's language.
      for (const lang of ['zh', 'en'] as const) {
        const told = (await second.runs(lang)).find((r) => r.id === killed!.id);
        expect(told).toMatchObject({ status: 'failed', message: formatMessage('runLapsed', lang) });
      }
    } finally {
      await second.server.terminate(10_000);
    }

    const stored = await where.inDatabase(({ db }) =>
      queryRows<{
        id: number;
        due: string;
        status: string;
        instance: string;
        trigger: string;
        note: unknown;
      }>(
        db,
        sql`select id::int as id, due_at::text as due, status, instance, trigger, note from job_runs
          where job = ${JOB} order by due_at`,
      ),
    );
    const [lapsed, ...after] = stored;
    expect(lapsed).toMatchObject({
      id: killed!.id,
      status: 'failed',
      instance: killed!.instance,
      note: LAPSED_NOTE,
    });
    expect(after.length).toBeGreaterThan(0);
    const survivor = runs.find((r) => r.status === 'ok')!.instance;
    expect(survivor).not.toBe(killed!.instance);
    for (const run of after)
      expect(run).toMatchObject({ status: 'ok', trigger: 'schedule', instance: survivor });
    // Each due time ran once: one row each, and one request to the platform each (the killed run's held one).
    expect(new Set(stored.map((r) => r.due)).size).toBe(stored.length);
    expect(listCalls()).toBe(stored.length);
  });
});
