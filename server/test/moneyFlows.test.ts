import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { AccountRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import type { InvoiceRow, OrderRow, SettlementRow, WithdrawalRow } from '@adops/common/contract/money';
import type { MessageCounts } from '@adops/common/contract/message';
import {
  auditLog,
  balanceSnapshots,
  customers,
  fundRecords,
  invoices,
  platformTransfers,
  rechargeOrders,
  settlements,
  simulatedTransfers,
  withdrawals,
} from '../src/db/schema';
import { unreconciledDays } from '../src/modules/money/ledger';
import { moneyDesk } from './moneyDesk';

const desk = moneyDesk('-balance');

const save = (who: string, body: Record<string, unknown>) =>
  desk.api.call<OrderRow>('POST', '/api/crm/order/save', { token: desk.tokens[who], body });
const step = (who: string, command: string, id: number, body: Record<string, unknown> = {}) =>
  desk.api.call<null>('POST', `/api/crm/order/${command}`, {
    token: desk.tokens[who],
    body: { id, ...body },
  });
const storedOrder = async (id: number) =>
  (await desk.api.app.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]!;
const newOrder = async (amount = 200_000, paymentMethod = 'bankTransfer') => {
  const created = await save('gm', {
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
      submitterName: '王总',
    });
    expect(created.orderNo).toMatch(/^R\d{16}$/);

    // Finance may not take sales' step, nor sales finance's: the order is not at their review (150).
    expect((await step('finance', 'approve', created.id)).status).toBe(Status.CONFLICT);
    expect((await step('sales', 'approve', created.id)).status).toBe(Status.OK);
    expect(await storedOrder(created.id)).toMatchObject({ status: 3000 });
    expect((await step('sales', 'approve', created.id)).status).toBe(Status.CONFLICT);

    const before = await latestBalance(desk.account.id);
    const approved = await step('finance', 'approve', created.id);
    expect(approved.status).toBe(Status.OK);
    expect(await storedOrder(created.id)).toMatchObject({ status: 4000 });

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
    expect(await storedOrder(first.id)).toMatchObject({ status: 5000, rejectReason: '金额有误' });

    const second = await newOrder();
    await step('sales', 'approve', second.id);
    expect((await step('finance', 'reject', second.id, { reason: '未到账' })).status).toBe(Status.OK);
    expect(await storedOrder(second.id)).toMatchObject({ status: 5000, rejectReason: '未到账' });
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
    expect(await storedOrder(created.id)).toMatchObject({ status: 4000 });
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
    expect((await storedOrder(created.id)).amount).toBe(250_000);
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

const post = <T = null>(who: string, url: string, body: Record<string, unknown>) =>
  desk.api.call<T>('POST', `/api/crm/${url}`, { token: desk.tokens[who], body });
const list = <T>(who: string, resource: string, query: Record<string, unknown> = {}) =>
  desk.api.call<ListResult<T>>('GET', `/api/crm/${resource}/list`, { token: desk.tokens[who], query });
const cash = async () =>
  (
    await desk.api.app.db
      .select()
      .from(balanceSnapshots)
      .where(eq(balanceSnapshots.accountId, desk.account.id))
      .orderBy(balanceSnapshots.day)
  ).at(-1)!.cash;

/** An order taken through both reviews. */
async function approvedOrder(amount: number, paymentMethod = 'bankTransfer') {
  const order = (
    await post<OrderRow>('gm', 'order/save', { accountId: desk.account.id, amount, paymentMethod })
  ).data;
  expect((await post('sales', 'order/approve', { id: order.id })).status).toBe(Status.OK);
  expect((await post('finance', 'order/approve', { id: order.id })).status).toBe(Status.OK);
  return order;
}

describe('settlements', () => {
  it('confirm the payment of an order paid later, by finance only', async () => {
    const order = await approvedOrder(80_000, 'credit');
    const [payment] = (await list<SettlementRow>('finance', 'settlement', { status: 1 })).data.list.filter(
      (s) => s.orderId === order.id,
    );
    expect(payment).toMatchObject({ kind: 'payment', amount: 80_000, orderNo: order.orderNo });
    expect((await post('sales', 'settlement/confirm', { id: payment!.id })).status).toBe(Status.FORBIDDEN);
    expect((await post('finance', 'settlement/confirm', { id: payment!.id })).status).toBe(Status.OK);
    const [after] = await desk.api.app.db.select().from(settlements).where(eq(settlements.id, payment!.id));
    expect(after).toMatchObject({ status: 2 });
    expect((await post('finance', 'settlement/confirm', { id: payment!.id })).status).toBe(Status.CONFLICT);
  });

  it('refund at most what the order has left, and the refund’s money leaves the desk.account once', async () => {
    const order = await approvedOrder(120_000);
    const over = await post('sales', 'settlement/save', { orderId: order.id, amount: 120_001 });
    expect(over.status).toBe(Status.CONFLICT);
    expect(over.desc).toContain('1,200 元');
    const refund = await post<SettlementRow>('sales', 'settlement/save', {
      orderId: order.id,
      amount: 50_000,
    });
    expect(refund.data).toMatchObject({ kind: 'refund', status: 3, amount: 50_000 });
    expect((await post('sales', 'settlement/save', { orderId: order.id, amount: 70_001 })).status).toBe(
      Status.CONFLICT,
    );

    const before = await cash();
    expect((await post('finance', 'settlement/confirm', { id: refund.data.id })).status).toBe(Status.OK);
    const [done] = await desk.api.app.db.select().from(settlements).where(eq(settlements.id, refund.data.id));
    expect(done).toMatchObject({ status: 4 });
    const records = await desk.api.app.db
      .select()
      .from(fundRecords)
      .where(eq(fundRecords.orderId, `refund-${refund.data.id}`));
    expect(records).toMatchObject([{ type: 'refund', amount: -50_000 }]);
    expect(await cash()).toBe(before - 50_000);
  });
});

describe('withdrawals', () => {
  it('are passed on by sales and processed by finance, the money leaving the desk.account once', async () => {
    const created = await post<WithdrawalRow>('gm', 'withdrawal/save', {
      accountId: desk.account.id,
      amount: 30_000,
    });
    expect(created.data).toMatchObject({ status: 4001, submitterName: '王总' });
    const id = created.data.id;
    expect((await post('finance', 'withdrawal/pass', { id })).status).toBe(Status.FORBIDDEN);
    expect((await post('finance', 'withdrawal/process', { id })).status).toBe(Status.CONFLICT);
    expect((await post('sales', 'withdrawal/pass', { id })).status).toBe(Status.OK);
    const before = await cash();
    expect((await post('finance', 'withdrawal/process', { id })).status).toBe(Status.OK);
    const [after] = await desk.api.app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(after).toMatchObject({ status: 4003 });
    expect(await cash()).toBe(before - 30_000);
    expect(
      await desk.api.app.db
        .select()
        .from(fundRecords)
        .where(eq(fundRecords.orderId, `withdrawal-${id}`)),
    ).toMatchObject([{ type: 'transferOut', amount: -30_000 }]);
  });

  it('are refused beyond the available cash, with nothing written, and can be rejected instead', async () => {
    const tooMuch = (await cash()) + 1;
    const created = await post<WithdrawalRow>('gm', 'withdrawal/save', {
      accountId: desk.account.id,
      amount: tooMuch,
    });
    const id = created.data.id;
    await post('sales', 'withdrawal/pass', { id });
    const refused = await post('finance', 'withdrawal/process', { id });
    expect(refused.status).toBe(Status.CONFLICT);
    expect(refused.desc).toContain('不足');
    expect(
      await desk.api.app.db.$count(platformTransfers, eq(platformTransfers.key, `withdrawal-${id}`)),
    ).toBe(0);
    expect((await post('finance', 'withdrawal/reject', { id, reason: '余额不足' })).status).toBe(Status.OK);
    const [after] = await desk.api.app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(after).toMatchObject({ status: 4004, rejectReason: '余额不足' });
  });
});

describe('invoices', () => {
  it('are asked for up to what is paid and not invoiced, then issued with a number and date', async () => {
    // A customer of its own, so that what is paid is known: this order alone.
    const [own] = await desk.api.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, desk.account.customerId!));
    const room = async () => {
      const asked = await post<InvoiceRow>('sales', 'invoice/save', {
        customerId: own!.id,
        amount: 1e12,
        title: '测试',
      });
      expect(asked.status).toBe(Status.CONFLICT);
      return asked.desc;
    };
    const text = await room();
    const invoice = await post<InvoiceRow>('sales', 'invoice/save', {
      customerId: own!.id,
      amount: 10_000,
      title: '某某科技有限公司',
    });
    expect(invoice.data).toMatchObject({ status: 1, amount: 10_000 });
    expect(await room()).not.toBe(text);

    const id = invoice.data.id;
    const noNumber = await post('finance', 'invoice/issue', { id, date: '2026-11-20' });
    expect(noNumber.status).toBe(Status.INVALID);
    expect(noNumber.desc).toContain('发票号码');
    expect((await post('sales', 'invoice/issue', { id, number: 'N1', date: '2026-11-20' })).status).toBe(
      Status.FORBIDDEN,
    );
    expect(
      (await post('finance', 'invoice/issue', { id, number: '04400001', date: '2026-11-20' })).status,
    ).toBe(Status.OK);
    const [issued] = await desk.api.app.db.select().from(invoices).where(eq(invoices.id, id));
    expect(issued).toMatchObject({ status: 2, number: '04400001', issuedOn: '2026-11-20' });
    expect((await post('finance', 'invoice/reject', { id, reason: 'x' })).status).toBe(Status.CONFLICT);
  });
});

