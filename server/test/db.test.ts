import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FACT_COLUMNS, HOURLY_KEYS, SUMMED_KEYS } from '@adops/common/metrics';
import { MENU_MODULE_IDS } from '@adops/common/menu';
import { DEPARTMENTS, OPERATION_GROUPS } from '@adops/common/lists';
import { queryRows } from '../src/db/rows';
import { departments, modules, operationGroups, roles, users } from '../src/db/schema';
import { DEMO_ROLES, DEMO_USERS, seedOrganization } from '../src/db/seed/demo';
import { syncMenuModules } from '../src/db/seed/modules';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('demo seed', () => {
  it('writes the static lists, roles 1-7 and one user per role', async () => {
    const db = api.app.db;
    expect((await db.select({ name: departments.name }).from(departments)).map((d) => d.name)).toEqual(
      DEPARTMENTS.map((d) => d.name),
    );
    expect(await db.$count(operationGroups)).toBe(OPERATION_GROUPS.length);
    expect((await db.select({ id: roles.id }).from(roles).orderBy(roles.id)).map((r) => r.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(
      (await db.select({ username: users.username }).from(users).orderBy(users.id)).map((u) => u.username),
    ).toEqual(DEMO_USERS.map((u) => u.username));
    expect(DEMO_ROLES).toHaveLength(7);
  });

  it('stores passwords as argon2id hashes only', async () => {
    const rows = await api.app.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain(DEMO_PASSWORD);
    }
  });

  it('does nothing on a database that has users', async () => {
    const before = await api.app.db.$count(users);
    expect(await seedOrganization(api.app.db, { password: 'Other@2026' })).toBe(false);
    expect(await api.app.db.$count(users)).toBe(before);
    await api.login('admin', DEMO_PASSWORD);
  });

  it('lets new rows take ids after the seeded ones', async () => {
    const [created] = await api.app.db
      .insert(departments)
      .values({ name: '新部门' })
      .returning({ id: departments.id });
    expect(created!.id).toBeGreaterThan(Math.max(...DEPARTMENTS.map((d) => d.id)));
  });
});

describe('menu modules', () => {
  it('are all present and a second sync changes nothing but keeps edited titles', async () => {
    await api.app.db.update(modules).set({ title: '用户(改)' }).where(eq(modules.id, 3));
    const before = await api.app.db.$count(modules);
    await syncMenuModules(api.app.db);
    expect(await api.app.db.$count(modules)).toBe(before);
    const ids = new Set((await api.app.db.select({ id: modules.id }).from(modules)).map((m) => m.id));
    for (const id of MENU_MODULE_IDS) expect(ids.has(id), `module ${id}`).toBe(true);
    const [users] = await api.app.db.select().from(modules).where(eq(modules.id, 3));
    expect(users!.title).toBe('用户(改)');
  });
});

describe('fact tables', () => {
  /** The tables of facts and their sums, by what they carry: every measure, or the hours' few. */
  const CARRYING = {
    all: ['account_daily', 'account_weekly', 'account_monthly', 'customer_daily', 'team_monthly'],
    hourly: ['account_hourly', 'plan_hourly', 'plan_daily', 'team_hourly', 'team_plan_hourly'],
  };

  it('have in the migrated database a bigint column for each measure common/metrics.ts names', async () => {
    const columnsOf = async (table: string) =>
      (
        await queryRows<{ column_name: string }>(
          api.app.db,
          sql`select column_name from information_schema.columns
              where table_schema = current_schema() and table_name = ${table} and data_type = 'bigint'`,
        )
      ).map((c) => c.column_name);
    for (const table of CARRYING.all)
      expect(await columnsOf(table), table).toEqual(expect.arrayContaining(Object.values(FACT_COLUMNS)));
    for (const table of CARRYING.hourly) {
      const held = await columnsOf(table);
      expect(held, table).toEqual(expect.arrayContaining(HOURLY_KEYS.map((k) => FACT_COLUMNS[k])));
      const others = SUMMED_KEYS.filter((k) => !(HOURLY_KEYS as readonly string[]).includes(k));
      expect(
        held.filter((c) => others.some((k) => FACT_COLUMNS[k] === c)),
        table,
      ).toEqual([]);
    }
  });
});
