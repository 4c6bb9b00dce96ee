import { moduleOf } from '@adops/common/menu';
import { and, eq } from 'drizzle-orm';
import { accountChangeFilters, type AccountChangeRow } from '@adops/common/contract/account';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { accountChangeRecords, adAccounts, users } from '../../db/schema';
import { resourceRoutes } from '../../resources/resource';
import { onDays } from '../../db/onDays';
import { accountScopeColumns } from '../base/visibility';
import { shanghaiTimestamp } from '../../db/text';

const ACCOUNT_CHANGES = moduleOf('xhsAccountChangeRecord');

export function accountChangeResource(app: AppContext) {
  const query = (db: Executor) =>
    db
      .select({
        id: accountChangeRecords.id,
        accountId: accountChangeRecords.accountId,
        accountName: adAccounts.name,
        platformId: adAccounts.platformId,
        field: accountChangeRecords.field,
        before: accountChangeRecords.before,
        after: accountChangeRecords.after,
        changedBy: accountChangeRecords.changedBy,
        changedByName: users.name,
        source: accountChangeRecords.source,
        changedAt: shanghaiTimestamp(accountChangeRecords.changedAt, 'changed_at_text'),
      })
      .from(accountChangeRecords)
      .innerJoin(adAccounts, eq(adAccounts.id, accountChangeRecords.accountId))
      .leftJoin(users, eq(users.id, accountChangeRecords.changedBy))
      .$dynamic();

  return resourceRoutes<AccountChangeRow & { id: number }, typeof accountChangeFilters, z.ZodObject>(app, {
    path: 'accountChange',
    entity: 'record',
    table: accountChangeRecords,
    id: accountChangeRecords.id,
    access: ACCOUNT_CHANGES,
    query,
    scope: accountScopeColumns,
    filters: accountChangeFilters,
    where: (f) =>
      and(
        f.accountId ? eq(accountChangeRecords.accountId, f.accountId) : undefined,
        f.field ? eq(accountChangeRecords.field, f.field) : undefined,
        onDays(accountChangeRecords.changedAt, f),
      ),
    sorts: {
      id: accountChangeRecords.id,
      changedAt: accountChangeRecords.changedAt,
      field: accountChangeRecords.field,
    },
    defaultSort: '-changedAt',
  });
}
