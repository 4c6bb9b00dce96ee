import { and, eq } from 'drizzle-orm';
import { moduleOf } from '@adops/common/menu';
import { SETTLEMENT_FLOW } from '@adops/common/orders';
import { target } from '@adops/common/flow';
import { formatYuan } from '@adops/common/format';
import {
  SETTLEMENT_COMMANDS,
  settlementFilters,
  settlementSaveInput,
  type SettlementRow,
} from '@adops/common/contract/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adAccounts, customers, rechargeOrders, settlements } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { onDays } from '../../db/onDays';
import { resourceRoutes } from '../../resources/resource';
import { latestCash, refundable } from './amounts';
import { joinPeople, people } from './people';
import { shanghaiTimestamp } from '../../db/text';
import { moneyScopeColumns } from './scope';
import { editableIn, moneyKeyword } from './shared';
import { ensureNoTransferPending } from './transfer';
import { booked, ensureCash, flowStep, moves } from './steps';

const SETTLEMENTS = moduleOf('orderSettlement');

const who = people({ requester: settlements.requesterId, confirmer: settlements.confirmerId });

const query = (db: Executor) =>
  joinPeople(
    db
      .select({
        id: settlements.id,
        orderId: settlements.orderId,
        orderNo: rechargeOrders.orderNo,
        customerId: rechargeOrders.customerId,
        customerName: customers.name,
        accountId: rechargeOrders.accountId,
        accountName: adAccounts.name,
        kind: settlements.kind,
        amount: settlements.amount,
        status: settlements.status,
        ...who.names,
        confirmedAt: shanghaiTimestamp(settlements.confirmedAt, 'confirmed_at'),
        remark: settlements.remark,
        createTime: shanghaiTimestamp(settlements.createdAt, 'create_time'),
      })
      .from(settlements)
      .innerJoin(rechargeOrders, eq(rechargeOrders.id, settlements.orderId))
      .innerJoin(customers, eq(customers.id, rechargeOrders.customerId))
      .innerJoin(adAccounts, eq(adAccounts.id, rechargeOrders.accountId))
      .$dynamic(),
    who.joins,
  );

/** A refund confirmed once its money left the account for the customer. */
export const settlementRefunded = booked({
  entity: 'settlement',
  action: 'refunded',
  table: settlements,
  id: settlements.id,
  from: 3,
  to: target(SETTLEMENT_FLOW, 'confirm', '3'),
  fields: (actorId, now) => ({ confirmerId: actorId, confirmedAt: now }),
});

const paymentConfirmed = moves<SettlementRow>(settlements, settlements.id, ({ user, now }) => ({
  confirmerId: user.userId,
  confirmedAt: now,
}));

export function settlementResource(app: AppContext) {
  return resourceRoutes<SettlementRow, typeof settlementFilters, typeof settlementSaveInput>(app, {
    path: 'settlement',
    entity: 'settlement',
    table: settlements,
    id: settlements.id,
    access: SETTLEMENTS,
    query,
    scope: moneyScopeColumns(rechargeOrders.customerId, rechargeOrders.accountId),
    filters: settlementFilters,
    where: (f) =>
      and(
        f.status ? eq(settlements.status, Number(f.status)) : undefined,
        f.kind ? eq(settlements.kind, f.kind) : undefined,
        f.customerId ? eq(rechargeOrders.customerId, f.customerId) : undefined,
        onDays(settlements.createdAt, f),
      ),
    keyword: (text) => moneyKeyword(text, customers.name, adAccounts.name, rechargeOrders.orderNo),
    sorts: {
      id: settlements.id,
      amount: settlements.amount,
      status: settlements.status,
      createTime: settlements.createdAt,
    },
    defaultSort: '-id',
    parties: [settlements.requesterId, settlements.confirmerId],
    ensureAtRest: (tx, row) => ensureNoTransferPending(tx, 'settlement', row.id),
    save: {
      // A refund asked for against an approved order; payments come from orders paid later.
      input: settlementSaveInput,
      async values(input, { tx, user }, before) {
        editableIn(SETTLEMENT_FLOW, before, 'settlement', ['3']);
        const [order] = await tx
          .select({ status: rechargeOrders.status })
          .from(rechargeOrders)
          .where(eq(rechargeOrders.id, input.orderId))
          .for('update');
        if (!order) throw notFound('order', input.orderId);
        if (order.status !== 4000) throw conflict('orderNotApproved');
        const left = await refundable(tx, input.orderId, before?.id);
        if (input.amount > left) throw conflict('overRefundable', { left: formatYuan(left) });
        const fields = { orderId: input.orderId, amount: input.amount, remark: input.remark ?? null };
        return before ? fields : { ...fields, kind: 'refund', status: 3, requesterId: user.userId };
      },
    },
    commands: [
      flowStep<SettlementRow>(
        app,
        SETTLEMENT_FLOW,
        SETTLEMENT_COMMANDS.confirm,
        async (ctx, row, input, to) => {
          const { tx, user } = ctx;
          if (row.status === 1) return paymentConfirmed(ctx, row, input, to);
          ensureCash(await latestCash(tx, row.accountId), row.amount);
          return {
            key: `refund-${row.id}`,
            accountId: row.accountId,
            type: 'refund',
            amount: row.amount,
            remark: `订单 ${row.orderNo} 退款`,
            subject: 'settlement',
            subjectId: row.id,
            actorId: user.userId,
          };
        },
        settlementRefunded,
      ),
    ],
  });
}
