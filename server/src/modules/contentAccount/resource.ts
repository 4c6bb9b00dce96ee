import { moduleOf } from '@adops/common/menu';
import { and, eq, ilike, or } from 'drizzle-orm';
import {
  contentAccountFilters,
  contentAccountSaveInput,
  disableContentAccount,
  enableContentAccount,
  type ContentAccountRow,
} from '@adops/common/contract/creative';
import type { AppContext } from '../../context';
import { contentAccounts, customers } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { resourceRoutes, type WriteContext } from '../../resources/resource';
import { throughCustomer } from './scope';

const CONTENT_ACCOUNTS = moduleOf('xhsCAccount');

/** Where the scope of content accounts is read: through their customer. */
export const contentAccountScope = throughCustomer(contentAccounts.customerId);

const setStatus = (status: 'active' | 'disabled') => (ctx: WriteContext, row: { id: number }) =>
  ctx.tx
    .update(contentAccounts)
    .set({ status, updatedAt: ctx.now })
    .where(eq(contentAccounts.id, row.id))
    .then(() => null);

/**
 * The customers' Xiaohongshu content accounts (xhsCAccount): created, edited, disabled and enabled within the
 * caller's scope, each change in the audit log as entity `contentAccount` (read back by xhsCAccountOperationLog).
 */
export function contentAccountRoutes(app: AppContext) {
  return resourceRoutes<
    Omit<ContentAccountRow, 'version'>,
    typeof contentAccountFilters,
    typeof contentAccountSaveInput
  >(app, {
    path: 'contentAccount',
    entity: 'contentAccount',
    table: contentAccounts,
    id: contentAccounts.id,
    access: CONTENT_ACCOUNTS,
    query: (db) =>
      db
        .select({
          id: contentAccounts.id,
          nickname: contentAccounts.nickname,
          platformUserId: contentAccounts.platformUserId,
          customerId: contentAccounts.customerId,
          customerName: customers.name,
          followers: contentAccounts.followers,
          noteCount: contentAccounts.noteCount,
          status: contentAccounts.status,
          createTime: shanghaiTimestamp(contentAccounts.createdAt, 'create_time'),
        })
        .from(contentAccounts)
        .leftJoin(customers, eq(customers.id, contentAccounts.customerId))
        .$dynamic(),
    scope: contentAccountScope,
    filters: contentAccountFilters,
    where: (f) =>
      and(
        f.customerId ? eq(contentAccounts.customerId, f.customerId) : undefined,
        f.status ? eq(contentAccounts.status, f.status) : undefined,
      ),
    keyword: (text) =>
      or(
        ilike(contentAccounts.nickname, containing(text)),
        ilike(contentAccounts.platformUserId, containing(text)),
      ),
    sorts: {
      id: contentAccounts.id,
      nickname: contentAccounts.nickname,
      followers: contentAccounts.followers,
      noteCount: contentAccounts.noteCount,
      createTime: contentAccounts.createdAt,
    },
    defaultSort: '-id',
    save: {
      input: contentAccountSaveInput,
      references: { customerId: 'customer' },
      unique: [
        {
          field: 'platformUserId',
          column: contentAccounts.platformUserId,
          message: 'duplicateContentAccount',
        },
      ],
      async values(input, { now }) {
        const { id: _id, ...fields } = input;
        return { ...fields, updatedAt: now };
      },
    },
    commands: [
      { contract: disableContentAccount, run: setStatus('disabled') },
      { contract: enableContentAccount, run: setStatus('active') },
    ],
  });
}
