import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { DESCENT_REASON_URL, WEEK_NOTE_URL } from '@adops/common/contract/monitoring';
import type { ReportResult, ReportRow } from '@adops/common/contract/report';
import { THRESHOLDS_SAVE_URL } from '@adops/common/contract/thresholds';
import { fieldLabel } from '@adops/common/fieldLabels';
import { DEFAULT_THRESHOLDS, type Thresholds } from '@adops/common/thresholds';
import { queryRows } from '../src/db/rows';
import { writeDailyFacts } from '../src/facts/writer';
import { dayFlag } from '../src/reports/monitorExtras';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, spendFact, TestClock, type TestApi } from './harness';

/**
 * The monitoring pages on the demo agency: each page's rows and flags computed here from the raw daily and hourly
 * facts, by the thresholds in force; what operators write beside them kept, audited and within their scope.
 */

let api: TestApi;
const clock = new TestClock(Date.parse('2026-05-20T15:30:00+08:00'));
const today = shanghaiDay(clock.now());
const yesterday = addDays(today, -1);
const tokens: Record<string, string> = {};

const page = (name: string, user: string, query: Record<string, unknown> = {}) =>
  api.call<ReportResult>('GET', `/api/crm/report/${name}`, {
    token: tokens[user],
    query: { pageSize: 500, ...query },
  });
const post = (url: string, user: string, body: Record<string, unknown>) =>
  api.call<unknown>('POST', url, { token: tokens[user], body });

async function ok<T>(answer: Promise<{ status: number; desc: string; data: T }>): Promise<T> {
  const { status, desc, data } = await answer;
  expect(status, desc).toBe(Status.OK);
  return data;
}

