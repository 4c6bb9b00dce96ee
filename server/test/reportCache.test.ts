import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '@adops/common/contract/report';
import type { HomeCards } from '@adops/common/contract/dashboard';
import { sql } from 'drizzle-orm';
import { inLane } from '../src/db/lane';
import { queryRows } from '../src/db/rows';
import { writeDailyFacts, writeHourlyFacts } from '../src/facts/writer';
import { addDays, shanghaiDay, shanghaiHour } from '../src/time';
import {
  announcement,
  anotherInstance,
  createTestApi,
  spendFact,
  TestClock,
  type Instance,
  type TestApi,
} from './harness';

let api: TestApi;
/** The same server without a cache: what every answer must equal. */
let uncached: Instance & { close(): Promise<void> };
const tokens: Record<string, string> = {};
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const today = shanghaiDay(clock.now());
const REPORT = '/api/crm/report/xhsCustomerSundial';

const ask = (who: string, query: Record<string, unknown>, on: Instance = api) =>
  on.call<ReportResult>('GET', REPORT, { token: tokens[who], query: { pageSize: 50, ...query } });
const counts = () => ({ ...api.app.results.counts });
/** Facts written as the sync and the import write them, once every instance has heard of them. */
async function written(write: Parameters<TestApi['app']['db']['transaction']>[0]) {
  const heard = announcement(api.database, 'adops_versions');
  await api.app.db.transaction(write);
  await heard;
}
const range = (from: number, to: number) => ({ start: addDays(today, from), end: addDays(today, to) });

/** An account with spend on `day` that `who` can see, and one they cannot. */
async function accountSeenBy(operator: string, day: string, seen: boolean) {
  const [row] = await queryRows<{ id: number }>(
    api.app.db,
    sql`select a.id from ad_accounts a join users u on u.username = ${operator}
        join account_daily d on d.account_id = a.id and d.day = ${day}
        where (a.operator_id = u.id) = ${seen} order by a.id limit 1`,
  );
  return row!.id;
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  for (const who of ['admin', 'gm', 'operator', 'grouplead', 'sales', 'depthead'])
    tokens[who] = (await api.login(who)).token;
  uncached = await anotherInstance(api, { REPORT_CACHE_MB: '0' });
});
afterAll(async () => {
  await uncached.close();
  await api.close();
});

