import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { assessmentUrl, ASSESSMENT_CALLS } from '@adops/common/contract/assessment';
import { THRESHOLDS_SAVE_URL } from '@adops/common/contract/thresholds';
import type { ReportResult, ReportRow } from '@adops/common/contract/report';
import { fieldLabel } from '@adops/common/fieldLabels';
import { DEFAULT_THRESHOLDS, type Thresholds } from '@adops/common/thresholds';
import { queryRows } from '../src/db/rows';
import { writeDailyFacts } from '../src/facts/writer';
import { addDays, monthEnd } from '../src/time';
import { createTestApi, spendFact, TestClock, type TestApi } from './harness';

/**
 * The platform assessment on a small world built for the edge cases of DOMAIN.md's states: a customer that goes
 * dormant and wakes twice in a year, a first spend on a month's last day, a window's threshold reached on its
 * 30th day and on its 31st, a return after 89 and after 90 days without spend, a window still open. Each KPI is
 * computed here from the daily spends themselves and compared with what the pages and the calls answer.
 */

let api: TestApi;
const clock = new TestClock(Date.parse('2026-11-20T10:00:00+08:00'));
const lastClosed = '2026-11-19';
const tokens: Record<string, string> = {};

/** Each customer's days of spend (cents), on one account of the operator's (two for the first). */
const WORLD: Record<string, [string, number][]> = {
  twice: [
    ['2026-01-05', 600_000],
    ['2026-05-01', 700_000],
    ['2026-09-01', 300_000],
    ['2026-09-20', 500_000],
  ],
  lastDay: [
    ['2026-01-31', 300_000],
    ['2026-02-10', 250_000],
  ],
  day30: [
    ['2026-03-01', 100_000],
    ['2026-03-30', 400_000],
  ],
  day31: [
    ['2026-03-01', 100_000],
    ['2026-03-31', 400_000],
  ],
  gap89: [
    ['2026-01-10', 600_000],
    ['2026-04-10', 600_000],
  ],
  gap90: [
    ['2026-01-10', 600_000],
    ['2026-04-11', 600_000],
    ['2026-11-15', 50_000],
  ],
  recent: [['2026-11-05', 200_000]],
};
const MONTHS = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);
const ids: Record<string, number> = {};

interface Standing {
  newOnline: number;
  onlineLack: number | null;
  retained: number;
  retainedLack: number | null;
  woken: number;
  wokenLack: number | null;
  activeCustomers: number;
  dormantCustomers: number;
  customerFee: number;
}

/** DOMAIN.md's states of a customer in a month, from its days of spend alone. */
function reference(days: [string, number][], month: string, t: Thresholds): Standing | null {
  const asOf = monthEnd(month) < lastClosed ? monthEnd(month) : lastClosed;
  const spends = days.filter(([, fee]) => fee > 0).sort(([a], [b]) => a.localeCompare(b));
  const first = spends[0]![0];
  if (first > asOf) return null;
  const sum = (from: string, to: string) =>
    spends.filter(([d]) => d >= from && d <= to).reduce((s, [, fee]) => s + fee, 0);
  const windowEnd = addDays(first, t.onlineDays - 1);
  const windowFee = sum(first, windowEnd);
  const fee = sum(month, asOf);
  const online = first >= month;
  const newOnline = online && windowFee >= t.onlineAmount;
  const inMonth = spends.filter(([d]) => d >= month && d <= asOf);
  const before = inMonth.length ? spends.filter(([d]) => d < inMonth[0]![0]).pop() : undefined;
  // Dormant the day before its first spend of the month: no spend over the dormant days up to then.
  const returned =
    !online && before !== undefined && before[0] <= addDays(inMonth[0]![0], -t.dormantDays - 1);
  const last = spends.filter(([d]) => d <= asOf).pop()![0];
  const short = (amount: number) => t.onlineAmount - amount;
  return {
    newOnline: Number(newOnline),
    onlineLack: online && !newOnline && windowEnd >= lastClosed ? short(windowFee) : null,
    retained: Number(!online && windowFee >= t.onlineAmount && fee >= t.onlineAmount),
    retainedLack: !online && windowFee >= t.onlineAmount && fee < t.onlineAmount ? short(fee) : null,
    woken: Number(returned && fee >= t.onlineAmount),
    wokenLack: returned && fee < t.onlineAmount ? short(fee) : null,
    activeCustomers: Number(last > addDays(asOf, -t.activeDays)),
    dormantCustomers: Number(last <= addDays(asOf, -t.dormantDays)),
    customerFee: fee,
  };
}

