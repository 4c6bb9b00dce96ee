import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import type { OrderRow } from '@adops/common/contract/money';
import { MESSAGES } from '@adops/common/messages';
import type { PlatformConnector } from '../src/connectors/platform/types';
import { balanceSnapshots, fundRecords, platformTransfers } from '../src/db/schema';
import { unreconciledDays } from '../src/modules/money/ledger';
import { resumeMoney } from '../src/modules/money/routes';
import { runSync } from '../src/sync/platformSync';
import { shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

/**
 * Finance's approval whose booking waits on a lock past the query budget, after the platform moved the money:
 * the caller is told the transfer is made and being booked (150), a sync then writes the platform's balance,
 * which holds the transfer, and the resumer books the transfer without counting it in that balance again.
 */

const BUDGET_MS = 1_500;
const clock = new TestClock(Date.parse('2026-06-15T14:10:00+08:00'));
let api: TestApi;
let simulator: PlatformConnector;
let tokens: Record<string, string>;
let account: AccountRow;
/** Released by the test: a transaction that holds the transfer's row from the platform's answer on. */
let release: () => void = () => {};
let held: Promise<unknown> = Promise.resolve();

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock, queryTimeoutMs: BUDGET_MS });
  simulator = api.app.platform!;
  tokens = {
    // The order is entered by another than its reviewers: the two reviews are two people's, neither its creator.
    gm: (await api.login('gm')).token,
    sales: (await api.login('sales')).token,
    finance: (await api.login('finance')).token,
  };
  const accounts = await api.call<ListResult<AccountRow>>('GET', '/api/crm/account/list', {
    token: tokens.sales,
    query: { pageSize: 1, sort: '-balance' },
  });
  account = accounts.data.list[0]!;
  // The platform moves the money; before its answer reaches the console, something else locks the transfer.
  api.app.platform = {
    ...simulator,
    async transfer(request) {
      const record = await simulator.transfer(request);
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      held = api.database.background.transaction(async (tx) => {
        await tx.execute(sql`select key from platform_transfers where key = ${request.key} for update`);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await holding;
      return record;
    },
  };
}, 180_000);
afterAll(async () => {
  release();
  await held;
  await api?.close();
});

const today = () => shanghaiDay(clock.now());
const snapshot = async () =>
  (
    await api.app.db
      .select()
      .from(balanceSnapshots)
      .where(and(eq(balanceSnapshots.accountId, account.id), eq(balanceSnapshots.day, today())))
  )[0]!;

describe('a booking that waits on a lock past the budget', () => {
  it('answers that the transfer is made and being booked, and is counted in the balance once', async () => {
    const created = await api.call<OrderRow>('POST', '/api/crm/order/save', {
      token: tokens.gm,
      body: { accountId: account.id, amount: 123_400, paymentMethod: 'bankTransfer', remark: '季度充值' },
    });
    expect(created.status).toBe(Status.OK);
    const order = created.data;
    expect(
      (await api.call('POST', '/api/crm/order/approve', { token: tokens.sales, body: { id: order.id } }))
        .status,
    ).toBe(Status.OK);
    const before = await snapshot();

    clock.advance(60_000);
    const approved = await api.call('POST', '/api/crm/order/approve', {
      token: tokens.finance,
      body: { id: order.id },
    });
    expect(approved).toMatchObject({ status: Status.CONFLICT, desc: MESSAGES.transferBooking.zh });
    release();
    await held;
    const [ask] = await api.app.db
      .select()
      .from(platformTransfers)
      .where(eq(platformTransfers.key, order.orderNo));
    expect(ask).toMatchObject({ state: 'pending' });
    // Nothing of the booking was written.
    expect((await snapshot()).total).toBe(before.total);
    expect(await api.app.db.$count(fundRecords, eq(fundRecords.orderId, order.orderNo))).toBe(0);

    // The sync reads the platform's balance, which holds the transfer, and pulls its record.
    clock.advance(60_000);
    expect(
      (await runSync({ database: api.database, connector: simulator, now: () => clock.now() }, 'hourly'))
        .status,
    ).toBe('ok');
    const synced = await snapshot();
    const [platformBalance] = await simulator.balances([account.platformId]);
    expect(synced.total).toBe(platformBalance!.total);

    // The resumer books it: the order is recharged, the balance is still the platform's.
    api.app.platform = simulator;
    await resumeMoney(api.app);
    expect(
      (await api.app.db.select().from(platformTransfers).where(eq(platformTransfers.key, order.orderNo)))[0],
    ).toMatchObject({ state: 'done' });
    const records = await api.app.db.select().from(fundRecords).where(eq(fundRecords.orderId, order.orderNo));
    expect(records).toMatchObject([{ type: 'recharge', amount: 123_400 }]);
    expect((await snapshot()).total).toBe(synced.total);
    expect(await unreconciledDays(api.app.db)).toEqual([]);
  });
});