describe('the report cache', () => {
  it('never answers one scope with another’s rows, whoever asks first', async () => {
    for (const order of [
      ['admin', 'operator', 'grouplead', 'sales'],
      ['sales', 'grouplead', 'operator', 'admin'],
    ]) {
      const query = order[0] === 'admin' ? range(-12, -6) : range(-20, -14);
      const answers = new Map<string, ReportResult>();
      for (const who of order) {
        const cached = await ask(who, query);
        const truth = await ask(who, query, uncached);
        expect(cached.status, who).toBe(1);
        expect(cached.data, who).toEqual(truth.data);
        answers.set(who, cached.data);
      }
      // The scopes read different sums: had one answer been served to another, the equality above would fail.
      const fees = order.map((who) => answers.get(who)!.summary.fee);
      expect(new Set(fees).size).toBe(order.length);
    }
  });

  it('answers two people with the same scope from one computation', async () => {
    const before = counts();
    const first = await ask('admin', range(-40, -31));
    const second = await ask('gm', range(-40, -31));
    expect(second.data).toEqual(first.data);
    expect(counts().computed - before.computed).toBe(1);
    expect(counts().hits - before.hits).toBe(1);
  });

  it('keeps its answers across sign-ins', async () => {
    await ask('depthead', range(-70, -61));
    const before = counts();
    await api.login('depthead');
    await api.login('admin');
    await ask('depthead', range(-70, -61));
    expect(counts().hits - before.hits).toBe(1);
    expect(counts().computed).toBe(before.computed);
  });

  it('answers a cached question while the database is busy with another user’s long statement', async () => {
    await ask('grouplead', range(-80, -71));
    let longDone = false;
    const long = inLane('someone else', async () => {
      await api.app.db.execute(sql`select pg_sleep(3)`);
      longDone = true;
    });
    const answer = await ask('grouplead', range(-80, -71));
    expect(answer.status).toBe(1);
    // No statement was needed: not the session, the scope, the versions or the answer.
    expect(longDone).toBe(false);
    await long;
  });

  it('computes the same question asked many times at once once', async () => {
    const before = counts();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask('operator', range(-50, -41))));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(counts().computed - before.computed).toBe(1);
    expect(counts().joined + counts().hits - before.joined - before.hits).toBe(5);
  });

  it('computes again exactly the results whose range holds a day with new facts', async () => {
    const changedDay = addDays(today, -8);
    const holding = range(-10, -6);
    const notHolding = range(-30, -20);
    const account = await accountSeenBy('operator', changedDay, true);
    await ask('admin', holding);
    await ask('admin', notHolding);
    const before = counts();
    const [old] = await queryRows<{ fee: string }>(
      api.app.db,
      sql`select fee from account_daily where account_id = ${account} and day = ${changedDay}`,
    );
    await written((tx) => writeDailyFacts(tx, [spendFact(account, changedDay, Number(old!.fee) + 123_456)]));
    const moved = await ask('admin', holding);
    expect(moved.data).toEqual((await ask('admin', holding, uncached)).data);
    const kept = await ask('admin', notHolding);
    expect(kept.data).toEqual((await ask('admin', notHolding, uncached)).data);
    expect(counts().computed - before.computed).toBe(1);
    expect(counts().hits - before.hits).toBe(1);

    // The same day sent again as it is now (the sync re-reads the last days) moves nothing.
    const version = () =>
      queryRows<{ version: string }>(
        api.app.db,
        sql`select version from data_versions where key = ${changedDay}`,
      );
    const versionBefore = await version();
    await api.app.db.transaction((tx) =>
      writeDailyFacts(tx, [spendFact(account, changedDay, Number(old!.fee) + 123_456)]),
    );
    expect(await version()).toEqual(versionBefore);
    await ask('admin', holding);
    expect(counts().computed - before.computed).toBe(1);
  });

  it('computes a range with today again after new hours, and only then', async () => {
    const before = counts();
    await ask('admin', range(-2, 0));
    await ask('admin', range(-2, 0));
    expect(counts().computed - before.computed).toBe(1);
    const account = await accountSeenBy('operator', addDays(today, -1), true);
    await written((tx) =>
      writeHourlyFacts(tx, [
        {
          accountId: account,
          day: today,
          hour: shanghaiHour(clock.now()),
          fee: 777_00,
          impressions: 1,
          clicks: 1,
        },
      ]),
    );
    const after = await ask('admin', range(-2, 0));
    expect(after.data).toEqual((await ask('admin', range(-2, 0), uncached)).data);
    expect(counts().computed - before.computed).toBe(2);
  });

  it('keeps Home’s cards per scope and moves them with today’s hours', async () => {
    const cards = (who: string, on: Instance = api) =>
      on.call<HomeCards>('GET', '/api/zhImport/homeSearch', { token: tokens[who] });
    const admin = await cards('admin');
    const operator = await cards('operator');
    expect(operator.data).toEqual((await cards('operator', uncached)).data);
    expect(operator.data.todayFee).toBeLessThan(admin.data.todayFee);
    const account = await accountSeenBy('operator', addDays(today, -1), false);
    await written((tx) =>
      writeHourlyFacts(tx, [
        { accountId: account, day: today, hour: 0, fee: 555_00, impressions: 1, clicks: 1 },
      ]),
    );
    expect((await cards('admin')).data).toEqual((await cards('admin', uncached)).data);
    expect((await cards('operator')).data).toEqual((await cards('operator', uncached)).data);
  });
});
