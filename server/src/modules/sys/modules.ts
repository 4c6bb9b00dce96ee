import { asc, eq, max } from 'drizzle-orm';
import { addModuleInput, editModuleInput, idInput, type ModuleNode } from '@adops/common/contract/sys';
import { DEEPEST_MODULE_LEVEL, MENU_MODULE_IDS, moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema';
import { route } from '../../http/route';
import { conflict, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { givenFields } from '../../db/patch';

const MODULE_ADMIN = moduleOf('module');
const ROLE_ADMIN = moduleOf('role');
/** Ids the console hands out to modules added by hand, clear of the spec's ids. */
const FIRST_CUSTOM_ID = 10_000;

type ModuleRow = typeof modules.$inferSelect;

export function moduleTree(rows: ModuleRow[]): ModuleNode[] {
  const nodes = new Map<number, ModuleNode>(
    rows.map(({ createdAt: _created, ...row }) => [
      row.id,
      { ...row, builtIn: MENU_MODULE_IDS.has(row.id), children: [] },
    ]),
  );
  const roots: ModuleNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

async function requireModule(db: Executor, id: number): Promise<ModuleRow> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  if (!row) throw notFound('module', id);
  return row;
}

export function moduleRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/sys/getModules',
      access: [MODULE_ADMIN, ROLE_ADMIN],
      handler: async () =>
        moduleTree(await app.db.select().from(modules).orderBy(asc(modules.sort), asc(modules.id))),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/addModule',
      access: MODULE_ADMIN,
      input: addModuleInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          const [parent] = await tx.select().from(modules).where(eq(modules.id, input.parentId));
          if (!parent) throw invalidField('parentId', 'moduleParentMissing');
          if (parent.level >= DEEPEST_MODULE_LEVEL) throw invalidField('parentId', 'moduleTooDeep');
          let id = input.id;
          if (id === undefined) {
            const [{ top } = { top: null }] = await tx.select({ top: max(modules.id) }).from(modules);
            id = Math.max(FIRST_CUSTOM_ID - 1, top ?? 0) + 1;
          } else if ((await tx.$count(modules, eq(modules.id, id))) > 0) {
            throw conflict('duplicateModuleId', { id });
          }
          const [after] = await tx
            .insert(modules)
            .values({
              id,
              parentId: parent.id,
              name: input.name,
              title: input.title,
              path: input.path ?? null,
              sort: input.sort,
              level: parent.level + 1,
            })
            .returning();
          await recordAudit(tx, actor, { action: 'create', entity: 'module', entityId: id, after });
          return { id };
        }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/editModule',
      access: MODULE_ADMIN,
      input: editModuleInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          const before = await requireModule(tx, input.id);
          const { id, ...changes } = input;
          const given = givenFields(changes);
          // An edit that gives no field changes nothing.
          const [after] = Object.keys(given).length
            ? await tx.update(modules).set(given).where(eq(modules.id, id)).returning()
            : [before];
          await recordAudit(tx, actor, { action: 'update', entity: 'module', entityId: id, before, after });
          return null;
        }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/delModule',
      access: MODULE_ADMIN,
      input: idInput,
      handler: ({ input, actor }) =>
        app.db.transaction(async (tx) => {
          const before = await requireModule(tx, input.id);
          if (MENU_MODULE_IDS.has(before.id)) throw conflict('moduleInUse', { id: before.id });
          if (await tx.$count(modules, eq(modules.parentId, before.id))) throw conflict('moduleHasChildren');
          await tx.delete(modules).where(eq(modules.id, before.id));
          await recordAudit(tx, actor, { action: 'delete', entity: 'module', entityId: before.id, before });
          return null;
        }),
    }),
  ];
}
