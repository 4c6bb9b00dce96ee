import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { moduleOf } from '@adops/common/menu';
import { SYNC_COMMANDS, syncStateFilters, type SyncStateRow } from '@adops/common/contract/dataCollection';
import type { AppContext } from '../../context';
import { accountSyncState, adAccounts, customers, users } from '../../db/schema';
import { shanghaiTimestamp } from '../../db/text';
import { resourceRoutes } from '../../resources/resource';
import { accountScopeColumns } from '../base/visibility';
import { askAccountSync, askFullSync } from './syncRequests';
import { accountKeyword } from '../base/accountKeyword';

const DATA_COLLECTION = moduleOf('operationReptile');
const operator = alias(users, 'operator');
const state = accountSyncState;

/**
 * The accounts within the caller's scope with their last platform sync (operationReptile): when, the rows it
 * wrote, why it failed. Commands ask for a sync of one account, or of all, now.
 */
export function syncStateRoutes(app: AppContext) {
  return resourceRoutes<SyncStateRow, typeof syncStateFilters, z.ZodObject>(app, {
    path: 'dataCollection/syncState',
    entity: 'account',
    table: adAccounts,
    id: adAccounts.id,
    access: DATA_COLLECTION,
    scope: accountScopeColumns,
    query: (db) =>
      db
        .select({
          id: adAccounts.id,
          platformId: adAccounts.platformId,
          name: adAccounts.name,
          customerId: adAccounts.customerId,
          customerName: customers.name,
          operatorName: operator.name,
          lastSyncAt: shanghaiTimestamp(state.lastSyncAt, 'last_sync_text'),
          lastOkAt: shanghaiTimestamp(state.lastOkAt, 'last_ok_text'),
          rows: state.rows,
          error: state.error,
          runId: state.runId,
          requestedAt: shanghaiTimestamp(state.requestedAt, 'requested_text'),
        })
        .from(adAccounts)
        .leftJoin(state, eq(state.accountId, adAccounts.id))
        .leftJoin(customers, eq(customers.id, adAccounts.customerId))
        .leftJoin(operator, eq(operator.id, adAccounts.operatorId))
        .$dynamic(),
    filters: syncStateFilters,
    where: (f) =>
      and(
        f.customerId ? eq(adAccounts.customerId, f.customerId) : undefined,
        f.hasError === undefined
          ? undefined
          : f.hasError
            ? isNotNull(state.error)
            : and(isNotNull(state.lastSyncAt), isNull(state.error)),
      ),
    keyword: (text) => or(...accountKeyword(text)),
    sorts: {
      id: adAccounts.id,
      platformId: adAccounts.platformId,
      name: adAccounts.name,
      lastSyncAt: state.lastSyncAt,
      lastOkAt: state.lastOkAt,
      rows: state.rows,
    },
    defaultSort: 'platformId',
    commands: [
      {
        contract: SYNC_COMMANDS.syncAccount,
        keepsVersion: true,
        run: (ctx, account) => askAccountSync(ctx.tx, account.id, ctx.user.userId, ctx.now),
      },
    ],
    listCommands: [
      {
        contract: SYNC_COMMANDS.syncAll,
        run: (ctx) => askFullSync(ctx.tx, ctx.user.userId, ctx.now),
      },
    ],
  });
}
