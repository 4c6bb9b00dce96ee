import { eq, max } from 'drizzle-orm';
import { z } from 'zod';
import {
  MODULE_ENDPOINTS,
  addModuleInput,
  editModuleInput,
  type ModuleNode,
} from '@adops/common/contract/sys';
import { DEEPEST_MODULE_LEVEL, MENU_MODULE_IDS, moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import { modules } from '../../db/schema';
import { givenFields } from '../../db/patch';
import { conflict, invalidField } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';

const MODULE_ADMIN = moduleOf('module');
const ROLE_ADMIN = moduleOf('role');
/** Ids the console hands out to modules added by hand, clear of the spec's ids. */
const FIRST_CUSTOM_ID = 10_000;

type ModuleRow = Omit<ModuleNode, 'builtIn' | 'children'>;

/** The module tree at the spec's `/api/crm/sys/…Module` calls; a module a menu route uses cannot go. */
export function moduleRoutes(app: AppContext) {
  return resourceRoutes<ModuleRow, Record<string, never>, typeof addModuleInput>(app, {
    path: 'sys/module',
    endpoints: MODULE_ENDPOINTS,
    entity: 'module',
    table: modules,
    id: modules.id,
    access: [MODULE_ADMIN, ROLE_ADMIN],
    writeAccess: MODULE_ADMIN,
    query: (db) =>
      db
        .select({
          id: modules.id,
          parentId: modules.parentId,
          name: modules.name,
          title: modules.title,
          level: modules.level,
          path: modules.path,
          sort: modules.sort,
        })
        .from(modules)
        .$dynamic(),
    filters: {},
    where: () => undefined,
    sorts: { sort: modules.sort },
    defaultSort: 'sort',
    present: (row) => ({ ...row, builtIn: MENU_MODULE_IDS.has(row.id) }),
    tree: { parent: modules.parentId, children: 'children', keepEmpty: true },
    save: {
      input: addModuleInput,
      editInput: editModuleInput,
      values: async (input, ctx, before) => {
        if (before) return givenFields(input as z.output<typeof editModuleInput>);
        const [parent] = await ctx.tx.select().from(modules).where(eq(modules.id, input.parentId));
        if (parent!.level >= DEEPEST_MODULE_LEVEL) throw invalidField('parentId', 'moduleTooDeep');
        let id = input.id;
        if (id === undefined) {
          const [{ top } = { top: null }] = await ctx.tx.select({ top: max(modules.id) }).from(modules);
          id = Math.max(FIRST_CUSTOM_ID - 1, top ?? 0) + 1;
        } else if (await ctx.tx.$count(modules, eq(modules.id, id))) {
          throw conflict('duplicateModuleId', { id });
        }
        const { title, name, path, sort } = input;
        return { id, parentId: parent!.id, name, title, path: path ?? null, sort, level: parent!.level + 1 };
      },
      answer: { create: (row) => ({ id: row.id }), edit: () => null },
    },
    remove: {
      protect: (_ctx, row) => {
        if (MENU_MODULE_IDS.has(row.id)) throw conflict('moduleInUse', { id: row.id });
      },
    },
  });
}
