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
import { resourceRoutes } from '../../resources/resource';
import { recordAudit } from '../audit/audit';
import { latestCash } from './amounts';
import { at, joinPeople, people } from './people';
import { moneyScopeColumns } from './scope';
import { bookedBy, createdWithin, customerOfAccount, editableIn, moneyKeyword } from './shared';
import { ensureCash, flowStep } from './steps';
import type { Finisher } from './transfer';

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
        passedAt: at(withdrawals.passedAt, 'passed_at'),
        processedAt: at(withdrawals.processedAt, 'processed_at'),
        rejectReason: withdrawals.rejectReason,
        remark: withdrawals.remark,
        createTime: at(withdrawals.createdAt, 'create_time'),
      })
      .from(withdrawals)
      .innerJoin(customers, eq(customers.id, withdrawals.customerId))
      .innerJoin(adAccounts, eq(adAccounts.id, withdrawals.accountId))
      .$dynamic(),
    who.joins,
  );

/** Processed once the money left the account. */
export const withdrawalProcessed: Finisher = async (tx, transfer, record, now) => {
  const processed = target(WITHDRAWAL_FLOW, 'process', '4002');
  await tx
    .update(withdrawals)
    .set({ status: processed, processorId: transfer.actorId, processedAt: now })
    .where(eq(withdrawals.id, transfer.subjectId));
  await recordAudit(tx, bookedBy(transfer.actorId), {
    action: 'withdrawn',
    entity: 'withdrawal',
    entityId: transfer.subjectId,
    before: { status: 4002 },
    after: { status: processed, platformRecordId: record.recordId, balanceAfter: record.balanceAfter },
  });
};

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
        createdWithin(withdrawals.createdAt, f),
      ),
    keyword: (text) => moneyKeyword(text),
    sorts: {
      id: withdrawals.id,
      amount: withdrawals.amount,
      status: withdrawals.status,
      createTime: withdrawals.createdAt,
    },
    defaultSort: '-id',
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
        async ({ tx, user, now }, row, _input, to) => {
          await tx
            .update(withdrawals)
            .set({ status: to, passerId: user.userId, passedAt: now })
            .where(eq(withdrawals.id, row.id));
        },
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
        async ({ tx, user, now }, row, input, to) => {
          const reviewer =
            row.status === 4001
              ? { passerId: user.userId, passedAt: now }
              : { processorId: user.userId, processedAt: now };
          await tx
            .update(withdrawals)
            .set({ status: to, rejectReason: input.reason as string, ...reviewer })
            .where(eq(withdrawals.id, row.id));
        },
      ),
    ],
  });
}
