import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ApiError, conflict } from '../http/errors';
import { Status } from '@adops/common/codes';
import { writtenTable, type AnyDefinition, type Row } from './reading';
import { closesLoop } from './tree';

/** Every node's id and parent: trees are small (departments, modules, categories). */
async function links(def: AnyDefinition, db: Executor) {
  return (await db.select({ id: def.id, parentId: def.tree!.parent }).from(writtenTable(def))) as {
    id: number;
    parentId: number | null;
  }[];
}

const what = (def: AnyDefinition) => `@what.${def.entity}`;

/** The key of a tree's parent column among a record's values. */
export const parentKey = (def: AnyDefinition) =>
  Object.entries(getTableColumns(writtenTable(def))).find(([, c]) => c === def.tree!.parent)?.[0] ??
  'parentId';

/** A node may go under an existing node that is not itself nor below it (`id` undefined: a new node). */
export async function ensureTreePlace(
  def: AnyDefinition,
  db: Executor,
  id: number | undefined,
  parentId: number | null,
) {
  if (parentId === null) return;
  const nodes = await links(def, db);
  if (!nodes.some((n) => n.id === parentId)) {
    throw new ApiError(Status.INVALID, 'invalidField', {
      field: parentKey(def),
      reason: '@treeParentMissing',
      what: what(def),
    });
  }
  if (id !== undefined && closesLoop(nodes, id, parentId)) throw conflict('treeCycle', { what: what(def) });
}

/** A node goes only once nothing hangs on it: no children, and none of the records the definition names. */
export async function ensureNoChildren(def: AnyDefinition, db: Executor, row: Row) {
  if (await db.$count(writtenTable(def), eq(def.tree!.parent, row.id))) {
    throw conflict('treeHasChildren', { what: what(def) });
  }
}
