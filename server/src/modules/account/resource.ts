import { moduleOf } from '@adops/common/menu';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accountFilters,
  accountSaveInput,
  TRACKED_ACCOUNT_FIELDS,
  type AccountRow,
} from '@adops/common/contract/account';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  accountCategories,
  accountChangeRecords,
  accountDaily,
  accountHourly,
  adAccounts,
  balanceSnapshots,
  customers,
  departments,
  operationGroups,
  users,
} from '../../db/schema';
import { conflict, invalidField } from '../../http/errors';
import { moneyRecordsOfAccount } from '../money/kept';
import { resourceRoutes, type WriteContext } from '../../resources/resource';
import { shanghaiDay } from '../../time';
import { placeAccount } from '../../facts/writer';
import { monthToDateFee } from '../base/accountTotals';
import { accountScopeColumns } from '../base/visibility';
import { ensureIdsExist } from '../../db/ids';
import { shanghaiTimestamp } from '../../db/text';
import { accountKeyword } from '../base/accountKeyword';

const ACCOUNTS = moduleOf('xhsAccountAccount');

const operator = alias(users, 'operator');

/** What a change record shows for each tracked field: the name, not the id. */
const SHOWN: Record<(typeof TRACKED_ACCOUNT_FIELDS)[number], keyof AccountRow> = {
  customerId: 'customerName',
  operatorId: 'operatorName',
  groupId: 'groupName',
  departmentId: 'departmentName',
  status: 'status',
};

/** Group and department agree: a group alone sets its department; a group outside the department is refused. */
async function placement(
  tx: Executor,
  groupId: number | null | undefined,
  departmentId: number | null | undefined,
) {
  if (!groupId) return departmentId;
  const [group] = await tx.select().from(operationGroups).where(eq(operationGroups.id, groupId));
  if (!group) return ensureIdsExist(tx, 'operationGroups', [groupId], 'groupId').then(() => departmentId);
  if (departmentId && departmentId !== group.departmentId)
    throw invalidField('groupId', 'groupOutsideDepartment');
  return group.departmentId;
}

export async function recordAccountChanges(
  ctx: WriteContext,
  before: AccountRow,
  after: AccountRow,
  source = 'manual',
) {
  const changes = TRACKED_ACCOUNT_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    accountId: after.id,
    field,
    before: before[SHOWN[field]] === null ? null : String(before[SHOWN[field]]),
    after: after[SHOWN[field]] === null ? null : String(after[SHOWN[field]]),
    changedBy: ctx.user.userId,
    source,
    changedAt: ctx.now,
  }));
  if (changes.length) await ctx.tx.insert(accountChangeRecords).values(changes);
}

export function accountResource(app: AppContext) {
  const query = (db: Executor) => {
    const today = shanghaiDay(app.clock.now());
    return db
      .select({
        id: adAccounts.id,
        platformId: adAccounts.platformId,
        name: adAccounts.name,
        customerId: adAccounts.customerId,
        customerName: customers.name,
        operatorId: adAccounts.operatorId,
        operatorName: operator.name,
        groupId: adAccounts.groupId,
        groupName: operationGroups.name,
        departmentId: adAccounts.departmentId,
        departmentName: departments.name,
        categoryId: adAccounts.categoryId,
        categoryName: accountCategories.name,
        product: adAccounts.product,
        status: adAccounts.status,
        openedOn: adAccounts.openedOn,
        onlineDay: adAccounts.onlineDay,
        dailyBudget: adAccounts.dailyBudget,
        balance: sql<number | null>`(select b.available from ${balanceSnapshots} b
            where b.account_id = ${qualified(adAccounts.id)} order by b.day desc limit 1)`
          .mapWith((v) => (v === null ? null : Number(v)))
          .as('balance'),
        monthFee: monthToDateFee(sql`a.id = ${qualified(adAccounts.id)}`, today)
          .mapWith(Number)
          .as('month_fee'),
        createTime: shanghaiTimestamp(adAccounts.createdAt, 'create_time'),
      })
      .from(adAccounts)
      .leftJoin(customers, eq(customers.id, adAccounts.customerId))
      .leftJoin(operator, eq(operator.id, adAccounts.operatorId))
      .leftJoin(operationGroups, eq(operationGroups.id, adAccounts.groupId))
      .leftJoin(departments, eq(departments.id, adAccounts.departmentId))
      .leftJoin(accountCategories, eq(accountCategories.id, adAccounts.categoryId))
      .$dynamic();
  };

  return resourceRoutes<AccountRow, typeof accountFilters, typeof accountSaveInput>(app, {
    path: 'account',
    entity: 'account',
    table: adAccounts,
    id: adAccounts.id,
    access: ACCOUNTS,
    query,
    scope: accountScopeColumns,
    filters: accountFilters,
    where: (f) =>
      and(
        f.customerId ? eq(adAccounts.customerId, f.customerId) : undefined,
        f.operatorId ? eq(adAccounts.operatorId, f.operatorId) : undefined,
        f.groupId ? eq(adAccounts.groupId, f.groupId) : undefined,
        f.departmentId ? eq(adAccounts.departmentId, f.departmentId) : undefined,
        f.product ? eq(adAccounts.product, f.product) : undefined,
        f.status ? eq(adAccounts.status, f.status) : undefined,
      ),
    keyword: (text) => or(...accountKeyword(text)),
    sorts: {
      id: adAccounts.id,
      name: adAccounts.name,
      platformId: adAccounts.platformId,
      status: adAccounts.status,
      onlineDay: adAccounts.onlineDay,
      createTime: adAccounts.createdAt,
      balance: sql`balance`,
      monthFee: sql`month_fee`,
    },
    defaultSort: '-id',
    save: {
      input: accountSaveInput,
      references: {
        customerId: 'customer',
        operatorId: 'user',
        groupId: 'group',
        departmentId: 'department',
        categoryId: 'category',
      },
      unique: [{ field: 'platformId', column: adAccounts.platformId, message: 'duplicatePlatformId' }],
      async values(input, { tx, now }, before) {
        // A group moved to with the department left as it was sets the department.
        const regrouped =
          before && input.groupId !== before.groupId && input.departmentId === before.departmentId;
        const departmentId = await placement(tx, input.groupId, regrouped ? undefined : input.departmentId);
        const { id: _id, ...fields } = input;
        return { ...fields, ...(departmentId === undefined ? {} : { departmentId }), updatedAt: now };
      },
      async after(ctx, before, after) {
        if (!before) return;
        await recordAccountChanges(ctx, before, after);
        await placeAccount(ctx.tx, after.id, before, after);
      },
    },
    remove: {
      async check({ tx }, row) {
        const held = await Promise.all([
          tx.$count(accountDaily, eq(accountDaily.accountId, row.id)),
          tx.$count(accountHourly, eq(accountHourly.accountId, row.id)),
          moneyRecordsOfAccount(tx, row.id),
        ]);
        if (held.some(Boolean)) throw conflict('accountHasData');
      },
    },
  });
}
