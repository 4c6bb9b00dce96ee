import { and, eq } from 'drizzle-orm';
import { moduleOf } from '@adops/common/menu';
import { WITHDRAWAL_FLOW } from '@adops/common/orders';
import { target } from '@adops/common/flow';
import {
  WITHDRAWAL_COMMANDS,
  withdrawalFilters,
  withdrawalSaveInput,
  type WithdrawalRow,
} from '@adops/common/contract/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adAccounts, customers, withdrawals } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { resourceRoutes } from '../../resources/resource';
import { latestCash } from './amounts';
import { joinPeople, people } from './people';
import { shanghaiTimestamp } from '../../db/text';
import { moneyScopeColumns } from './scope';
import { customerOfAccount, editableIn, moneyKeyword } from './shared';
import { ensureNoTransferPending } from './transfer';
import { booked, ensureCash, flowStep, moves } from './steps';

const WITHDRAWALS = moduleOf('withdrawalRecord');

const who = people({
  submitter: withdrawals.submitterId,
  passer: withdrawals.passerId,
  processor: withdrawals.processorId,
});

const query = (db: Executor) =>
  joinPeople(
    db
      .select({
        id: withdrawals.id,
        customerId: withdrawals.customerId,
        customerName: customers.name,
        accountId: withdrawals.accountId,
        accountName: adAccounts.name,
        platformId: adAccounts.platformId,
        amount: withdrawals.amount,
        status: withdrawals.status,
        ...who.names,
        passedAt: shanghaiTimestamp(withdrawals.passedAt, 'passed_at'),
        processedAt: shanghaiTimestamp(withdrawals.processedAt, 'processed_at'),
        rejectReason: withdrawals.rejectReason,
        remark: withdrawals.remark,
        createTime: shanghaiTimestamp(withdrawals.createdAt, 'create_time'),
      })
      .from(withdrawals)
      .innerJoin(customers, eq(customers.id, withdrawals.customerId))
      .innerJoin(adAccounts, eq(adAccounts.id, withdrawals.accountId))
      .$dynamic(),
    who.joins,
  );

/** Processed once the money left the account. */
export const withdrawalProcessed = booked({
  entity: 'withdrawal',
  action: 'withdrawn',
  table: withdrawals,
  id: withdrawals.id,
  from: 4002,
  to: target(WITHDRAWAL_FLOW, 'process', '4002'),
  fields: (actorId, now) => ({ processorId: actorId, processedAt: now }),
});

/** Who looked at a withdrawal at each of its steps: sales passing it on, finance processing it. */
const handledBy = (status: number, userId: number, now: Date) =>
  status === 4001 ? { passerId: userId, passedAt: now } : { processorId: userId, processedAt: now };

export function withdrawalResource(app: AppContext) {
  return resourceRoutes<WithdrawalRow, typeof withdrawalFilters, typeof withdrawalSaveInput>(app, {
    path: 'withdrawal',
    entity: 'withdrawal',
    table: withdrawals,
    id: withdrawals.id,
    access: WITHDRAWALS,
    query,
    scope: moneyScopeColumns(withdrawals.customerId, withdrawals.accountId),
    filters: withdrawalFilters,
    where: (f) =>
      and(
        f.status ? eq(withdrawals.status, Number(f.status)) : undefined,
        f.customerId ? eq(withdrawals.customerId, f.customerId) : undefined,
        f.accountId ? eq(withdrawals.accountId, f.accountId) : undefined,
        onDays(withdrawals.createdAt, f),
      ),
    keyword: (text) => moneyKeyword(text, customers.name, adAccounts.name),
    sorts: {
      id: withdrawals.id,
      amount: withdrawals.amount,
      status: withdrawals.status,
      createTime: withdrawals.createdAt,
    },
    defaultSort: '-id',
    parties: [withdrawals.submitterId, withdrawals.passerId, withdrawals.processorId],
    ensureAtRest: (tx, row) => ensureNoTransferPending(tx, 'withdrawal', row.id),
    save: {
      input: withdrawalSaveInput,
      references: { accountId: 'account' },
      async values(input, { tx, user }, before) {
        editableIn(WITHDRAWAL_FLOW, before, 'withdrawal');
        const customerId = await customerOfAccount(tx, input.accountId);
        const fields = { ...input, customerId, remark: input.remark ?? null };
        return before ? fields : { ...fields, submitterId: user.userId };
      },
    },
    commands: [
      flowStep<WithdrawalRow>(
        app,
        WITHDRAWAL_FLOW,
        WITHDRAWAL_COMMANDS.pass,
        moves(withdrawals, withdrawals.id, ({ user, now }) => handledBy(4001, user.userId, now)),
      ),
      flowStep<WithdrawalRow>(
        app,
        WITHDRAWAL_FLOW,
        WITHDRAWAL_COMMANDS.process,
        async ({ tx, user }, row) => {
          ensureCash(await latestCash(tx, row.accountId), row.amount);
          return {
            key: `withdrawal-${row.id}`,
            accountId: row.accountId,
            type: 'transferOut',
            amount: row.amount,
            remark: `提现 ${row.id}`,
            subject: 'withdrawal',
            subjectId: row.id,
            actorId: user.userId,
          };
        },
        withdrawalProcessed,
      ),
      flowStep<WithdrawalRow>(
        app,
        WITHDRAWAL_FLOW,
        WITHDRAWAL_COMMANDS.reject,
        moves(withdrawals, withdrawals.id, ({ user, now }, row, input) => ({
          rejectReason: input.reason,
          ...handledBy(row.status, user.userId, now),
        })),
      ),
    ],
  });
}
