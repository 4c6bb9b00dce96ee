import { and, inArray } from 'drizzle-orm';
import type { Executor } from './client';
import { liveUser } from './liveUser';
import { accountCategories, customers, departments, modules, operationGroups, roles, users } from './schema';
import { unknownIds } from '../http/errors';

const idTables = { roles, departments, operationGroups, modules, users, accountCategories, customers };

/** Ids among `ids` with no row in that table (deleted users count as missing). */
export async function missingIds(
  db: Executor,
  kind: keyof typeof idTables,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const table = idTables[kind] as typeof roles;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), kind === 'users' ? liveUser : undefined));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** 130 naming the field when any of the ids has no row. */
export async function ensureIdsExist(
  db: Executor,
  kind: keyof typeof idTables,
  ids: number[],
  field: string,
) {
  const missing = await missingIds(db, kind, ids);
  if (missing.length) throw unknownIds(field, missing);
}