describe('scope', () => {
  it('shows sales their customers’ records, department heads their department’s, finance all', async () => {
    const accounts = async (who: string) =>
      (
        await desk.api.call<ListResult<AccountRow>>('GET', '/api/crm/account/list', {
          token: desk.tokens[who],
          query: { pageSize: 500 },
        })
      ).data.list;
    const heads = new Set((await accounts('depthead')).map((a) => a.id));
    const salesCustomers = new Set((await accounts('sales')).map((a) => a.customerId));
    const all = await accounts('admin');
    const inside = all.find((a) => heads.has(a.id) && a.customerId)!;
    const outside = all.find((a) => !heads.has(a.id) && a.customerId && !salesCustomers.has(a.customerId))!;
    const order = async (accountId: number) =>
      (await post<OrderRow>('admin', 'order/save', { accountId, amount: 1_000 })).data.id;
    const [mine, theirs] = [await order(inside.id), await order(outside.id)];

    const ids = async (who: string) =>
      (await list<OrderRow>(who, 'order', { pageSize: 500 })).data.list.map((o) => o.id);
    expect(await ids('depthead')).toContain(mine);
    expect(await ids('depthead')).not.toContain(theirs);
    expect(await ids('finance')).toEqual(expect.arrayContaining([mine, theirs]));
    const seenBySales = (await list<OrderRow>('sales', 'order', { pageSize: 500 })).data.list;
    expect(seenBySales.length).toBeGreaterThan(0);
    expect(seenBySales.every((o) => salesCustomers.has(o.customerId))).toBe(true);
    expect(seenBySales.map((o) => o.id)).not.toContain(theirs);
    // Another scope's record is not found; a role that sees it but takes no step is refused.
    expect((await post('sales', 'order/approve', { id: theirs })).status).toBe(Status.NOT_FOUND);
    expect((await post('depthead', 'order/approve', { id: mine })).status).toBe(Status.FORBIDDEN);
    expect((await list('operator', 'order')).status).toBe(Status.FORBIDDEN);
  });
});

