import { moduleOf } from '@adops/common/menu';
import { eq, sql } from 'drizzle-orm';
import {
  categoryFilters,
  categorySaveInput,
  moveCategory,
  type CategoryNode,
} from '@adops/common/contract/creative';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { accountCategories, adAccounts, customers } from '../../db/schema';
import { qualified } from '../../db/qualified';
import { conflict, invalidField } from '../../http/errors';
import { resourceRoutes, type ResourceDefinition } from '../../resources/resource';
import { ensureTreePlace } from '../../resources/treeRules';

const CATEGORIES = moduleOf('xhsAccountCategory');

type CategoryRow = Omit<CategoryNode, 'children'>;

const uses = (table: typeof customers | typeof adAccounts) =>
  sql<number>`(select count(*) from ${table} where ${qualified(table.categoryId)}
    = ${qualified(accountCategories.id)})`.mapWith(Number);

/**
 * Categories nest two levels (industry → sub-industry): a node goes only under an industry, and a node holding
 * sub-industries stays an industry. Refused naming the parent field.
 */
async function ensureTwoLevels(db: Executor, id: number | undefined, parentId: number | null) {
  if (parentId === null) return;
  const [parent] = await db
    .select({ parentId: accountCategories.parentId })
    .from(accountCategories)
    .where(eq(accountCategories.id, parentId));
  const holdsChildren =
    id !== undefined && (await db.$count(accountCategories, eq(accountCategories.parentId, id))) > 0;
  if ((parent && parent.parentId !== null) || holdsChildren)
    throw invalidField('parentId', 'categoryTooDeep');
}

/**
 * The account category tree (xhsAccountCategory): customers and ad accounts are filed under its nodes, so a node
 * in use cannot go (150 naming it and its users); names are unique among siblings.
 */
export function accountCategoryRoutes(app: AppContext) {
  const def: ResourceDefinition<CategoryRow, typeof categoryFilters, typeof categorySaveInput> = {
    path: 'accountCategory',
    entity: 'category',
    table: accountCategories,
    id: accountCategories.id,
    access: CATEGORIES,
    query: (db) =>
      db
        .select({
          id: accountCategories.id,
          name: accountCategories.name,
          parentId: accountCategories.parentId,
          sort: accountCategories.sort,
          customerCount: uses(customers),
          accountCount: uses(adAccounts),
        })
        .from(accountCategories)
        .$dynamic(),
    filters: categoryFilters,
    where: () => undefined,
    sorts: { sort: accountCategories.sort },
    defaultSort: 'sort',
    tree: { parent: accountCategories.parentId, children: 'children' },
    save: {
      input: categorySaveInput,
      unique: [
        {
          field: 'name',
          column: accountCategories.name,
          within: { field: 'parentId', column: accountCategories.parentId },
          message: 'duplicateCategoryName',
        },
      ],
      async values({ name, parentId, sort }, ctx, before) {
        await ensureTwoLevels(ctx.tx, before?.id, parentId ?? null);
        return { name, parentId: parentId ?? null, sort: sort ?? 0 };
      },
    },
    remove: {
      async check(_ctx, row) {
        if (row.customerCount || row.accountCount)
          throw conflict('categoryInUse', {
            name: row.name,
            customers: row.customerCount,
            accounts: row.accountCount,
          });
      },
    },
    commands: [
      {
        contract: moveCategory,
        run: async (ctx, row, input) => {
          const parentId = (input.parentId as number | null | undefined) ?? null;
          await ensureTreePlace(def, ctx.tx, row.id, parentId);
          await ensureTwoLevels(ctx.tx, row.id, parentId);
          const [clash] = await ctx.tx
            .select({ id: accountCategories.id })
            .from(accountCategories)
            .where(
              sql`coalesce(${accountCategories.parentId}, 0) = ${parentId ?? 0}
                and ${accountCategories.name} = ${row.name} and ${accountCategories.id} <> ${row.id}`,
            )
            .limit(1);
          if (clash) throw conflict('duplicateCategoryName', { name: row.name });
          await ctx.tx.update(accountCategories).set({ parentId }).where(eq(accountCategories.id, row.id));
        },
      },
    ],
  };
  return resourceRoutes(app, def);
}
