import { and, eq } from 'drizzle-orm';
import { moduleOf } from '@adops/common/menu';
import { ORDER_FLOW, SETTLEMENT_FLOW } from '@adops/common/orders';
import { target } from '@adops/common/flow';
import { PAID_LATER } from '@adops/common/business';
import { ORDER_COMMANDS, orderFilters, orderSaveInput, type OrderRow } from '@adops/common/contract/money';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adAccounts, customers, rechargeOrders, settlements } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { resourceRoutes } from '../../resources/resource';
import { shanghaiDay } from '../../time';
import { joinPeople, people } from './people';
import { shanghaiTimestamp } from '../../db/text';
import { moneyScopeColumns } from './scope';
import { customerOfAccount, editableIn, moneyKeyword } from './shared';
import { ensureNoTransferPending } from './transfer';
import { booked, flowStep, moves } from './steps';

const ORDERS = moduleOf('orderManagement');

const who = people({
  submitter: rechargeOrders.submitterId,
  salesReviewer: rechargeOrders.salesReviewerId,
  financeReviewer: rechargeOrders.financeReviewerId,
});

const query = (db: Executor) =>
  joinPeople(
    db
      .select({
        id: rechargeOrders.id,
        orderNo: rechargeOrders.orderNo,
        customerId: rechargeOrders.customerId,
        customerName: customers.name,
        accountId: rechargeOrders.accountId,
        accountName: adAccounts.name,
        platformId: adAccounts.platformId,
        amount: rechargeOrders.amount,
        paymentMethod: rechargeOrders.paymentMethod,
        remark: rechargeOrders.remark,
        status: rechargeOrders.status,
        ...who.names,
        salesReviewedAt: shanghaiTimestamp(rechargeOrders.salesReviewedAt, 'sales_reviewed_at'),
        financeReviewedAt: shanghaiTimestamp(rechargeOrders.financeReviewedAt, 'finance_reviewed_at'),
        rejectReason: rechargeOrders.rejectReason,
        createTime: shanghaiTimestamp(rechargeOrders.createdAt, 'create_time'),
      })
      .from(rechargeOrders)
      .innerJoin(customers, eq(customers.id, rechargeOrders.customerId))
      .innerJoin(adAccounts, eq(adAccounts.id, rechargeOrders.accountId))
      .$dynamic(),
    who.joins,
  );

/** A number people can read out, unique (the table says so) and the key of the order's transfer. */
const orderNo = (now: Date) =>
  `R${shanghaiDay(now.getTime()).replaceAll('-', '')}${randomInt(1e8).toString().padStart(8, '0')}`;

/** Finance's approval once the money reached the account: approved, and an order paid later awaits its payment. */
export const orderRecharged = booked({
  entity: 'order',
  action: 'recharged',
  table: rechargeOrders,
  id: rechargeOrders.id,
  from: 3000,
  to: target(ORDER_FLOW, 'approve', '3000'),
  fields: (actorId, now) => ({ financeReviewerId: actorId, financeReviewedAt: now }),
  async then(tx, order) {
    if (order.paymentMethod !== PAID_LATER) return;
    await tx.insert(settlements).values({
      orderId: order.id as number,
      kind: 'payment',
      amount: order.amount as number,
      status: Number(SETTLEMENT_FLOW.states[0]),
      // Asked for on the order's submitter's behalf: whoever approved the order may still confirm its payment.
      requesterId: order.submitterId as number | null,
    });
  },
});

/** Who reviewed an order at each review. */
const reviewedBy = (status: number, userId: number, now: Date) =>
  status === 2000
    ? { salesReviewerId: userId, salesReviewedAt: now }
    : { financeReviewerId: userId, financeReviewedAt: now };

const salesApproved = moves<OrderRow>(rechargeOrders, rechargeOrders.id, ({ user, now }) =>
  reviewedBy(2000, user.userId, now),
);

export function orderResource(app: AppContext) {
  return resourceRoutes<OrderRow, typeof orderFilters, typeof orderSaveInput>(app, {
    path: 'order',
    entity: 'order',
    table: rechargeOrders,
    id: rechargeOrders.id,
    access: ORDERS,
    query,
    scope: moneyScopeColumns(rechargeOrders.customerId, rechargeOrders.accountId),
    filters: orderFilters,
    where: (f) =>
      and(
        f.orderStatus ? eq(rechargeOrders.status, Number(f.orderStatus)) : undefined,
        f.customerId ? eq(rechargeOrders.customerId, f.customerId) : undefined,
        f.accountId ? eq(rechargeOrders.accountId, f.accountId) : undefined,
        f.paymentMethod ? eq(rechargeOrders.paymentMethod, f.paymentMethod) : undefined,
        onDays(rechargeOrders.createdAt, f),
      ),
    keyword: (text) => moneyKeyword(text, customers.name, adAccounts.name, rechargeOrders.orderNo),
    sorts: {
      id: rechargeOrders.id,
      amount: rechargeOrders.amount,
      status: rechargeOrders.status,
      createTime: rechargeOrders.createdAt,
    },
    defaultSort: '-id',
    parties: [rechargeOrders.submitterId, rechargeOrders.salesReviewerId, rechargeOrders.financeReviewerId],
    ensureAtRest: (tx, row) => ensureNoTransferPending(tx, 'order', row.id),
    save: {
      input: orderSaveInput,
      references: { accountId: 'account' },
      async values(input, { tx, user, now }, before) {
        editableIn(ORDER_FLOW, before, 'order');
        const { id: _id, ...fields } = input;
        const customerId = await customerOfAccount(tx, input.accountId);
        return before
          ? { ...fields, customerId }
          : { ...fields, customerId, orderNo: orderNo(now), submitterId: user.userId };
      },
    },
    commands: [
      flowStep<OrderRow>(
        app,
        ORDER_FLOW,
        ORDER_COMMANDS.approve,
        async (ctx, row, input, to) => {
          if (row.status === 2000) return salesApproved(ctx, row, input, to);
          return {
            key: row.orderNo,
            accountId: row.accountId,
            type: 'recharge',
            amount: row.amount,
            remark: `充值订单 ${row.orderNo}`,
            subject: 'order',
            subjectId: row.id,
            actorId: ctx.user.userId,
          };
        },
        orderRecharged,
      ),
      flowStep<OrderRow>(
        app,
        ORDER_FLOW,
        ORDER_COMMANDS.reject,
        moves(rechargeOrders, rechargeOrders.id, ({ user, now }, row, input) => ({
          rejectReason: input.reason,
          ...reviewedBy(row.status, user.userId, now),
        })),
      ),
    ],
  });
}
