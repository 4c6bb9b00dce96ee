import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { ReportResult } from '@adops/common/contract/report';
import {
  quarterOf,
  WORKBENCH_EDITS,
  WORKBENCH_REPORTS,
  WORKBENCH_TASKS,
  workbenchReportUrl,
  workbenchUrl,
  type WorkbenchReport,
} from '@adops/common/contract/workbench';
import { THRESHOLDS_SAVE_URL } from '@adops/common/contract/thresholds';
import { DEFAULT_THRESHOLDS, type Thresholds } from '@adops/common/thresholds';
import { queryRows } from '../src/db/rows';
import { addDays, shanghaiDay, shanghaiHour } from '../src/time';
import { writeDailyFacts } from '../src/facts/writer';
import { createTestApi, spendFact, TestClock, type TestApi } from './harness';

/**
 * The operations workbench: every call at its spec path for whoever holds its module, each within the caller's
 * scope, its figures those of the report pages, and what it sets (targets, tasks, monitored accounts) moving them.
 */

let api: TestApi;
const clock = new TestClock(Date.parse('2026-05-20T15:30:00+08:00'));
const today = shanghaiDay(clock.now());
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const report = (key: WorkbenchReport, user: string, query: Record<string, unknown> = {}) =>
  api.call<ReportResult>('GET', workbenchReportUrl(key), { token: tokens[user], query });
const page = (name: string, user: string, query: Record<string, unknown> = {}) =>
  api.call<ReportResult>('GET', `/api/crm/report/${name}`, { token: tokens[user], query });
const edit = (path: string, user: string, body: Record<string, unknown>) =>
  api.call<unknown>('POST', workbenchUrl(path), { token: tokens[user], body });

/** The answer's data, after checking it succeeded. */
async function ok<T>(answer: Promise<{ status: number; desc: string; data: T }>): Promise<T> {
  const { status, desc, data } = await answer;
  expect(status, desc).toBe(Status.OK);
  return data;
}

const feeBy = (rows: ReportResult['rows'], key: string) =>
  new Map(rows.map((r) => [String(r[key]), Number(r.fee)]));

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  for (const user of ['admin', 'gm', 'depthead', 'grouplead', 'operator', 'sales', 'finance']) {
    const { token, id } = await api.login(user);
    tokens[user] = token;
    ids[user] = id;
  }
});
afterAll(() => api.close());

