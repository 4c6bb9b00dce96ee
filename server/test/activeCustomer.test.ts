import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { ActiveCustomerRow, ActiveStats } from '@adops/common/contract/activeCustomer';
import type { ListResult } from '@adops/common/contract/fields';
import { queryRows } from '../src/db/rows';
import { addDays, monthStart, shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const today = shanghaiDay(clock.now());
const thisMonth = monthStart(today);
const lastMonth = '2026-05-01';

/** Computed straight from the daily facts, not from the rollups the API reads. */
async function activeInMonth(month: string, operatorId?: number) {
  const [row] = await queryRows<{ active: number; fresh: number }>(
    api.app.db,
    sql`select count(distinct a.customer_id)::int as active,
               count(distinct a.customer_id) filter (where c.first_spend_day >= ${month})::int as fresh
        from account_daily d join ad_accounts a on a.id = d.account_id join customers c on c.id = a.customer_id
        where d.fee > 0 and date_trunc('month', d.day)::date = ${month}
          and (${operatorId ?? null}::int is null or a.operator_id = ${operatorId ?? null}::int)`,
  );
  return row!;
}

async function stats(token: string, query: Record<string, unknown> = {}) {
  return api.call<ActiveStats>('GET', '/api/crm/activeCustomer/stats', { token, query });
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
});
afterAll(() => api.close());

describe('active customers by month', () => {
  it('counts each customer once a month, new and returning, as the daily facts say', async () => {
    const { token } = await api.login('admin');
    const result = await stats(token);
    expect(result.status).toBe(1);
    expect(result.data.months).toHaveLength(6);
    expect(result.data.months.at(-1)).toBe(thisMonth);
    const may = result.data.total.find((c) => c.month === lastMonth)!;
    const expected = await activeInMonth(lastMonth);
    expect(may).toEqual({
      month: lastMonth,
      active: expected.active,
      fresh: expected.fresh,
      returning: expected.active - expected.fresh,
    });
    expect(may.active).toBeGreaterThan(0);
    // Each department counts its own customers; together at least the company's distinct count.
    const byDepartment = result.data.rows.reduce(
      (sum, row) => sum + row.counts.find((c) => c.month === lastMonth)!.active,
      0,
    );
    expect(byDepartment).toBeGreaterThanOrEqual(may.active);
    expect(result.data.rows.every((r) => r.name)).toBe(true);
  });

  it('shows a group lead the customers of their group’s accounts, by operator', async () => {
    const { token } = await api.login('grouplead');
    const result = await stats(token, { by: 'operator', start: lastMonth, end: lastMonth });
    const operators = await queryRows<{ id: number }>(
      api.app.db,
      sql`select distinct a.operator_id as id from account_daily d join ad_accounts a on a.id = d.account_id
          where a.group_id = 1 and d.fee > 0 and date_trunc('month', d.day)::date = ${lastMonth} order by 1`,
    );
    expect(result.data.rows.map((r) => r.key).sort()).toEqual(operators.map((o) => o.id).sort());
    for (const row of result.data.rows) {
      const expected = await activeInMonth(lastMonth, row.key!);
      expect(row.counts[0]).toMatchObject({ active: expected.active, fresh: expected.fresh });
    }
  });

  it('refuses a range that runs backwards or past 24 months, naming the field', async () => {
    const { token } = await api.login('admin');
    const backwards = await stats(token, { start: '2026-05-01', end: '2026-01-01' });
    expect(backwards.status).toBe(Status.INVALID);
    expect(backwards.desc).toContain('开始日期');
    const long = await stats(token, { start: '2020-01-01', end: '2026-01-01' });
    expect(long.status).toBe(Status.INVALID);
    const notFirst = await stats(token, { start: '2026-05-02' });
    expect(notFirst.status).toBe(Status.INVALID);
  });
});

describe('the active customers list', () => {
  const list = (token: string, query: Record<string, unknown> = {}) =>
    api.call<ListResult<ActiveCustomerRow>>('GET', '/api/crm/activeCustomer/list', {
      token,
      query: { pageSize: 500, ...query },
    });

  it('lists the customers who spent in the last 7 closed days, with that spend, biggest first', async () => {
    const { token } = await api.login('admin');
    const result = await list(token);
    const expected = await queryRows<{ id: number; fee: string }>(
      api.app.db,
      sql`select a.customer_id as id, sum(d.fee) as fee from account_daily d join ad_accounts a on a.id = d.account_id
          where d.fee > 0 and d.day between ${addDays(today, -7)} and ${addDays(today, -1)}
          group by a.customer_id order by 2 desc`,
    );
    expect(result.data.total).toBe(expected.length);
    expect(result.data.list.map((r) => [r.id, r.fee])).toEqual(expected.map((r) => [r.id, Number(r.fee)]));
  });

  it('sums only the caller’s own accounts, and a customer out of reach is not found', async () => {
    const { token } = await api.login('grouplead');
    const result = await list(token, { days: 30 });
    const [own] = await queryRows<{ customers: number; fee: string }>(
      api.app.db,
      sql`select count(distinct a.customer_id)::int as customers, sum(d.fee) as fee
          from account_daily d join ad_accounts a on a.id = d.account_id
          where d.fee > 0 and a.group_id = 1 and d.day between ${addDays(today, -30)} and ${addDays(today, -1)}`,
    );
    expect(result.data.total).toBe(own!.customers);
    expect(result.data.list.reduce((s, r) => s + r.fee, 0)).toBe(Number(own!.fee));
    const [other] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select customer_id as id from ad_accounts where customer_id not in
          (select customer_id from ad_accounts where group_id = 1) limit 1`,
    );
    const detail = await api.call('GET', '/api/crm/activeCustomer/detail', {
      token,
      query: { id: other!.id },
    });
    expect(detail.status).toBe(Status.NOT_FOUND);
  });

  it('tells new customers from returning ones', async () => {
    const { token } = await api.login('admin');
    const fresh = await list(token, { days: 30, fresh: 'new' });
    const returning = await list(token, { days: 30, fresh: 'returning' });
    const all = await list(token, { days: 30 });
    expect(fresh.data.total + returning.data.total).toBe(all.data.total);
    expect(fresh.data.list.every((r) => r.fresh && r.firstSpendDay! >= addDays(today, -30))).toBe(true);
    expect(returning.data.list.every((r) => !r.fresh)).toBe(true);
  });
});