const call = (name: (typeof ASSESSMENT_CALLS)[number], body: Record<string, unknown>, user = 'gm') =>
  api.call<ReportResult>('POST', assessmentUrl(name), { token: tokens[user], body });
const page = (name: string, query: Record<string, unknown>, user = 'gm') =>
  api.call<ReportResult>('GET', `/api/crm/report/${name}`, { token: tokens[user], query });

async function ok<T>(answer: Promise<{ status: number; desc: string; data: T }>): Promise<T> {
  const { status, desc, data } = await answer;
  expect(status, desc).toBe(Status.OK);
  return data;
}

const byCustomer = (rows: ReportRow[]) => new Map(rows.map((r) => [Number(r.customerId), r]));

beforeAll(async () => {
  api = await createTestApi({}, { clock });
  for (const user of ['gm', 'operator', 'depthead', 'sales', 'finance'])
    tokens[user] = (await api.login(user)).token;
  const db = api.app.db;
  const [operator] = await queryRows<{ id: number; group_id: number; department_id: number }>(
    db,
    sql`select id, group_id, department_id from users where username = 'operator'`,
  );
  const facts = [];
  for (const [name, days] of Object.entries(WORLD)) {
    const [customer] = await queryRows<{ id: number }>(
      db,
      sql`insert into customers (name) values (${name}) returning id`,
    );
    ids[name] = customer!.id;
    const [account] = await queryRows<{ id: number }>(
      db,
      sql`insert into ad_accounts (platform_id, name, customer_id, operator_id, group_id, department_id)
          values (${`kpi-${name}`}, ${name}, ${customer!.id}, ${operator!.id}, ${operator!.group_id},
                  ${operator!.department_id})
          returning id`,
    );
    facts.push(...days.map(([day, fee]) => spendFact(account!.id, day, fee)));
  }
  // A customer with no spend at all is in no state.
  await queryRows(db, sql`insert into customers (name) values ('never') returning id`);
  await writeDailyFacts(db, facts);
});
afterAll(() => api.close());

describe('each customer’s standing', () => {
  it('is DOMAIN.md’s, month by month, on every edge of the world', async () => {
    for (const month of MONTHS) {
      const result = await ok(
        page('xhsXAccountDataCus', { start: month, end: monthEnd(month), pageSize: 100 }),
      );
      const rows = byCustomer(result.rows);
      for (const [name, days] of Object.entries(WORLD)) {
        const expected = reference(days, month, DEFAULT_THRESHOLDS);
        const row = rows.get(ids[name]!);
        if (!expected) {
          expect(row, `${name} ${month}`).toBeUndefined();
          continue;
        }
        expect(row, `${name} ${month}`).toMatchObject(expected);
      }
    }
  });

  it('counts the edges as they fall', async () => {
    const standing = async (name: string, month: string) =>
      byCustomer((await ok(page('xhsXAccountDataCus', { start: month, end: monthEnd(month) }))).rows).get(
        ids[name]!,
      )!;
    // Dormant from January, woken in May; dormant again, woken again in September.
    expect((await standing('twice', '2026-05-01')).woken).toBe(1);
    expect((await standing('twice', '2026-09-01')).woken).toBe(1);
    expect((await standing('twice', '2026-08-01')).dormantCustomers).toBe(1);
    // A first spend on January's last day makes January its month, its window running into March.
    expect((await standing('lastDay', '2026-01-01')).newOnline).toBe(1);
    // The threshold reached on the window's 30th day counts; on its 31st it does not.
    expect((await standing('day30', '2026-03-01')).newOnline).toBe(1);
    expect((await standing('day31', '2026-03-01')).newOnline).toBe(0);
    // Back after 89 days without spend is no waking; after 90 it is.
    expect((await standing('gap89', '2026-04-01')).woken).toBe(0);
    expect((await standing('gap90', '2026-04-01')).woken).toBe(1);
    // A window still open says what it lacks.
    expect((await standing('recent', '2026-11-01')).onlineLack).toBe(300_000);
  });

  it('moves with the thresholds in force', async () => {
    const changed = { ...DEFAULT_THRESHOLDS, onlineDays: 31, dormantDays: 89, onlineAmount: 450_000 };
    await ok(api.call('POST', THRESHOLDS_SAVE_URL, { token: tokens.gm, body: changed }));
    try {
      for (const month of ['2026-03-01', '2026-04-01', '2026-09-01']) {
        const rows = byCustomer(
          (await ok(page('xhsXAccountDataCus', { start: month, end: monthEnd(month), pageSize: 100 }))).rows,
        );
        for (const [name, days] of Object.entries(WORLD)) {
          const expected = reference(days, month, changed);
          if (expected) expect(rows.get(ids[name]!), `${name} ${month}`).toMatchObject(expected);
        }
      }
      const april = byCustomer((await ok(page('xhsXAccountDataCus', { start: '2026-04-01' }))).rows);
      expect(april.get(ids.gap89!)?.woken).toBe(1);
    } finally {
      await ok(api.call('POST', THRESHOLDS_SAVE_URL, { token: tokens.gm, body: DEFAULT_THRESHOLDS }));
    }
  });
});

