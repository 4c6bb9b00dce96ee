import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { moveDatabase } from '../src/db/move/moveDatabase';
import { tableOrder } from '../src/db/move/tableOrder';
import { queryRows } from '../src/db/rows';
import { seedDemo } from '../src/db/seed/demo';
import { syncMenuModules } from '../src/db/seed/modules';
import { newServerDatabase } from './databases';

describe('the order tables are copied in', () => {
  it('puts every table after those it references, a table referencing itself anywhere', () => {
    const order = tableOrder(
      ['users', 'departments', 'sessions', 'ad_accounts'],
      [
        { from: 'sessions', to: 'users' },
        { from: 'users', to: 'departments' },
        { from: 'departments', to: 'departments' },
        { from: 'ad_accounts', to: 'users' },
      ],
    );
    expect(order.indexOf('departments')).toBeLessThan(order.indexOf('users'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('ad_accounts'));
  });
  it('refuses references in a circle', () => {
    expect(() =>
      tableOrder(
        ['a', 'b'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
      ),
    ).toThrow(/circle/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('moving the embedded database to PostgreSQL', () => {
  it('copies every row, and new rows continue after the copied ids', async () => {
    const source = await openDatabase({ dataDir: 'memory://' });
    const { url, drop } = await newServerDatabase(process.env.TEST_DATABASE_URL!, 'move');
    const target = await openDatabase({ url });
    try {
      await source.migrate();
      await syncMenuModules(source.db);
      await seedDemo(source, { password: 'Demo@2026', tier: 'small', now: () => new Date() });
      const counts = async (db: typeof source.db) =>
        (
          await queryRows<{ users: number; facts: number; fee: string; modules: number }>(
            db,
            sql`select (select count(*)::int from users) as users, (select count(*)::int from account_daily) as facts,
                 (select sum(fee)::text from account_monthly) as fee, (select count(*)::int from role_modules) as modules`,
          )
        )[0];
      const copied = await moveDatabase(source, target);
      expect(copied.get('account_daily')).toBeGreaterThan(1000);
      expect(await counts(target.db)).toEqual(await counts(source.db));
      const [added] = await queryRows<{ id: number }>(
        target.db,
        sql`insert into departments (name) values ('搬迁后新部门') returning id`,
      );
      const [highest] = await queryRows<{ id: number }>(
        source.db,
        sql`select max(id) as id from departments`,
      );
      expect(added!.id).toBeGreaterThan(highest!.id);
      await expect(moveDatabase(source, target)).rejects.toThrow(/empty/);
    } finally {
      await source.close();
      await target.close();
      await drop();
    }
  }, 180_000); // seeds a tier first: minutes on a busy machine
});
