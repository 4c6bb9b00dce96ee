import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { ListResult } from '@adops/common/contract/fields';
import type { OrderRow } from '@adops/common/contract/money';
import {
  auditLog,
  balanceSnapshots,
  fundRecords,
  platformTransfers,
  rechargeOrders,
  settlements,
  simulatedTransfers,
} from '../src/db/schema';
import { moneyDesk } from './moneyDesk';

const desk = moneyDesk('id');

const save = (who: string, body: Record<string, unknown>) =>
  desk.api.call<OrderRow>('POST', '/api/crm/order/save', { token: desk.tokens[who], body });
const step = (who: string, command: string, id: number, body: Record<string, unknown> = {}) =>
  desk.api.call<null>('POST', `/api/crm/order/${command}`, {
    token: desk.tokens[who],
    body: { id, ...body },
  });
const order = async (id: number) =>
  (await desk.api.app.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]!;
const newOrder = async (amount = 200_000, paymentMethod = 'bankTransfer') => {
  const created = await save('sales', {
    accountId: desk.account.id,
    amount,
    paymentMethod,
    remark: '季度充值',
  });
  expect(created.status).toBe(Status.OK);
  return created.data;
};
const latestBalance = async (accountId: number) =>
  (
    await desk.api.app.db
      .select()
      .from(balanceSnapshots)
      .where(eq(balanceSnapshots.accountId, accountId))
      .orderBy(balanceSnapshots.day)
  ).at(-1)!;

describe('recharge orders', () => {
  it('go from sales review to finance review to approved, and the approval moves the money once', async () => {
    const created = await newOrder();
    expect(created).toMatchObject({
      status: 2000,
      amount: 200_000,
      customerId: desk.account.customerId,
      submitterName: '李商务',
    });
    expect(created.orderNo).toMatch(/^R\d{16}$/);

    // Finance may not take sales' step, nor sales finance's.
    expect((await step('finance', 'approve', created.id)).status).toBe(Status.FORBIDDEN);
    expect((await step('sales', 'approve', created.id)).status).toBe(Status.OK);
    expect(await order(created.id)).toMatchObject({ status: 3000 });
    expect((await step('sales', 'approve', created.id)).status).toBe(Status.FORBIDDEN);

    const before = await latestBalance(desk.account.id);
    const approved = await step('finance', 'approve', created.id);
    expect(approved.status).toBe(Status.OK);
    expect(await order(created.id)).toMatchObject({ status: 4000 });

    const records = await desk.api.app.db
      .select()
      .from(fundRecords)
      .where(eq(fundRecords.orderId, created.orderNo));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ type: 'recharge', amount: 200_000, accountId: desk.account.id });
    expect((await latestBalance(desk.account.id)).available).toBe(before.available + 200_000);
    const asked = await desk.api.app.db
      .select()
      .from(simulatedTransfers)
      .where(eq(simulatedTransfers.key, created.orderNo));
    expect(asked).toHaveLength(1);
    const audit = await desk.api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['approve', 'approve', 'create', 'recharged']);

    // Approved is the end: another approval or a rejection is refused, with nothing written.
    expect((await step('finance', 'approve', created.id)).status).toBe(Status.CONFLICT);
    expect((await step('finance', 'reject', created.id, { reason: '重复' })).status).toBe(Status.CONFLICT);
    expect(
      await desk.api.app.db.$count(simulatedTransfers, eq(simulatedTransfers.key, created.orderNo)),
    ).toBe(1);
  });

  it('are rejected with a reason at either review, which is required', async () => {
    const first = await newOrder();
    const noReason = await step('sales', 'reject', first.id);
    expect(noReason.status).toBe(Status.INVALID);
    expect(noReason.desc).toContain('驳回原因');
    expect((await step('sales', 'reject', first.id, { reason: '金额有误' })).status).toBe(Status.OK);
    expect(await order(first.id)).toMatchObject({ status: 5000, rejectReason: '金额有误' });

    const second = await newOrder();
    await step('sales', 'approve', second.id);
    expect((await step('finance', 'reject', second.id, { reason: '未到账' })).status).toBe(Status.OK);
    expect(await order(second.id)).toMatchObject({ status: 5000, rejectReason: '未到账' });
    expect(await desk.api.app.db.$count(platformTransfers, eq(platformTransfers.subjectId, second.id))).toBe(
      0,
    );
  });

  it('move money once when finance approves the same order twice at the same moment', async () => {
    const created = await newOrder(300_000);
    await step('sales', 'approve', created.id);
    const answers = await Promise.all([
      step('finance', 'approve', created.id),
      step('finance', 'approve', created.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toContain(Status.OK);
    expect(await order(created.id)).toMatchObject({ status: 4000 });
    expect(await desk.api.app.db.$count(fundRecords, eq(fundRecords.orderId, created.orderNo))).toBe(1);
    expect(
      await desk.api.app.db.$count(simulatedTransfers, eq(simulatedTransfers.key, created.orderNo)),
    ).toBe(1);
  });

  it('paid later wait for their payment as a settlement to confirm', async () => {
    const created = await newOrder(150_000, 'credit');
    await step('sales', 'approve', created.id);
    await step('finance', 'approve', created.id);
    const [payment] = await desk.api.app.db
      .select()
      .from(settlements)
      .where(eq(settlements.orderId, created.id));
    expect(payment).toMatchObject({ kind: 'payment', status: 1, amount: 150_000 });
  });

  it('are edited only while they wait for sales, and only within scope', async () => {
    const created = await newOrder();
    const edited = await save('sales', { id: created.id, amount: 250_000 });
    expect(edited.status).toBe(Status.OK);
    expect(edited.data.amount).toBe(250_000);
    await step('sales', 'approve', created.id);
    expect((await save('sales', { id: created.id, amount: 1 })).status).toBe(Status.CONFLICT);
    expect((await order(created.id)).amount).toBe(250_000);
    // Another scope does not find it; a role without the module may not ask.
    expect((await step('operator', 'approve', created.id)).status).toBe(Status.FORBIDDEN);
    const admins = await desk.api.call<ListResult<OrderRow>>('GET', '/api/crm/order/list', {
      token: desk.tokens.admin,
      query: { orderStatus: 3000 },
    });
    expect(admins.data.list.map((o) => o.id)).toContain(created.id);
    expect(admins.data.list.every((o) => o.status === 3000)).toBe(true);
  });

  it('refuse bad input by the field’s label, with nothing written', async () => {
    const count = await desk.api.app.db.$count(rechargeOrders);
    const zero = await save('sales', { accountId: desk.account.id, amount: 0 });
    expect(zero.status).toBe(Status.INVALID);
    expect(zero.desc).toContain('金额');
    const method = await save('sales', { accountId: desk.account.id, amount: 100, paymentMethod: 'cash' });
    expect(method.status).toBe(Status.INVALID);
    expect(method.desc).toContain('付款方式');
    expect(await desk.api.app.db.$count(rechargeOrders)).toBe(count);
  });
});