describe('the overview and the lists', () => {
  it('count month by month what the standings say, against the targets in force', async () => {
    const overview = await ok(page('xhsXccdataCom', { start: '2026-01-01', end: lastClosed }));
    expect(overview.rows.map((r) => r.month)).toEqual(MONTHS);
    for (const row of overview.rows) {
      const month = String(row.month);
      const states = Object.values(WORLD)
        .map((days) => reference(days, month, DEFAULT_THRESHOLDS))
        .filter((s): s is Standing => s !== null);
      const count = (key: keyof Standing) => states.reduce((n, s) => n + Number(s[key]), 0);
      expect(row, month).toMatchObject({
        newOnline: count('newOnline'),
        retained: count('retained'),
        woken: count('woken'),
        activeCustomers: count('activeCustomers'),
        dormantCustomers: count('dormantCustomers'),
        customerFee: count('customerFee'),
        targetOnline: DEFAULT_THRESHOLDS.targetOnline,
        newOnlineProgress: count('newOnline') / DEFAULT_THRESHOLDS.targetOnline,
        targetBalance: DEFAULT_THRESHOLDS.targetBalance,
      });
    }
    expect(overview.summary.woken).toBe(3);
    // The targets are the company's: a department's months are not measured by them.
    const theirs = await ok(page('xhsXccdataCom', { start: '2026-01-01', end: lastClosed }, 'depthead'));
    expect(theirs.rows.every((r) => r.targetOnline === null && r.targetBalance === null)).toBe(true);
  });

  it('list the customers of each state from its call, the month in the body', async () => {
    const names = (result: ReportResult) =>
      result.rows.map((r) => Object.keys(ids).find((n) => ids[n] === r.customerId)).sort();
    const online = await ok(call('selectBeOnlineBean', { startMonth: '2026-01', endMonth: '2026-11' }));
    expect(names(online)).toEqual(Object.keys(WORLD).sort());
    expect(online.summary.newOnline).toBe(5);
    // A month to come has no customers in any state yet.
    expect((await ok(call('selectBeOnlineBean', { month: '2027-01' }))).total).toBe(0);
    const woken = await ok(call('selectAliveAndPullBackBean', { month: '2026-04' }));
    expect(names(woken)).toEqual(['gap90']);
    // February: January's new online customers, none spending enough again yet, each with what it lacks.
    const retained = await ok(call('selectStayConsumeInfoBean', { month: '2026-02' }));
    expect(new Set(retained.rows.map((r) => `${r.customerId} ${r.retained} ${r.retainedLack}`))).toEqual(
      new Set([
        `${ids.lastDay} 0 250000`,
        `${ids.twice} 0 500000`,
        `${ids.gap89} 0 500000`,
        `${ids.gap90} 0 500000`,
      ]),
    );
  });

  it('find customers by their spend: in a period, this month, and in every month of a range', async () => {
    const names = (result: ReportResult) =>
      result.rows.map((r) => Object.keys(ids).find((n) => ids[n] === r.customerId)).sort();
    const march = await ok(
      call('selectConditionConsume', { month: '2026-03', minAmount: 450_000, maxAmount: 500_000 }),
    );
    expect(names(march)).toEqual(['day30', 'day31']);
    const thisMonth = await ok(call('selectCsThisMonthConsumeGe', { amount: 100_000 }));
    expect(names(thisMonth)).toEqual(['recent']);
    const everyMonth = await ok(
      call('selectCsMonthConsumeGe', { startMonth: '2026-01', endMonth: '2026-02', amount: 250_000 }),
    );
    expect(new Set(names(everyMonth))).toEqual(new Set(['lastDay']));
    expect(everyMonth.rows.map((r) => r.month)).toEqual(['2026-01-01', '2026-02-01']);
  });

  it('give the spend for assessment of the delivery facts, for the same scope and months', async () => {
    const spend = await ok(call('selectDataConsume', { startMonth: '2026-01', endMonth: '2026-11' }));
    const [raw] = await queryRows<{ fee: string }>(
      api.app.db,
      sql`select sum(fee) as fee from account_daily where day between '2026-01-01' and '2026-11-30'`,
    );
    expect(spend.summary.fee).toBe(Number(raw!.fee));
    const byMonth = await ok(page('xhsAccountConsumptionMonth', { start: '2026-01-01', end: lastClosed }));
    expect(spend.summary.fee).toBe(byMonth.summary.fee);
  });
});