describe('the message dropdown', () => {
  const counts = async (who: string) =>
    (await desk.api.call<MessageCounts>('GET', '/api/crm/message/count', { token: desk.tokens[who] })).data;
  const waiting = async (who: string, resource: string, status: number, filter = 'status') =>
    (
      await list<{ createTime: string }>(who, resource, {
        [filter]: status,
        pageSize: 500,
        sort: '-createTime',
      })
    ).data;

  it('counts what waits on the caller’s role within scope, with the newest one’s time', async () => {
    const order = (await post<OrderRow>('gm', 'order/save', { accountId: desk.account.id, amount: 5_000 }))
      .data;
    const sales = await counts('sales');
    const toReview = await waiting('sales', 'order', 2000, 'orderStatus');
    expect(sales.pendingReviewOrder).toEqual({
      amount: toReview.total,
      createTime: toReview.list[0]!.createTime,
    });
    expect(sales.pendingInvoice).toEqual({ amount: 0, createTime: null });

    const before = await counts('finance');
    await post('sales', 'order/approve', { id: order.id });
    const finance = await counts('finance');
    expect(finance.pendingReviewOrder.amount).toBe(before.pendingReviewOrder.amount + 1);
    expect((await counts('sales')).pendingReviewOrder.amount).toBe(sales.pendingReviewOrder.amount - 1);
    for (const [counter, resource, status] of [
      ['pendingPayment', 'settlement', 1],
      ['pendingRefund', 'settlement', 3],
      ['unprocessedWithdrawal', 'withdrawal', 4002],
      ['pendingInvoice', 'invoice', 1],
    ] as const)
      expect(finance[counter].amount).toBe((await waiting('finance', resource, status)).total);

    await post('finance', 'order/approve', { id: order.id });
    expect((await counts('finance')).pendingReviewOrder.amount).toBe(before.pendingReviewOrder.amount);
    expect(Object.values(await counts('operator')).every((c) => c.amount === 0)).toBe(true);
  });
});

describe('the ledger', () => {
  it('reconciles after every flow: each day’s balance change is its fund records less its spend', async () => {
    expect(await unreconciledDays(desk.api.app.db)).toEqual([]);
    // A record that moved no balance is found, by desk.account and day.
    const [stray] = await desk.api.app.db
      .insert(fundRecords)
      .values({
        accountId: desk.account.id,
        occurredAt: new Date(desk.api.clock.now()),
        type: 'grant',
        amount: 700,
        balanceAfter: 0,
      })
      .returning();
    const found = await unreconciledDays(desk.api.app.db);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ accountId: desk.account.id });
    expect(found[0]!.booked - found[0]!.change).toBe(700);
    await desk.api.app.db.delete(fundRecords).where(eq(fundRecords.id, stray!.id));
  });
});

describe('the money lists', () => {
  it('search by keyword: customer, account, and the record’s own number or title', async () => {
    const customerName = (await list<OrderRow>('finance', 'order', { pageSize: 1 })).data.list[0]!
      .customerName;
    for (const resource of ['order', 'settlement', 'withdrawal', 'invoice']) {
      const found = await list<{ customerName: string }>('finance', resource, { keyword: customerName });
      expect(found.status, resource).toBe(Status.OK);
      expect(found.data.list.every((row) => row.customerName === customerName)).toBe(true);
    }
    const [order] = (await list<OrderRow>('finance', 'order', { pageSize: 1 })).data.list;
    const byNumber = await list<OrderRow>('finance', 'order', { keyword: order!.orderNo });
    expect(byNumber.data.list.map((o) => o.id)).toEqual([order!.id]);
  });
});
