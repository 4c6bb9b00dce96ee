import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, type Product } from '@adops/common/business';
import { Status } from '@adops/common/codes';
import type { ExampleCharts } from '@adops/common/contract/exampleCharts';
import { moduleOf } from '@adops/common/menu';
import { ROLE } from '@adops/common/roles';
import { adAccounts, roleModules } from '../src/db/schema';
import type { DailyFact } from '../src/facts/writer';
import { writeDailyFacts } from '../src/facts/writer';
import { monthsUpTo } from '../src/modules/example/charts';
import { addDays, monthStart, shanghaiDay } from '../src/time';
import { createTestApi, spendFact, type TestApi } from './harness';

const URL = '/api/crm/example/charts';

let api: TestApi;
let yesterday: string;
const facts: DailyFact[] = [];
/** Each account's product and department, by its id. */
const accounts = new Map<number, { product: Product; departmentId: number; name: string }>();

beforeAll(async () => {
  api = await createTestApi();
  api.clock.advance(Date.parse('2026-06-15T12:30:00+08:00') - api.clock.now());
  yesterday = addDays(shanghaiDay(api.clock.now()), -1);
  const made = [
    { name: '聚光一部', product: 'juguang', departmentId: 5 },
    { name: '薯条二部', product: 'shutiao', departmentId: 6 },
    { name: '蒲公英一部', product: 'pugongying', departmentId: 5 },
    { name: '聚光二部', product: 'juguang', departmentId: 6 },
  ] as const;
  const ids = await api.app.db
    .insert(adAccounts)
    .values(made.map((a, i) => ({ platformId: `C-${i}`, ...a })))
    .returning({ id: adAccounts.id });
  ids.forEach(({ id }, i) => accounts.set(id, made[i]!));
  const [a, b, c, d] = ids.map(({ id }) => id) as [number, number, number, number];
  for (let i = 1; i <= 40; i++) {
    facts.push(spendFact(a, addDays(yesterday, 1 - i), 10_000 + i));
    if (i % 2) facts.push(spendFact(b, addDays(yesterday, 1 - i), 7_000));
    if (i <= 5) facts.push(spendFact(c, addDays(yesterday, 1 - i), 123));
  }
  // Months back: one inside the twelve, one just before them; and an account that spent nothing.
  facts.push(
    spendFact(b, '2025-07-10', 55_555),
    spendFact(a, '2025-06-30', 999_999),
    spendFact(d, '2026-05-02', 0),
  );
  await writeDailyFacts(api.app.db, facts);
  // Department heads get the page, so that their data scope is what limits them.
  await api.app.db
    .insert(roleModules)
    .values({ roleId: ROLE.DEPARTMENT_HEAD, moduleId: moduleOf('charts') })
    .onConflictDoNothing();
});
afterAll(() => api.close());

/** What the raw facts of the visible accounts add up to, for the days `from`..`to`, by product. */
function spendByProduct(from: string, to: string, visible: (id: number) => boolean) {
  const fees = Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;
  for (const f of facts)
    if (f.day >= from && f.day <= to && visible(f.accountId))
      fees[accounts.get(f.accountId)!.product] += f.fee;
  return fees;
}

function expected(days: number, visible: (id: number) => boolean): ExampleCharts {
  const from = addDays(yesterday, 1 - days);
  const daily = Array.from({ length: days }, (_, i) => addDays(from, i)).map((day) => ({
    day,
    fee: spendByProduct(day, day, visible),
  }));
  const monthly = monthsUpTo(yesterday, 12).map((month) => {
    const end = addDays(monthStart(addDays(month, 40)), -1);
    const spenders = new Set(
      facts
        .filter((f) => f.day >= month && f.day <= end && f.fee > 0 && visible(f.accountId))
        .map((f) => f.accountId),
    );
    return { month, fee: spendByProduct(month, end, visible), accounts: spenders.size };
  });
  const perAccount = new Map<number, number>();
  for (const f of facts)
    if (f.day >= from && f.day <= yesterday && visible(f.accountId))
      perAccount.set(f.accountId, (perAccount.get(f.accountId) ?? 0) + f.fee);
  const topAccounts = [...perAccount]
    .filter(([, fee]) => fee > 0)
    .sort((x, y) => y[1] - x[1])
    .map(([accountId, fee]) => ({ accountId, name: accounts.get(accountId)!.name, fee }));
  return { daily, monthly, topAccounts };
}

describe('the charts sample page', () => {
  it('adds up the raw facts by product and day, by product and month, and by account', async () => {
    const { token } = await api.login('admin');
    const { status, data } = await api.call<ExampleCharts>('GET', URL, { token });
    expect(status).toBe(Status.OK);
    expect(data).toEqual(expected(30, () => true));
    expect(data.monthly.map((m) => m.month)).toEqual([
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    // The month before the twelve is left out; a month without spend is there, as zero.
    expect(data.monthly[0]!.fee.shutiao).toBe(55_555);
    expect(data.monthly[1]).toEqual({
      month: '2025-08-01',
      fee: { juguang: 0, shutiao: 0, pugongying: 0 },
      accounts: 0,
    });
    expect(data.daily.at(-1)!.day).toBe(yesterday);
  });

  it('covers the days asked for', async () => {
    const { token } = await api.login('admin');
    const { data } = await api.call<ExampleCharts>('GET', URL, { token, query: { days: 7 } });
    expect(data).toEqual(expected(7, () => true));
  });

  it("counts only the department's accounts for its head", async () => {
    const { token } = await api.login('depthead');
    const { status, data } = await api.call<ExampleCharts>('GET', URL, { token });
    expect(status).toBe(Status.OK);
    const own = (id: number) => accounts.get(id)!.departmentId === 5;
    expect(data).toEqual(expected(30, own));
    expect(data.topAccounts.map((a) => a.name)).toEqual(['聚光一部', '蒲公英一部']);
  });
});
