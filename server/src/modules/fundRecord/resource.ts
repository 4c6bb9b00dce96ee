import { moduleOf } from '@adops/common/menu';
import { and, eq } from 'drizzle-orm';
import { fundRecordFilters, type FundRecordRow } from '@adops/common/contract/account';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adAccounts, fundRecords, users } from '../../db/schema';
import { resourceRoutes } from '../../resources/resource';
import { onDays } from '../../db/onDays';
import { accountScopeColumns } from '../base/visibility';
import { shanghaiTimestamp } from '../../db/text';

const ACCOUNTS = moduleOf('xhsAccountAccountRecord');

/** An account's recharges, transfers, refunds and grants, with the balance after each. */
export function fundRecordResource(app: AppContext) {
  const query = (db: Executor) =>
    db
      .select({
        id: fundRecords.id,
        accountId: fundRecords.accountId,
        occurredAt: shanghaiTimestamp(fundRecords.occurredAt, 'occurred_at_text'),
        type: fundRecords.type,
        amount: fundRecords.amount,
        balanceAfter: fundRecords.balanceAfter,
        operatorName: users.name,
        orderId: fundRecords.orderId,
        remark: fundRecords.remark,
      })
      .from(fundRecords)
      .innerJoin(adAccounts, eq(adAccounts.id, fundRecords.accountId))
      .leftJoin(users, eq(users.id, fundRecords.operatorId))
      .$dynamic();

  return resourceRoutes<FundRecordRow, typeof fundRecordFilters, z.ZodObject>(app, {
    path: 'fundRecord',
    entity: 'record',
    table: fundRecords,
    id: fundRecords.id,
    access: ACCOUNTS,
    query,
    scope: accountScopeColumns,
    filters: fundRecordFilters,
    where: (f) =>
      and(
        eq(fundRecords.accountId, f.accountId),
        f.type ? eq(fundRecords.type, f.type) : undefined,
        onDays(fundRecords.occurredAt, f),
      ),
    sorts: { occurredAt: fundRecords.occurredAt, amount: fundRecords.amount, id: fundRecords.id },
    defaultSort: '-occurredAt',
  });
}
