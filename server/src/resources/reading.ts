import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Status } from '@adops/common/codes';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { scopeFilter } from '../scope/dataScope';
import type { ResourceDefinition } from './definition';

/* eslint-disable @typescript-eslint/no-explicit-any -- one reader for definitions of any row, filters and input */
export type AnyDefinition = ResourceDefinition<any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface ListParams {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  sort?: string | undefined;
  /** Only these records (an export of picked rows); none named is no such limit. */
  ids?: number[] | undefined;
}

export type Row = { id: number } & Record<string, unknown>;

/** What the caller may see of a resource: everything when it names no scope columns. */
export const visibleTo = (def: AnyDefinition, scope: DataScope) =>
  def.scope ? scopeFilter(scope, def.scope) : undefined;

/** The filters' defaults, for reading one record of a resource whose list needs a filter. */
export function filterDefaults(def: AnyDefinition) {
  const parsed = z.object(def.filters).safeParse({});
  return parsed.success ? parsed.data : {};
}

/**
 * One record within the caller's scope; "not found" outside it, so that ids do not tell what exists. `filters`
 * over the defaults: the list it is read as (a month).
 */
export async function findVisible(
  def: AnyDefinition,
  db: Executor,
  id: number,
  scope: DataScope,
  filters: Record<string, unknown> = {},
): Promise<Row> {
  const [row] = (await def
    .query(db, { scope, filters: { ...filterDefaults(def), ...filters } })
    .where(and(eq(def.id, id), visibleTo(def, scope), def.only))
    .limit(1)) as Row[];
  if (!row) throw notFound(def.entity, id);
  return row;
}

/** A record found for a write, refused (120) when it is not the caller's to change (`writableWithin`). */
export async function findWritable(...asked: Parameters<typeof findVisible>): Promise<Row> {
  const [def, db, id, scope] = asked;
  const row = await findVisible(...asked);
  const writable = def.writableWithin?.(scope);
  if (!writable) return row;
  const [found] = await db
    .select({ id: def.id })
    .from(writtenTable(def))
    .where(and(eq(def.id, id), writable))
    .limit(1);
  if (!found) throw new ApiError(Status.FORBIDDEN, 'sharedOutsideScope', { what: `@what.${def.entity}` });
  return row;
}

function orderOf(sorts: AnyDefinition['sorts'], sort: string) {
  const key = sort.replace(/^-/, '');
  // Only the definition's own keys: `valueOf` or `constructor` are no columns.
  const column = Object.hasOwn(sorts, key) ? sorts[key] : undefined;
  if (!column)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'sort', reason: '@unknownSort', sort: key });
  return sort.startsWith('-') ? desc(column) : asc(column);
}

/** The rows a list or an export asks for: scope, filters and keyword applied; `rows` also sorted. */
export function selection(
  def: AnyDefinition,
  db: Executor,
  query: ListParams & Record<string, unknown>,
  scope: DataScope,
  viewer: unknown,
) {
  const where = and(
    visibleTo(def, scope),
    def.only,
    def.where(query),
    query.keyword && def.keyword ? def.keyword(query.keyword, viewer) : undefined,
    query.ids?.length ? inArray(def.id as AnyPgColumn, query.ids) : undefined,
  );
  const order = orderOf(def.sorts, query.sort ?? def.defaultSort);
  const filtered = () => def.query(db, { scope, filters: query }).where(where);
  return { filtered, rows: () => filtered().orderBy(order, asc(def.id as AnyPgColumn)) };
}

/**
 * The table's `version` column (db/schema/version.ts), when its records are edited by people: every save and
 * command of the engine adds one, and an edit carrying the version its form was opened on is refused when
 * someone saved since.
 */
export const versionColumn = (def: AnyDefinition): AnyPgColumn | undefined =>
  def.table && (getTableColumns(def.table).version as AnyPgColumn | undefined);

/** The table's own key: a definition's `id` may be a column of the view it reads (balances). */
export const keyOf = (def: AnyDefinition) =>
  Object.values(getTableColumns(writtenTable(def))).find((column) => column.primary) ??
  (def.id as AnyPgColumn);

/** The table a definition that writes writes (one that writes nothing has none). */
export function writtenTable(def: AnyDefinition): PgTable {
  if (!def.table) throw new Error(`${def.path} writes no table`);
  return def.table;
}

/** The rows, each with its `version` where the table keeps one. */
export async function withVersions<R extends Row>(def: AnyDefinition, db: Executor, rows: R[]) {
  const version = versionColumn(def);
  if (!rows.length || !version) return rows;
  const key = keyOf(def);
  const ids = rows.map((r) => r.id);
  const found = await db.select({ id: key, version }).from(writtenTable(def)).where(inArray(key, ids));
  const byId = new Map(found.map((f) => [f.id as number, f.version as number]));
  return rows.map((row) => ({ ...row, version: byId.get(row.id) ?? null }));
}

/**
 * The record held until the transaction ends, taken before it is read: two writes of it at once (commands,
 * edits) take turns, and each sees what the other wrote.
 */
export function lockRecord(def: AnyDefinition, db: Executor, id: number) {
  const key = keyOf(def);
  // The row the key names, in its own table: a table keyed by more than one column (a customer's month budgets)
  // is held by the record it belongs to.
  return db
    .select({ id: key })
    .from(key.table as PgTable)
    .where(eq(key, id))
    .for('update');
}

/** The stored version of a record, locked until the transaction ends so that no write slips in between. */
export async function lockedVersion(
  def: AnyDefinition,
  db: Executor,
  id: number,
): Promise<number | undefined> {
  const version = versionColumn(def);
  if (!version) return undefined;
  const [found] = await db
    .select({ version })
    .from(writtenTable(def))
    .where(eq(keyOf(def), id))
    .for('update');
  return found?.version as number | undefined;
}

/** One more version for records a save or a command changed. */
export async function nextVersion(def: AnyDefinition, db: Executor, ids: number[]) {
  const version = versionColumn(def);
  if (!version || !ids.length) return;
  await db
    .update(writtenTable(def))
    .set({ version: sql`${version} + 1` })
    .where(inArray(keyOf(def), ids));
}
