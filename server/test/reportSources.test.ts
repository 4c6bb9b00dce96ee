import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DataScope } from '@adops/common/scope';
import { queryRows } from '../src/db/rows';
import { runReport } from '../src/reports/engine';
import type { ReportDefinition } from '../src/reports/definition';
import { COLUMN_OF, type CustomMeasure } from '../src/reports/measures';
import { registerSource, sourceOf, type SourceDefinition } from '../src/reports/sources';
import { createTestApi, type TestApi } from './harness';

declare module '../src/reports/sources' {
  interface SourceKeys {
    noteVisits: true;
  }
}

/**
 * A kind of fact the engine has never heard of: visits to the accounts' notes by day, in a table of its own.
 * It answers the columns every source answers (account_id, plan_id, period, hour), the summed measures asked
 * for (it has none of them: zero), and its own `visits`.
 */
const noteVisits: SourceDefinition = {
  parts: ([start, end], { bucket, columns }) => [
    sql`select v.account_id, null::int as plan_id, ${bucket === 'none' ? sql`null::date` : sql`v.day`} as period,
        null::smallint as hour, ${sql.raw(columns.map((k) => `0::bigint as ${COLUMN_OF[k]}`).join(', '))},
        v.visits
      from note_visits v where v.day between ${start} and ${end}`,
  ],
  periods: true,
  summedRollups: () => [],
  summable: false,
  flat: false,
  hoursTable: 'account_hourly',
};

const VISITS: CustomMeasure = {
  key: 'visits',
  zh: '笔记访问',
  en: 'Note visits',
  kind: 'count',
  sql: sql`coalesce(sum(f.visits), 0)`,
};

const byAccountAndDay: ReportDefinition = {
  name: 'noteVisitsByAccountDay',
  source: 'noteVisits',
  dimensions: ['account'],
  bucket: 'day',
  measures: [VISITS],
  range: 'last7',
  sort: '-visits',
};

const byCustomer: ReportDefinition = { ...byAccountAndDay, dimensions: ['customer'], bucket: 'none' };

const today = '2026-06-15';
const ALL: DataScope = { all: true, departmentIds: [], groupIds: [], operatorIds: [], salesIds: [] };
let api: TestApi;
let operatorId: number;
let accounts: number[];

const run = (def: ReportDefinition, query: Record<string, unknown> = {}, scope = ALL) =>
  runReport(
    def,
    { page: 1, pageSize: 20, start: '2026-06-10', end: '2026-06-12', ...query },
    { db: api.app.db, scope, today, hour: 10 },
  );

beforeAll(async () => {
  api = await createTestApi();
  const db = api.app.db;
  const [operator] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username = 'operator'`,
  );
  operatorId = operator!.id;
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`insert into customers (name) values ('Visited customer') returning id`,
  );
  const created = await queryRows<{ id: number }>(
    db,
    sql`insert into ad_accounts (platform_id, name, customer_id, operator_id)
        values ('v-1', 'Alpha', ${customer!.id}, ${operatorId}), ('v-2', 'Beta', ${customer!.id}, ${operatorId}),
               ('v-3', 'Gamma', ${customer!.id}, null)
        returning id`,
  );
  accounts = created.map((a) => a.id);
  const [alpha, beta, gamma] = accounts;
  await db.execute(
    sql`create table note_visits (account_id int not null, day date not null, visits bigint not null)`,
  );
  await db.execute(sql`insert into note_visits values
    (${alpha}, '2026-06-10', 5), (${alpha}, '2026-06-11', 7), (${beta}, '2026-06-11', 20),
    (${gamma}, '2026-06-12', 3), (${alpha}, '2026-06-20', 100)`);
  registerSource('noteVisits', noteVisits);
});
afterAll(() => api.close());

describe('a source registered beside the built-in ones', () => {
  it('answers a report by account and day through the engine, sorted by its figure, with totals', async () => {
    const result = await run(byAccountAndDay);
    expect(result.rows.map((r) => [r.accountName, r.day, r.visits])).toEqual([
      ['Beta', '2026-06-11', 20],
      ['Alpha', '2026-06-11', 7],
      ['Alpha', '2026-06-10', 5],
      ['Gamma', '2026-06-12', 3],
    ]);
    expect(result.total).toBe(4);
    expect(result.summary).toEqual({ visits: 35 });
    expect(result.columns.map((c) => c.key)).toEqual(['accountName', 'platformId', 'day', 'visits']);
  });

  it('is paged, filtered and kept within the caller’s scope like the facts', async () => {
    const page = await run(byAccountAndDay, { page: 2, pageSize: 3 });
    expect(page.rows.map((r) => r.visits)).toEqual([3]);
    expect(page.total).toBe(4);
    const alpha = await run(byAccountAndDay, { accountId: accounts[0] });
    expect(alpha.rows.map((r) => r.visits)).toEqual([7, 5]);
    const own = await run(byAccountAndDay, {}, { ...ALL, all: false, operatorIds: [operatorId] });
    expect(own.rows.map((r) => r.accountName)).toEqual(['Beta', 'Alpha', 'Alpha']);
    expect(own.summary).toEqual({ visits: 32 });
  });

  it('groups by any dimension over the range as a whole', async () => {
    const result = await run(byCustomer);
    expect(result.rows.map((r) => [r.customerName, r.visits])).toEqual([['Visited customer', 35]]);
    expect(result.total).toBe(1);
  });

  it('is refused a second time, and the built-in sources stay', () => {
    expect(() => registerSource('noteVisits', noteVisits)).toThrow(/registered already/);
    expect(sourceOf('noteVisits')).toBe(noteVisits);
    for (const key of ['facts', 'planFacts', 'balances', 'accounts'] as const)
      expect(sourceOf(key), key).not.toBe(noteVisits);
    expect(sourceOf()).toBe(sourceOf('facts'));
  });
});
