import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { HomeCards } from '@adops/common/contract/dashboard';
import { PlatformError, type PlatformConnector } from '../src/connectors/platform/types';
import { jobRuns } from '../src/db/schema';
import { queryRows } from '../src/db/rows';
import { systemJobHandlers } from '../src/jobs/handlers';
import { startScheduler } from '../src/jobs/scheduler';
import { ensureSystemJobs } from '../src/jobs/systemJobs';
import { platformConnector } from '../src/sync/connector';
import { runSync, SYNC_JOBS } from '../src/sync/platformSync';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
let connector: PlatformConnector;
const clock = new TestClock(Date.parse('2026-06-15T14:10:00+08:00'));
const HOUR = 3_600_000;

const deps = (platform = connector) => ({
  database: api.database,
  connector: platform,
  now: () => clock.now(),
});

/** What a user of the reports would see move: today's hours, the closed days, the money. */
async function totals() {
  const today = shanghaiDay(clock.now());
  const [row] = await queryRows<Record<string, string>>(
    api.app.db,
    sql`select (select coalesce(sum(fee), 0) from account_hourly where day = ${today}) as today_fee,
               (select coalesce(sum(fee), 0) from plan_hourly where day = ${today}) as plan_fee,
               (select coalesce(sum(fee), 0) from account_daily) as daily_fee,
               (select coalesce(sum(leads), 0) from account_daily) as leads,
               (select coalesce(sum(fee), 0) from account_monthly) as monthly_fee,
               (select count(*) from fund_records) as funds,
               (select coalesce(sum(available), 0) from balance_snapshots where day = ${today}) as available`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  connector = (await platformConnector(api.config, api.app.db, () => clock.now()))!;
});
afterAll(() => api.close());

describe('the platform sync', () => {
  it('pulls today’s hours and logs the run; a second run changes nothing', async () => {
    clock.advance(HOUR);
    const before = await totals();
    const first = await runSync(deps(), 'hourly');
    expect(first).toMatchObject({ status: 'ok', errors: [] });
    expect(first.accounts).toBeGreaterThan(0);
    const after = await totals();
    expect(after.today_fee).toBeGreaterThan(before.today_fee!);
    expect(after.plan_fee).toBeGreaterThan(before.plan_fee!);

    const again = await runSync(deps(), 'hourly');
    expect(again.status).toBe('ok');
    expect(await totals()).toEqual(after);

    const runs = await api.app.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, SYNC_JOBS.hourly))
      .orderBy(desc(jobRuns.id));
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ status: 'ok', accounts: first.accounts, errors: null });
    expect(runs[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(runs[0]!.startedAt.getTime());
    expect(runs[0]!.rows).toBeGreaterThan(0);
  });

  it('moves the Home dashboard’s today as the hours go by', async () => {
    const { token } = await api.login('admin');
    const todayFee = async () =>
      (await api.call<HomeCards>('GET', '/api/zhImport/homeSearch', { token })).data.todayFee;
    const before = await todayFee();
    clock.advance(2 * HOUR);
    await runSync(deps(), 'hourly');
    expect(await todayFee()).toBeGreaterThan(before);
  });

  it('re-pulls the restated week once a day, with the rollups kept, and a repeat changes nothing', async () => {
    clock.advance(24 * HOUR);
    const daily = await runSync(deps(), 'daily');
    expect(daily.status).toBe('ok');
    const after = await totals();
    expect(after.monthly_fee).toBe(after.daily_fee);
    const [yesterday] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from account_daily where day = ${addDays(shanghaiDay(clock.now()), -1)}`,
    );
    expect(yesterday!.n).toBeGreaterThan(0);
    await runSync(deps(), 'daily');
    expect(await totals()).toEqual(after);
  });

  it('goes on past an account that fails and names it in the log', async () => {
    const accounts = await connector.listAccounts();
    const broken = accounts[1]!.advertiserId;
    const failing: PlatformConnector = {
      ...connector,
      realtimeHourly: async (id, day) => {
        if (id === broken) throw new PlatformError('server', 'upstream 502');
        return connector.realtimeHourly(id, day);
      },
    };
    clock.advance(HOUR);
    const result = await runSync(deps(failing), 'hourly');
    expect(result.status).toBe('partial');
    expect(result.errors).toEqual([{ advertiserId: broken, message: 'upstream 502' }]);
    expect(result.accounts).toBe(accounts.length - 1);
    const [run] = await api.app.db.select().from(jobRuns).orderBy(desc(jobRuns.id)).limit(1);
    expect(run).toMatchObject({ status: 'partial', errors: result.errors });
  });

  it('runs once at a time: a second run while one is going answers busy', async () => {
    const results = await Promise.all([runSync(deps(), 'hourly'), runSync(deps(), 'hourly')]);
    expect(results.map((r) => r.status).sort()).toEqual(['busy', 'ok']);
  });
});

describe('the platform sync as scheduled jobs', () => {
  it('pulls today’s hours at its cron time, and the restated days at once, once, on a day they have not run', async () => {
    await ensureSystemJobs(api.app.db, new Date(clock.now()));
    // The next day: every job is due, and the restated days have not been pulled that day. The run asked for
    // stands for the daily job's due time too.
    clock.advance(24 * HOUR);
    const scheduler = startScheduler({
      db: api.app.db,
      clock,
      handlers: systemJobHandlers({ database: api.database, clock, connector }),
      tickMs: 0,
      leaseMs: 60_000,
    });
    await scheduler.tick();
    await scheduler.stop();
    const runs = await queryRows<{ job: string; trigger: string; status: string; accounts: number }>(
      api.app.db,
      sql`select job, trigger, status, accounts from job_runs where job like 'platform.%' and job_id is not null
        order by id`,
    );
    const accounts = (await connector.listAccounts()).length;
    expect(runs.map((r) => [r.job, r.trigger, r.status])).toEqual([
      ['platform.hourly', 'schedule', 'ok'],
      ['platform.daily', 'manual', 'ok'],
    ]);
    expect(runs.map((r) => Number(r.accounts))).toEqual([accounts, accounts]);
  });
});
