import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountDayRow, BalanceRow, FundRecordRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import { adAccounts, balanceSnapshots, fundRecords, users } from '../src/db/schema';
import { writeDailyFacts } from '../src/facts/writer';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, spendFact, type TestApi } from './harness';

let api: TestApi;
let admin: string;
const account: Record<string, number> = {};

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  const people = Object.fromEntries(
    (await api.app.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [
      u.username,
      u.id,
    ]),
  );
  const rows = await api.app.db
    .insert(adAccounts)
    .values([
      { platformId: 'B-LOW', name: '快用完', operatorId: people.operator, groupId: 1, departmentId: 5 },
      { platformId: 'B-OK', name: '余额充足', operatorId: people.gm, groupId: 3, departmentId: 7 },
      { platformId: 'B-IDLE', name: '不消耗', operatorId: people.gm, groupId: 3, departmentId: 7 },
    ])
    .returning({ id: adAccounts.id, platformId: adAccounts.platformId });
  for (const r of rows) account[r.platformId] = r.id;
  const today = shanghaiDay(api.clock.now());
  const facts = [];
  for (let i = 1; i <= 7; i++) {
    facts.push(
      spendFact(account['B-LOW']!, addDays(today, -i), 100_000, { impressions: 100_000, clicks: 1 }),
      spendFact(account['B-OK']!, addDays(today, -i), 200_000, { impressions: 200_000, clicks: 1 }),
    );
  }
  // Spend of today and of eight days ago is outside the seven closed days the average uses.
  facts.push(
    spendFact(account['B-LOW']!, addDays(today, -8), 9_999_999, { impressions: 9_999_999, clicks: 1 }),
  );
  await writeDailyFacts(api.app.db, facts);
  await api.app.db.insert(balanceSnapshots).values([
    { accountId: account['B-LOW']!, day: addDays(today, -1), cash: 999, available: 999 },
    { accountId: account['B-LOW']!, day: today, cash: 250_000, available: 250_000 },
    { accountId: account['B-OK']!, day: today, cash: 1_800_000, grant: 200_000, available: 2_000_000 },
    { accountId: account['B-IDLE']!, day: today, cash: 50_000, available: 50_000 },
  ]);
  await api.app.db.insert(fundRecords).values([
    {
      accountId: account['B-LOW']!,
      occurredAt: new Date(`${addDays(today, -10)}T10:00:00+08:00`),
      type: 'recharge',
      amount: 1_000_000,
      balanceAfter: 1_000_000,
    },
    {
      accountId: account['B-LOW']!,
      occurredAt: new Date(`${addDays(today, -3)}T09:00:00+08:00`),
      type: 'grant',
      amount: 50_000,
      balanceAfter: 400_000,
    },
    {
      accountId: account['B-OK']!,
      occurredAt: new Date(`${addDays(today, -2)}T09:00:00+08:00`),
      type: 'recharge',
      amount: 500_000,
      balanceAfter: 2_500_000,
    },
  ]);
});
afterAll(() => api.close());

const balances = (token: string, query: Record<string, unknown> = {}) =>
  api.call<ListResult<BalanceRow>>('GET', '/api/crm/balance/list', { token, query });

describe('account balances', () => {
  it('give the latest balance, the average of the last seven closed days and the runway, low ones first', async () => {
    const { data } = await balances(admin);
    expect(data.list.map((r) => [r.platformId, r.available, r.averageFee, r.runway, r.low])).toEqual([
      ['B-LOW', 250_000, 100_000, 2.5, true],
      ['B-OK', 2_000_000, 200_000, 10, false],
      ['B-IDLE', 50_000, 0, null, false],
    ]);
    expect((await balances(admin, { lowOnly: 'true' })).data.list.map((r) => r.platformId)).toEqual([
      'B-LOW',
    ]);
    expect((await balances(admin, { sort: '-available' })).data.list[0]!.platformId).toBe('B-OK');
  });

  it("keep to the caller's scope", async () => {
    const { token } = await api.login('operator');
    expect((await balances(token)).data.list.map((r) => r.platformId)).toEqual(['B-LOW']);
    const other = await api.call('GET', '/api/crm/balance/detail', { token, query: { id: account['B-OK'] } });
    expect(other.status).toBe(Status.NOT_FOUND);
  });
});

describe('account drill-downs', () => {
  it('list fund records newest first, by type and day, and only of accounts in scope', async () => {
    const all = await api.call<ListResult<FundRecordRow>>('GET', '/api/crm/fundRecord/list', {
      token: admin,
      query: { accountId: account['B-LOW'] },
    });
    expect(all.data.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['grant', 50_000, 400_000],
      ['recharge', 1_000_000, 1_000_000],
    ]);
    const grants = await api.call<ListResult<FundRecordRow>>('GET', '/api/crm/fundRecord/list', {
      token: admin,
      query: { accountId: account['B-LOW'], type: 'recharge' },
    });
    expect(grants.data.total).toBe(1);
    const { token } = await api.login('operator');
    const other = await api.call<ListResult<FundRecordRow>>('GET', '/api/crm/fundRecord/list', {
      token,
      query: { accountId: account['B-OK'] },
    });
    expect(other.data.list).toEqual([]);
  });

  it('page through an account’s days of spend, and refuse another’s account', async () => {
    const page = await api.call<ListResult<AccountDayRow>>('GET', '/api/crm/account/consume', {
      token: admin,
      query: { accountId: account['B-LOW'], pageSize: 3 },
    });
    expect(page.data.total).toBe(8);
    expect(page.data.list.map((r) => r.fee)).toEqual([100_000, 100_000, 100_000]);
    expect(page.data.list[0]!.day).toBe(addDays(shanghaiDay(api.clock.now()), -1));
    const { token } = await api.login('operator');
    const other = await api.call('GET', '/api/crm/account/consume', {
      token,
      query: { accountId: account['B-OK'] },
    });
    expect(other.status).toBe(Status.NOT_FOUND);
  });
});

describe('a runway just under a threshold', () => {
  it('shows under it, is tinted low, and is counted under it by the balance reports', async () => {
    const gm = (await api.login('gm')).id;
    const [edge] = await api.app.db
      .insert(adAccounts)
      .values({ platformId: 'B-EDGE', name: '差一点', operatorId: gm, groupId: 3, departmentId: 7 })
      .returning({ id: adAccounts.id });
    const today = shanghaiDay(api.clock.now());
    const days = Array.from({ length: 7 }, (_, i) => spendFact(edge!.id, addDays(today, -1 - i), 100_000));
    await writeDailyFacts(api.app.db, days);
    // 297,000 at 100,000 a day: 2.97 days, which rounding would show as 3.0 and not tint.
    await api.app.db
      .insert(balanceSnapshots)
      .values({ accountId: edge!.id, day: today, cash: 297_000, available: 297_000 });
    const row = (await balances(admin)).data.list.find((r) => r.platformId === 'B-EDGE')!;
    expect(row).toMatchObject({ runway: 2.9, low: true });
    const report = (name: string, query: Record<string, unknown> = {}) =>
      api.call<{ rows: Record<string, number | string | null>[] }>('GET', `/api/crm/report/${name}`, {
        token: admin,
        query,
      });
    const list = await report('xhsExpectedAccountBalance', { operatorId: gm });
    expect(list.data.rows.find((r) => r.accountId === edge!.id)?.runway).toBe(2.9);
    const counts = await report('xhsExpectedAccountBalanceCount', { operatorId: gm });
    const under3 = list.data.rows.filter((r) => r.runway !== null && Number(r.runway) < 3).length;
    expect(counts.data.rows[0]!.runwayUnder3).toBe(under3);
  });
});