describe('the workbench calls', () => {
  it('answer at their spec paths for a role with the workbench, and 120 for one without', async () => {
    for (const key of Object.keys(WORKBENCH_REPORTS) as WorkbenchReport[]) {
      expect((await report(key, 'operator')).status, key).toBe(Status.OK);
      expect((await report(key, 'sales')).status, key).toBe(Status.FORBIDDEN);
    }
    for (const path of Object.values(WORKBENCH_EDITS))
      expect((await edit(path, 'finance', {})).status, path).toBe(Status.FORBIDDEN);
  });

  it('show each of operator, group lead and department head only their own accounts and people', async () => {
    const [user] = await queryRows<{ department_id: number; group_id: number }>(
      api.app.db,
      sql`select department_id, group_id from users where username = 'grouplead'`,
    );
    const placed = await queryRows<{
      id: number;
      operator_id: number;
      group_id: number;
      department_id: number;
    }>(api.app.db, sql`select id, operator_id, group_id, department_id from ad_accounts`);
    const own: Record<string, (a: (typeof placed)[number]) => boolean> = {
      operator: (a) => a.operator_id === ids.operator,
      grouplead: (a) => a.group_id === user!.group_id,
      depthead: (a) => a.department_id === user!.department_id,
    };
    const range = { start: addDays(today, -30), end: today, pageSize: 500 };
    const everyone = await ok(report('accountRanking', 'gm', range));
    for (const [who, mine] of Object.entries(own)) {
      const answer = await ok(report('accountRanking', who, range));
      const accounts = placed.filter(mine);
      expect(answer.rows.length, who).toBeGreaterThan(0);
      for (const row of answer.rows)
        expect(mine(placed.find((a) => a.id === Number(row.accountId))!), who).toBe(true);
      // Every account of theirs that spent, with the spend the whole company's ranking gives it.
      const all = feeBy(everyone.rows, 'accountId');
      const expected = accounts.filter((a) => (all.get(String(a.id)) ?? 0) > 0);
      expect(answer.total, who).toBe(expected.length);
      for (const row of answer.rows) expect(Number(row.fee)).toBe(all.get(String(row.accountId)));
    }
    // People of other groups are not ranked for the group lead.
    const operators = await ok(report('operatorRanking', 'grouplead', range));
    const groups = new Set(operators.rows.map((r) => r.groupId));
    expect([...groups]).toEqual([user!.group_id]);
  });

  it('give the figures of the report pages for the same scope and period', async () => {
    for (const who of ['gm', 'depthead', 'operator']) {
      // Today by hour: the hourly page's.
      const hours = await ok(report('hourFeeMonitorList', who));
      const timeConsume = await ok(page('timeConsume', who));
      const pick = (r: ReportResult) => r.rows.map((x) => [x.hour, x.fee, x.fee_dodBase, x.fee_wowBase]);
      expect(pick(hours).length, who).toBeGreaterThan(0);
      expect(pick(hours), who).toEqual(pick(timeConsume));
      expect(pick(await ok(report('totalHourFeeChart', who)))).toEqual(pick(timeConsume));

      // The quarter so far: the accounts' daily spend page over the same days.
      const quarter = { start: quarterOf(today), end: today };
      const target = await ok(report('targetProcess', who));
      const days = await ok(page('xhsAccountConsumption', who, quarter));
      expect(target.start).toBe(quarter.start);
      expect(target.rows[0]!.fee, who).toBe(days.summary.fee);

      // Yesterday's accounts: the page of the accounts' days.
      const yesterday = { start: addDays(today, -1), end: addDays(today, -1), pageSize: 500 };
      const accounts = await ok(report('accountRanking', who, yesterday));
      const details = await ok(page('xhsAccountConsumption', who, yesterday));
      expect(feeBy(accounts.rows, 'accountId'), who).toEqual(
        new Map([...feeBy(details.rows, 'accountId')].filter(([, fee]) => fee !== 0)),
      );
    }
    // The operators of a day: the page of a day's operators.
    const yesterday = { start: addDays(today, -1), end: addDays(today, -1), pageSize: 500 };
    const operators = await ok(report('operatorRanking', 'depthead', yesterday));
    const phander = await ok(page('xhscustomerConsumptionPhanderDay', 'depthead', yesterday));
    expect(operators.rows.length).toBeGreaterThan(0);
    expect(feeBy(operators.rows, 'operatorId')).toEqual(feeBy(phander.rows, 'operatorId'));
  });

  it('compare this year with the last the same way everywhere', async () => {
    // The demo holds two months: a day of last year's spend, on an account of the head's department.
    const [account] = await queryRows<{ id: number; department_id: number }>(
      api.app.db,
      sql`select a.id, a.department_id from ad_accounts a join users u on u.department_id = a.department_id
          where u.username = 'depthead'
            and a.operator_id is distinct from (select id from users where username = 'operator')
          order by a.id limit 1`,
    );
    const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}02`;
    await writeDailyFacts(api.app.db, [spendFact(account!.id, lastYear, 123_456)]);
    const sum = (rows: ReportResult['rows'], key: string) =>
      rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
    for (const who of ['gm', 'depthead']) {
      const month = (await ok(report('yoyOverview', who))).rows[0]!;
      expect(month.fee_yoyBase, who).toBe(123_456);
      expect(month.fee_yoy).toBeCloseTo(Number(month.fee) / 123_456 - 1, 9);
      const year = (await ok(report('yoyOverview', who, { period: 'year' }))).rows[0]!;
      const months = await ok(report('consumeTrendYoy', who));
      expect(year.fee).toBe(sum(months.rows, 'fee'));
      expect(year.fee_yoyBase).toBe(sum(months.rows, 'fee_yoyBase'));
      expect(months.rows.find((r) => r.month === `${today.slice(0, 8)}01`)?.fee_yoyBase).toBe(123_456);
      const byDay = await ok(report('consumeTrendYoy', who, { bucket: 'day', pageSize: 500 }));
      expect(sum(byDay.rows, 'fee')).toBe(year.fee);
      expect(byDay.rows.find((r) => r.day === `${today.slice(0, 8)}02`)?.fee_yoyBase).toBe(123_456);
      const departments = await ok(report('deptConsumeYoy', who, { period: 'year', pageSize: 100 }));
      expect(sum(departments.rows, 'fee')).toBe(year.fee);
      expect(departments.rows.find((r) => r.departmentId === account!.department_id)?.fee_yoyBase).toBe(
        123_456,
      );
    }
    // Not in the operator's accounts: nothing a year ago.
    expect((await ok(report('yoyOverview', 'operator'))).rows[0]!.fee_yoyBase).toBe(0);
  });

  it('split the month by product, marketing target and industry, each adding up to the month', async () => {
    const month = await ok(report('targetProcess', 'gm', { start: `${today.slice(0, 8)}01`, end: today }));
    for (const dimension of ['product', 'category']) {
      const split = await ok(report('feeStructureList', 'gm', { dimension, pageSize: 100 }));
      expect(split.summary.fee, dimension).toBe(month.rows[0]!.fee);
    }
    const targets = await ok(
      report('feeStructureChart', 'gm', { dimension: 'marketingTarget', pageSize: 100 }),
    );
    expect(targets.columns[0]!.key).toBe('marketingTarget');
    expect(targets.rows.length).toBeGreaterThan(0);
    const departments = await ok(report('deptFeeStructureList', 'gm', { pageSize: 500 }));
    expect(departments.summary.fee).toBe(month.rows[0]!.fee);
  });
});

describe("today's to-dos", () => {
  // Late in the day "same time yesterday" is read as the day less its later hours: both ways are checked.
  it.each([
    ['the afternoon', 0],
    ['the morning', -6],
  ])('count the accounts of each to-do in %s, and list them', async (_when, hours) => {
    clock.advance(hours * 3_600_000);
    try {
      await countsAndLists(shanghaiHour(clock.now()));
    } finally {
      clock.advance(-hours * 3_600_000);
    }
  });

  it('count by the thresholds in force once the settings page changes them', async () => {
    const changed = { ...DEFAULT_THRESHOLDS, lowBalanceDays: 20, descentRatio: 0.05 };
    const byDefaults = (await ok(report('taskData', 'gm'))).rows[0]!;
    await ok(api.call('POST', THRESHOLDS_SAVE_URL, { token: tokens.gm, body: changed }));
    try {
      await countsAndLists(shanghaiHour(clock.now()), changed);
      const byChanged = (await ok(report('taskData', 'gm'))).rows[0]!;
      expect(byChanged.lowBalance).toBeGreaterThan(Number(byDefaults.lowBalance));
      expect(byChanged.descent).toBeGreaterThan(Number(byDefaults.descent));
    } finally {
      await ok(api.call('POST', THRESHOLDS_SAVE_URL, { token: tokens.gm, body: DEFAULT_THRESHOLDS }));
    }
  });

  async function countsAndLists(hour: number, inForce: Thresholds = DEFAULT_THRESHOLDS) {
    const counts = (await ok(report('taskData', 'gm'))).rows[0]!;
    type Facts = { fee: string; same: string; hour: string; available: string | null; fee7: string };
    const facts = await queryRows<
      Facts & { hourly: string | null; balance: string | null; monitored: boolean }
    >(
      api.app.db,
      sql`select
            (select coalesce(sum(fee), 0) from account_hourly where account_id = a.id and day = ${today}) as fee,
            (select coalesce(sum(fee), 0) from account_hourly
              where account_id = a.id and day = ${addDays(today, -1)} and hour <= ${hour}) as same,
            (select coalesce(sum(fee), 0) from account_hourly
              where account_id = a.id and day = ${today} and hour = ${hour}) as hour,
            (select available from balance_snapshots where account_id = a.id and day = ${today}) as available,
            (select coalesce(sum(fee), 0) from account_daily
              where account_id = a.id and day between ${addDays(today, -7)} and ${addDays(today, -1)}) as fee7,
            m.account_id is not null as monitored, m.hourly_fee as hourly, m.balance
          from ad_accounts a left join monitored_accounts m on m.account_id = a.id`,
    );
    const n = (v: string | null) => (v === null ? null : Number(v));
    const expected = {
      lowBalance: facts.filter(
        (f) =>
          f.available !== null &&
          Number(f.fee7) > 0 &&
          Math.floor((Number(f.available) * 70) / Number(f.fee7)) / 10 < inForce.lowBalanceDays,
      ).length,
      zeroSpend: facts.filter((f) => Number(f.fee) === 0 && Number(f.fee7) > 0).length,
      descent: facts.filter(
        (f) => Number(f.same) > 0 && Number(f.fee) < Number(f.same) * (1 - inForce.descentRatio),
      ).length,
      overThreshold: facts.filter(
        (f) =>
          f.monitored &&
          ((n(f.hourly) !== null && Number(f.hour) > n(f.hourly)!) ||
            (n(f.balance) !== null && n(f.available) !== null && n(f.available)! < n(f.balance)!)),
      ).length,
    };
    expect(counts).toMatchObject(expected);
    // The demo has accounts of most to-dos at any hour.
    expect(Object.values(expected).filter((count) => count > 0).length).toBeGreaterThanOrEqual(2);
    for (const task of WORKBENCH_TASKS) {
      const list = await ok(report('taskData', 'gm', { task, pageSize: 500 }));
      expect(list.total, task).toBe(expected[task]);
    }
  }
});

describe('what the workbench sets', () => {
  const quarter = quarterOf(today);

  it('sets a quarter target that the progress then measures, and keeps a closed quarter as it ended', async () => {
    const before = (await ok(report('targetProcess', 'gm'))).rows[0]!;
    const amount = 2 * Number(before.fee);
    await ok(edit(WORKBENCH_EDITS.quarterTarget, 'gm', { level: 'company', quarter, amount }));
    const after = (await ok(report('targetProcess', 'gm'))).rows[0]!;
    expect(after.quarterTarget).toBe(amount);
    expect(after.progress).toBeCloseTo(0.5, 6);
    expect(Number(after.projectedFee)).toBeGreaterThan(Number(after.fee));

    const closed = await edit(WORKBENCH_EDITS.quarterTarget, 'gm', {
      level: 'company',
      quarter: quarterOf(addDays(quarter, -1)),
      amount,
    });
    expect(closed.status).toBe(Status.CONFLICT);
    const bad = await edit(WORKBENCH_EDITS.quarterTarget, 'gm', {
      level: 'company',
      quarter: '2026-05-01',
      amount,
    });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toContain('季度');
    const noTeam = await edit(WORKBENCH_EDITS.quarterTarget, 'gm', { level: 'department', quarter, amount });
    expect(noTeam.status).toBe(Status.INVALID);
  });

  it("sets a department's target for its head, who may not set the company's or another department's", async () => {
    const [head] = await queryRows<{ department_id: number }>(
      api.app.db,
      sql`select department_id from users where username = 'depthead'`,
    );
    const [other] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from departments where id <> ${head!.department_id} order by id limit 1`,
    );
    const mine = { level: 'department', scopeId: head!.department_id, quarter, amount: 123_400 };
    await ok(edit(WORKBENCH_EDITS.quarterTarget, 'depthead', mine));
    const rows = (await ok(report('deptTaskList', 'depthead'))).rows;
    expect(rows.find((r) => r.departmentId === head!.department_id)?.quarterTarget).toBe(123_400);
    const company = await edit(WORKBENCH_EDITS.quarterTarget, 'depthead', {
      level: 'company',
      quarter,
      amount: 1,
    });
    expect(company.status).toBe(Status.FORBIDDEN);
    const elsewhere = await edit(WORKBENCH_EDITS.quarterTarget, 'depthead', { ...mine, scopeId: other!.id });
    expect(elsewhere.status).toBe(Status.NOT_FOUND);
    // The department's own view of its progress: filtered on it.
    const progress = (await ok(report('targetProcess', 'depthead', { deptId: head!.department_id })))
      .rows[0]!;
    expect(progress.quarterTarget).toBe(123_400);
  });

  it("sets an account's month task, shown with its progress, only for an account in scope", async () => {
    const list = await ok(report('accountTaskList', 'operator'));
    const row = list.rows[0]!;
    const month = `${today.slice(0, 8)}01`;
    await ok(
      edit(WORKBENCH_EDITS.accountTask, 'operator', { accountId: row.accountId, month, amount: 500_000 }),
    );
    const after = (await ok(report('accountTaskList', 'operator'))).rows.find(
      (r) => r.accountId === row.accountId,
    )!;
    expect(after.monthTask).toBe(500_000);
    expect(after.taskProgress).toBeCloseTo(Number(row.fee) / 500_000, 6);
    const [foreign] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from ad_accounts where operator_id is distinct from ${ids.operator} limit 1`,
    );
    const refused = await edit(WORKBENCH_EDITS.accountTask, 'operator', {
      accountId: foreign!.id,
      month,
      amount: 1,
    });
    expect(refused.status).toBe(Status.NOT_FOUND);
    const [{ count }] = (await queryRows<{ count: number }>(
      api.app.db,
      sql`select count(*)::int as count from account_tasks where account_id = ${foreign!.id}`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('watches an account by its thresholds, counts it over them, and lets it go', async () => {
    const watched = async () => {
      const rows = (await ok(report('monitorAccounts', 'grouplead'))).rows;
      const [counts] = (await ok(report('taskData', 'grouplead'))).rows;
      const [department] = (await ok(report('monitorAccountDept', 'grouplead'))).rows;
      return { rows, over: counts!.overThreshold, department };
    };
    const before = await watched();
    // The demo watches the group's two biggest spenders.
    expect(before.rows.length).toBe(2);
    const ranking = (await ok(report('accountRanking', 'grouplead', { start: today, end: today }))).rows;
    const spending = ranking.find((r) => !before.rows.some((w) => w.accountId === r.accountId))!;
    const accountId = Number(spending.accountId);
    // A balance limit no balance reaches: over at once.
    const watch = { accountId, monitored: true, hourlyFee: null, balance: 1e12 };
    await ok(edit(WORKBENCH_EDITS.monitorAccount, 'grouplead', watch));
    const over = await watched();
    const row = over.rows.find((r) => r.accountId === accountId);
    expect(row).toMatchObject({
      balanceLimit: 1e12,
      hourlyFeeLimit: null,
      monitorState: 'over',
      fee: spending.fee,
    });
    expect(over.over).toBe(Number(before.over) + 1);
    expect(over.department).toMatchObject({
      monitoredAccounts: Number(before.department!.monitoredAccounts) + 1,
      overThreshold: Number(before.department!.overThreshold) + 1,
    });
    const hours = await ok(report('monitorAccountChart', 'grouplead'));
    expect(hours.summary.fee).toBe(over.rows.reduce((s, r) => s + Number(r.fee), 0));

    // Within its limits it is watched, and not over.
    await ok(edit(WORKBENCH_EDITS.monitorAccount, 'grouplead', { ...watch, balance: 0, hourlyFee: 1e12 }));
    const within = await watched();
    expect(within.rows.find((r) => r.accountId === accountId)?.monitorState).toBe('ok');
    expect(within.over).toBe(before.over);

    // A bad threshold names its field, and changes nothing.
    const bad = await edit(WORKBENCH_EDITS.monitorAccount, 'grouplead', { ...watch, hourlyFee: -1 });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toContain('小时消耗阈值');
    expect((await watched()).rows.find((r) => r.accountId === accountId)?.monitorState).toBe('ok');
    // Someone else's account is not theirs to watch.
    const [foreign] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from ad_accounts where group_id is distinct from
            (select group_id from users where username = 'grouplead') limit 1`,
    );
    const refused = await edit(WORKBENCH_EDITS.monitorAccount, 'grouplead', {
      ...watch,
      accountId: foreign!.id,
    });
    expect(refused.status).toBe(Status.NOT_FOUND);

    await ok(edit(WORKBENCH_EDITS.monitorAccount, 'grouplead', { accountId, monitored: false }));
    expect((await watched()).rows.map((r) => r.accountId)).toEqual(before.rows.map((r) => r.accountId));
  });
});
