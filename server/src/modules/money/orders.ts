import { and, eq } from 'drizzle-orm';
import { moduleOf } from '@adops/common/menu';
import { ORDER_FLOW } from '@adops/common/orders';
import { target } from '@adops/common/flow';
import { PAID_LATER } from '@adops/common/business';
import { ORDER_COMMANDS, orderFilters, orderSaveInput, type OrderRow } from '@adops/common/contract/money';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adAccounts, customers, rechargeOrders, settlements } from '../../db/schema';
import { resourceRoutes } from '../../resources/resource';
import { shanghaiDay } from '../../time';
import { recordAudit } from '../audit/audit';
import { at, joinPeople, people } from './people';
import { moneyScopeColumns } from './scope';
import { bookedBy, createdWithin, customerOfAccount, editableIn, moneyKeyword } from './shared';
import { flowStep } from './steps';
import type { Finisher } from './transfer';

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
        salesReviewedAt: at(rechargeOrders.salesReviewedAt, 'sales_reviewed_at'),
        financeReviewedAt: at(rechargeOrders.financeReviewedAt, 'finance_reviewed_at'),
        rejectReason: rechargeOrders.rejectReason,
        createTime: at(rechargeOrders.createdAt, 'create_time'),
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
export const orderRecharged: Finisher = async (tx, transfer, record, now) => {
  const approved = target(ORDER_FLOW, 'approve', '3000');
  const [order] = await tx
    .update(rechargeOrders)
    .set({ status: approved, financeReviewerId: transfer.actorId, financeReviewedAt: now })
    .where(eq(rechargeOrders.id, transfer.subjectId))
    .returning();
  if (order!.paymentMethod === PAID_LATER)
    await tx.insert(settlements).values({
      orderId: order!.id,
      kind: 'payment',
      amount: order!.amount,
      status: 1,
      requesterId: transfer.actorId,
    });
  await recordAudit(tx, bookedBy(transfer.actorId), {
    action: 'recharged',
    entity: 'order',
    entityId: order!.id,
    before: { status: 3000 },
    after: { status: approved, platformRecordId: record.recordId, balanceAfter: record.balanceAfter },
  });
};

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
        createdWithin(rechargeOrders.createdAt, f),
      ),
    keyword: (text) => moneyKeyword(text, rechargeOrders.orderNo),
    sorts: {
      id: rechargeOrders.id,
      amount: rechargeOrders.amount,
      status: rechargeOrders.status,
      createTime: rechargeOrders.createdAt,
    },
    defaultSort: '-id',
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
        async ({ tx, user, now }, row, _input, to) => {
          if (row.status === 2000) {
            await tx
              .update(rechargeOrders)
              .set({ status: to, salesReviewerId: user.userId, salesReviewedAt: now })
              .where(eq(rechargeOrders.id, row.id));
            return;
          }
          return {
            key: row.orderNo,
            accountId: row.accountId,
            type: 'recharge',
            amount: row.amount,
            remark: `充值订单 ${row.orderNo}`,
            subject: 'order',
            subjectId: row.id,
            actorId: user.userId,
          };
        },
        orderRecharged,
      ),
      flowStep<OrderRow>(
        app,
        ORDER_FLOW,
        ORDER_COMMANDS.reject,
        async ({ tx, user, now }, row, input, to) => {
          const reviewer =
            row.status === 2000
              ? { salesReviewerId: user.userId, salesReviewedAt: now }
              : { financeReviewerId: user.userId, financeReviewedAt: now };
          await tx
            .update(rechargeOrders)
            .set({ status: to, rejectReason: input.reason as string, ...reviewer })
            .where(eq(rechargeOrders.id, row.id));
        },
      ),
    ],
  });
}
