import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '@adops/common/flow';
import { INVOICE_FLOW, ORDER_FLOW, SETTLEMENT_FLOW, WITHDRAWAL_FLOW } from '@adops/common/orders';
import { sqlState } from '../src/db/sqlState';
import { adAccounts, customers, invoices, rechargeOrders, settlements, withdrawals } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let customerId: number;
let accountId: number;
let orderId: number;

beforeAll(async () => {
  api = await createTestApi();
  [{ id: customerId }] = (await api.app.db
    .insert(customers)
    .values({ name: '资金客户' })
    .returning({ id: customers.id })) as [{ id: number }];
  [{ id: accountId }] = (await api.app.db
    .insert(adAccounts)
    .values({ platformId: '6012345678930001', name: '资金账户', customerId })
    .returning({ id: adAccounts.id })) as [{ id: number }];
  [{ id: orderId }] = (await api.app.db
    .insert(rechargeOrders)
    .values({ orderNo: 'R-FLOW-0000', customerId, accountId, amount: 10_000, paymentMethod: 'bankTransfer' })
    .returning({ id: rechargeOrders.id })) as [{ id: number }];
});
afterAll(() => api.close());

/** The SQLSTATE a write fails with, or null when it is taken. */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => null,
    (error: unknown) => sqlState(error) ?? 'none',
  );
const CHECK_VIOLATION = '23514';

let orders = 0;
/** A row of each record kind in `status`, with `amount`. */
const RECORDS: [string, Flow<string, string>, (status: number, amount: number) => Promise<unknown>][] = [
  [
    'recharge order',
    ORDER_FLOW,
    (status, amount) =>
      api.app.db.insert(rechargeOrders).values({
        orderNo: `R-FLOW-${++orders}`,
        customerId,
        accountId,
        amount,
        paymentMethod: 'bankTransfer',
        status,
      }),
  ],
  [
    'settlement',
    SETTLEMENT_FLOW,
    (status, amount) =>
      api.app.db
        .insert(settlements)
        .values({ orderId, kind: status <= 2 ? 'payment' : 'refund', amount, status }),
  ],
  [
    'withdrawal',
    WITHDRAWAL_FLOW,
    (status, amount) => api.app.db.insert(withdrawals).values({ customerId, accountId, amount, status }),
  ],
  [
    'invoice',
    INVOICE_FLOW,
    (status, amount) =>
      api.app.db.insert(invoices).values({
        customerId,
        amount,
        title: '资金客户',
        status,
        ...(status === 2 ? { number: 'FP-0001', issuedOn: '2026-11-26' } : {}),
      }),
  ],
];

describe('the money records', () => {
  it.each(RECORDS)('hold a %s in the states of its flow and no other', async (_kind, flow, write) => {
    for (const state of flow.states) expect(await refusal(write(Number(state), 100)), state).toBeNull();
    expect(await refusal(write(9999, 100))).toBe(CHECK_VIOLATION);
  });

  it.each(RECORDS)('hold a %s of some money only', async (_kind, flow, write) => {
    const first = Number(flow.states[0]);
    expect(await refusal(write(first, 0))).toBe(CHECK_VIOLATION);
    expect(await refusal(write(first, -100))).toBe(CHECK_VIOLATION);
  });

  it('hold the refunds of an order within what it recharged, whichever way they are written', async () => {
    const [{ id: small }] = (await api.app.db
      .insert(rechargeOrders)
      .values({
        orderNo: 'R-FLOW-REFUND',
        customerId,
        accountId,
        amount: 1_000,
        paymentMethod: 'bankTransfer',
      })
      .returning({ id: rechargeOrders.id })) as [{ id: number }];
    const refund = (amount: number, status = 3) =>
      api.app.db.insert(settlements).values({ orderId: small, kind: 'refund', amount, status }).returning();
    expect(await refusal(refund(1_001))).toBe(CHECK_VIOLATION);
    const [first] = await refund(600, 4);
    expect(await refusal(refund(401))).toBe(CHECK_VIOLATION);
    const [second] = await refund(400);
    // Payments are no refunds; an edit or a move to another order is held too.
    expect(
      await refusal(
        api.app.db.insert(settlements).values({ orderId: small, kind: 'payment', amount: 5_000, status: 1 }),
      ),
    ).toBeNull();
    expect(
      await refusal(
        api.app.db.update(settlements).set({ amount: 401 }).where(eq(settlements.id, second!.id)),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await refusal(api.app.db.update(settlements).set({ amount: 1 }).where(eq(settlements.id, first!.id))),
    ).toBeNull();
    const [{ id: other }] = (await api.app.db
      .insert(rechargeOrders)
      .values({ orderNo: 'R-FLOW-OTHER', customerId, accountId, amount: 300, paymentMethod: 'bankTransfer' })
      .returning({ id: rechargeOrders.id })) as [{ id: number }];
    expect(
      await refusal(
        api.app.db.update(settlements).set({ orderId: other }).where(eq(settlements.id, second!.id)),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('hold an issued invoice only with its number and date, and a settlement of the kind its status says', async () => {
    expect(
      await refusal(
        api.app.db.insert(invoices).values({ customerId, amount: 100, title: '资金客户', status: 2 }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await refusal(
        api.app.db.insert(settlements).values({ orderId, kind: 'payment', amount: 100, status: 3 }),
      ),
    ).toBe(CHECK_VIOLATION);
  });
});