describe('the calls', () => {
  it('answer a holder of the section and refuse anyone else', async () => {
    for (const name of ASSESSMENT_CALLS) {
      expect((await call(name, {}, 'depthead')).status, name).toBe(Status.OK);
      expect((await call(name, {}, 'sales')).status, name).toBe(Status.FORBIDDEN);
    }
  });

  it('show a department head only the customers with an account in the department', async () => {
    const online = (user: string) =>
      ok(call('selectBeOnlineBean', { startMonth: '2026-01', endMonth: '2026-11' }, user));
    expect((await online('depthead')).total).toBe(Object.keys(WORLD).length);
    const [elsewhere] = await queryRows<{ id: number }>(
      api.app.db,
      sql`insert into departments (name) values ('Elsewhere') returning id`,
    );
    const [placed] = await queryRows<{ department_id: number }>(
      api.app.db,
      sql`update ad_accounts set department_id = ${elsewhere!.id} where name = 'twice'
          returning (select department_id from users where username = 'depthead') as department_id`,
    );
    try {
      const theirs = await online('depthead');
      expect(theirs.rows.map((r) => r.customerId)).not.toContain(ids.twice);
      expect(theirs.total).toBe(Object.keys(WORLD).length - 1);
      expect((await online('gm')).total).toBe(Object.keys(WORLD).length);
    } finally {
      await queryRows(
        api.app.db,
        sql`update ad_accounts set department_id = ${placed!.department_id} where name = 'twice'`,
      );
    }
  });

  it('refuse a bad body naming the field', async () => {
    const bad: [(typeof ASSESSMENT_CALLS)[number], Record<string, unknown>, string][] = [
      ['selectBeOnlineBean', { month: '2026-13' }, 'month'],
      ['selectDataConsume', { month: '26-01' }, 'month'],
      ['selectStayConsumeInfoBean', { startMonth: '2026-05', endMonth: '2026-01' }, 'startMonth'],
      ['selectConditionConsume', { minAmount: -1 }, 'minAmount'],
      ['selectConditionConsume', { minAmount: 500, maxAmount: 100 }, 'maxAmount'],
      ['selectCsThisMonthConsumeGe', { amount: -5 }, 'amount'],
      ['selectCsMonthConsumeGe', { startMonth: '2026-01', endMonth: '2026-13' }, 'endMonth'],
    ];
    for (const [name, body, field] of bad) {
      const answer = await call(name, body);
      expect(answer.status, `${name} ${field}`).toBe(Status.INVALID);
      expect(answer.desc, `${name} ${field}`).toContain(fieldLabel(field, 'zh'));
    }
  });
});