/** Each account's spend over the days `from`..`to`, straight from the daily facts. */
async function spendBy(from: string, to: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; fee: string }>(
    api.app.db,
    sql`select account_id as id, sum(fee) as fee from account_daily where day between ${from} and ${to}
        group by account_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.fee)]));
}

const byAccount = (rows: ReportRow[]) => new Map(rows.map((r) => [Number(r.accountId), r]));

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  for (const user of ['gm', 'operator', 'depthead', 'sales']) tokens[user] = (await api.login(user)).token;
});
afterAll(() => api.close());

describe('descent details', () => {
  const range: [string, string] = [addDays(today, -7), yesterday];
  const previous: [string, string] = [addDays(today, -14), addDays(today, -8)];

  async function expectedDescents(t: Thresholds) {
    const [now, before] = await Promise.all([spendBy(...range), spendBy(...previous)]);
    return [...before]
      .filter(([id, fee]) => fee > 0 && (now.get(id) ?? 0) < fee * (1 - t.descentRatio))
      .map(([id]) => id)
      .sort((a, b) => a - b);
  }

  it('lists the accounts that fell by more than the descent share in force, with both periods', async () => {
    const listed = await ok(page('descentDetails', 'gm'));
    const expected = await expectedDescents(DEFAULT_THRESHOLDS);
    expect(expected.length).toBeGreaterThan(0);
    expect([...byAccount(listed.rows).keys()].sort((a, b) => a - b)).toEqual(expected);
    const [now, before] = await Promise.all([spendBy(...range), spendBy(...previous)]);
    for (const row of listed.rows) {
      expect(row.fee).toBe(now.get(Number(row.accountId)) ?? 0);
      expect(row.previousFee).toBe(before.get(Number(row.accountId)));
    }

    const looser = { ...DEFAULT_THRESHOLDS, descentRatio: 0.1 };
    await ok(post(THRESHOLDS_SAVE_URL, 'gm', looser));
    try {
      const more = await ok(page('descentDetails', 'gm'));
      const expectedMore = await expectedDescents(looser);
      expect(expectedMore.length).toBeGreaterThan(expected.length);
      expect([...byAccount(more.rows).keys()].sort((a, b) => a - b)).toEqual(expectedMore);
    } finally {
      await ok(post(THRESHOLDS_SAVE_URL, 'gm', DEFAULT_THRESHOLDS));
    }
  });

  it('keeps a recorded cause with the figures it was recorded with, after the spend is restated', async () => {
    const listed = await ok(page('descentDetails', 'gm'));
    const row = listed.rows[0]!;
    const accountId = Number(row.accountId);
    const body = { accountId, start: range[0], end: range[1], cause: '预算下调', action: '已联系客户' };
    await ok(post(DESCENT_REASON_URL, 'gm', body));
    const recorded = byAccount((await ok(page('descentDetails', 'gm'))).rows).get(accountId)!;
    expect(recorded).toMatchObject({
      cause: '预算下调',
      action: '已联系客户',
      recordedFee: row.fee,
      recordedPreviousFee: row.previousFee,
      recordedBy: expect.any(String),
    });

    // The platform restates the week: the account spent as much as before, so it fell no more.
    await writeDailyFacts(api.app.db, [spendFact(accountId, range[0], Number(row.previousFee))]);
    const after = byAccount((await ok(page('descentDetails', 'gm'))).rows).get(accountId)!;
    expect(Number(after.fee)).toBeGreaterThanOrEqual(Number(row.previousFee) * 0.7);
    expect(after).toMatchObject({ cause: '预算下调', recordedFee: row.fee });

    const [audit] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from audit_log where entity = 'descentReason'
          and entity_id = ${`${accountId}:${range[0]}:${range[1]}`}`,
    );
    expect(audit!.n).toBe(1);
  });

  it('refuses a cause for an account out of the caller’s scope, and an empty cause naming it', async () => {
    const others = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from ad_accounts where operator_id is distinct from (select id from users where username = 'operator')
          limit 1`,
    );
    const body = { accountId: others[0]!.id, start: range[0], end: range[1], cause: 'x' };
    expect((await post(DESCENT_REASON_URL, 'operator', body)).status).toBe(Status.NOT_FOUND);
    const empty = await post(DESCENT_REASON_URL, 'operator', { ...body, cause: ' ' });
    expect(empty.status).toBe(Status.INVALID);
    expect(empty.desc).toContain(fieldLabel('cause', 'zh'));
  });
});

describe('the daily spend monitor', () => {
  it('flags each account’s yesterday against the day before and the 7 days’ average', async () => {
    const result = await ok(page('consumptionDaily', 'gm'));
    const [day, before, week] = await Promise.all([
      spendBy(yesterday, yesterday),
      spendBy(addDays(yesterday, -1), addDays(yesterday, -1)),
      spendBy(addDays(yesterday, -7), addDays(yesterday, -1)),
    ]);
    expect(result.rows.length).toBeGreaterThan(0);
    const flags = new Set<string>();
    for (const row of result.rows) {
      const id = Number(row.accountId);
      const average = Math.round((week.get(id) ?? 0) / 7);
      expect(row.fee, `${id}`).toBe(day.get(id) ?? 0);
      expect(row.fee_dodBase, `${id}`).toBe(before.get(id) ?? 0);
      expect(row.average7, `${id}`).toBe(average);
      expect(row.dayFlag, `${id}`).toBe(dayFlag(Number(row.fee), average, DEFAULT_THRESHOLDS));
      flags.add(String(row.dayFlag));
    }
    expect(flags.size).toBeGreaterThan(1);
  });
});

describe('new accounts online', () => {
  it('are the accounts whose first spend fell in the range, with their spend since', async () => {
    const result = await ok(page('onlineDailyReport', 'gm'));
    const firsts = await queryRows<{ id: number; first: string; since: string }>(
      api.app.db,
      sql`select f.id, to_char(f.first, 'YYYY-MM-DD') as first,
            (select sum(fee) from account_daily d where d.account_id = f.id and d.day between f.first and ${yesterday}) as since
          from (select account_id as id, min(day) as first from account_daily where fee > 0 group by account_id) f
          where f.first between ${addDays(today, -30)} and ${yesterday}`,
    );
    expect(firsts.length).toBeGreaterThan(0);
    expect(result.total).toBe(firsts.length);
    const rows = byAccount(result.rows);
    for (const f of firsts)
      expect(rows.get(Number(f.id)), `${f.id}`).toMatchObject({
        day: f.first,
        feeSinceOnline: Number(f.since),
      });
  });
});

describe('period comparison', () => {
  it('sets any two ranges side by side by operator, as the facts sum them', async () => {
    const [start, end, compareStart, compareEnd] = ['2026-05-01', '2026-05-10', '2026-04-01', '2026-04-15'];
    const result = await ok(
      page('periodMonitoring', 'gm', { dimension: 'operator', start, end, compareStart, compareEnd }),
    );
    const perOperator = async (from: string, to: string) => {
      const rows = await queryRows<{ id: number | null; fee: string }>(
        api.app.db,
        sql`select a.operator_id as id, sum(d.fee) as fee from account_daily d join ad_accounts a on a.id = d.account_id
            where d.day between ${from} and ${to} group by a.operator_id`,
      );
      return new Map(rows.map((r) => [r.id === null ? null : Number(r.id), Number(r.fee)]));
    };
    const [now, then] = await Promise.all([perOperator(start, end), perOperator(compareStart, compareEnd)]);
    expect(result.rows.length).toBe(now.size);
    for (const row of result.rows) {
      const id = row.operatorId === null ? null : Number(row.operatorId);
      expect(row.fee).toBe(now.get(id));
      expect(row.fee_rangeBase).toBe(then.get(id) ?? 0);
    }
  });
});

describe('against the delivery reports', () => {
  it('sums to what the accounts’ delivery report sums, for the same scope and period', async () => {
    const [start, end] = ['2026-05-01', yesterday];
    for (const user of ['gm', 'depthead']) {
      const delivered = (from: string, to: string) =>
        ok(page('xhsAccountConsumption', user, { start: from, end: to }));
      const [compared, overMonth, flagged, overDay] = await Promise.all([
        ok(page('periodMonitoring', user, { dimension: 'department', start, end })),
        delivered(start, end),
        ok(page('consumptionDaily', user)),
        delivered(yesterday, yesterday),
      ]);
      expect(Number(overMonth.summary.fee), user).toBeGreaterThan(0);
      expect([user, compared.summary.fee, flagged.summary.fee]).toEqual([
        user,
        overMonth.summary.fee,
        overDay.summary.fee,
      ]);
    }
  });
});

describe('the operator monitor', () => {
  it('counts each operator’s anomalies of today, and each count opens its accounts', async () => {
    const hour = 15;
    const facts = await queryRows<{
      operator: number | null;
      fee: string;
      clicks: string;
      hour_fee: string;
      fee7: string;
      clicks7: string;
    }>(
      api.app.db,
      sql`select a.operator_id as operator,
            (select coalesce(sum(fee), 0) from account_hourly where account_id = a.id and day = ${today}) as fee,
            (select coalesce(sum(clicks), 0) from account_hourly where account_id = a.id and day = ${today}) as clicks,
            (select coalesce(sum(fee), 0) from account_hourly where account_id = a.id and day = ${today} and hour = ${hour}) as hour_fee,
            (select coalesce(sum(fee), 0) from account_daily where account_id = a.id and day between ${addDays(today, -7)} and ${yesterday}) as fee7,
            (select coalesce(sum(clicks), 0) from account_daily where account_id = a.id and day between ${addDays(today, -7)} and ${yesterday}) as clicks7
          from ad_accounts a`,
    );
    const t = DEFAULT_THRESHOLDS;
    const n = (v: string) => Number(v);
    const anomalies = {
      zeroSpend: (f: (typeof facts)[number]) => n(f.fee) === 0 && n(f.fee7) > 0,
      // An account with no spend in the 7 days has no usual hour to spike above.
      spike: (f: (typeof facts)[number]) =>
        n(f.fee7) > 0 && n(f.hour_fee) > (n(f.fee7) * t.spikeFactor) / (7 * 24),
      cpcAnomaly: (f: (typeof facts)[number]) =>
        n(f.clicks) > 0 &&
        n(f.clicks7) > 0 &&
        n(f.fee) / n(f.clicks) > (t.cpcFactor * n(f.fee7)) / n(f.clicks7),
    };
    const result = await ok(page('operMonitoring', 'gm'));
    for (const row of result.rows) {
      const id = row.operatorId === null ? null : Number(row.operatorId);
      const theirs = facts.filter((f) => (f.operator === null ? null : Number(f.operator)) === id);
      for (const [key, holds] of Object.entries(anomalies))
        expect(row[key], `${String(id)} ${key}`).toBe(theirs.filter(holds).length);
    }
    const busiest = [...result.rows].sort((a, b) => Number(b.spike) - Number(a.spike))[0]!;
    expect(Number(busiest.spike)).toBeGreaterThan(0);
    const opened = await ok(
      page('operMonitoring', 'gm', { anomaly: 'spike', operatorId: busiest.operatorId }),
    );
    expect(opened.total).toBe(busiest.spike);
    expect(opened.rows.every((r) => r.operatorId === busiest.operatorId)).toBe(true);
  });
});

describe('the weekly account operation', () => {
  const thisWeek = '2026-05-18';

  it('keeps the operator’s note of this week and last, audited, and refuses older weeks', async () => {
    const result = await ok(page('accountWeekOperation', 'operator', { start: '2026-05-04', end: today }));
    const accountId = Number(result.rows[0]!.accountId);
    await ok(post(WEEK_NOTE_URL, 'operator', { accountId, week: thisWeek, note: '调整出价，新增两条计划' }));
    const again = await ok(page('accountWeekOperation', 'operator', { start: '2026-05-04', end: today }));
    const row = again.rows.find((r) => Number(r.accountId) === accountId && r.week === thisWeek)!;
    expect(row).toMatchObject({ note: '调整出价，新增两条计划', noteBy: expect.any(String) });

    const older = await post(WEEK_NOTE_URL, 'operator', { accountId, week: '2026-05-04', note: 'x' });
    expect(older.status).toBe(Status.CONFLICT);
    const notMonday = await post(WEEK_NOTE_URL, 'operator', { accountId, week: '2026-05-19', note: 'x' });
    expect(notMonday.status).toBe(Status.INVALID);
    expect(notMonday.desc).toContain(fieldLabel('week', 'zh'));
    const [audit] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from audit_log where entity = 'accountWeekNote'`,
    );
    expect(audit!.n).toBe(1);
  });
});
