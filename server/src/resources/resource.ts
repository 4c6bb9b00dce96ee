import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Status } from '@adops/common/codes';
import type { ListResult } from '@adops/common/contract/fields';
import { bigIdInput, detailInput, listQuery } from '@adops/common/contract/resource';
import type { DataScope } from '@adops/common/scope';
import type { AppContext } from '../context';
import type { Executor, Tx } from '../db/client';
import { offsetOf } from '../db/paging';
import { ApiError, forbidden, notFound, type Thing } from '../http/errors';
import { FileAnswer, route, type Access, type RouteSpec } from '../http/route';
import { EXPORT_MAX_ROWS, exportColumns, exportFilters } from '@adops/common/contract/export';
import { requiredText } from '@adops/common/contract/fields';
import { EXPORT_PAGE, exportHeading, xlsxStream, XLSX_TYPE } from '../export/xlsx';
import { shanghaiDay } from '../time';
import { parseInput, rawInput } from '../http/validate';
import { ensureReferencesVisible, type ReferenceKind } from '../scope/references';
import type { Principal } from '../auth/principal';
import { recordAudit, type Actor } from '../modules/audit/audit';
import { scopeFilter, type ScopeColumns } from '../scope/dataScope';

export interface WriteContext {
  tx: Tx;
  user: Principal;
  actor: Actor;
  scope: DataScope;
  now: Date;
}

/**
 * A list of records with its API: `GET /api/crm/<path>/list`, `GET …/detail`, `POST …/save` (create without
 * id, update with one) and `POST …/delete`. The engine applies permission, data scope, validation, paging,
 * sorting, search and the audit log the same way for every resource; a definition says only what differs.
 */
export interface ResourceDefinition<
  Row extends { id: number },
  Filters extends z.ZodRawShape,
  Save extends z.ZodObject,
> {
  path: string;
  entity: Thing;
  table: PgTable;
  id: AnyPgColumn;
  /** Reading needs one of these modules; writing too, unless `writeAccess` says otherwise. */
  access: Exclude<Access, 'public'>;
  writeAccess?: Exclude<Access, 'public'>;
  /**
   * The rows with their joins and display fields; the engine adds where, order and paging. A list passes its
   * filters and the caller's scope, for rows that aggregate (detail and save pass the filters' defaults).
   */
  query(db: Executor, context: QueryContext<Filters>): PgSelect;
  /** The columns the data scope is checked against. */
  scope: ScopeColumns;
  filters: Filters;
  where(filters: z.output<z.ZodObject<Filters>>): SQL | undefined;
  keyword?(text: string): SQL | undefined;
  sorts: Record<string, AnyPgColumn | SQL | SQL.Aliased>;
  defaultSort: string;
  save?: {
    /**
     * Creating takes a whole record; editing takes `id` and the fields to change, and keeps the others as
     * stored (the schema's defaults apply only to a new record). `values` always sees the whole record.
     */
    input: Save;
    /** Fields that point at other records, checked to lie within the caller's scope (scope/references.ts). */
    references?: Partial<Record<keyof z.output<Save>, ReferenceKind>>;
    /** Checks references and turns the input into column values; `before` is the row when editing. */
    values(
      input: z.output<Save>,
      ctx: WriteContext,
      before: Row | undefined,
    ): Promise<Record<string, unknown>>;
    /** After the row is written (same transaction): change records and other follow-ups. */
    after?(ctx: WriteContext, before: Row | undefined, after: Row): Promise<void>;
  };
  remove?: {
    /** Refuses (throws) when the row may not go. */
    check?(ctx: WriteContext, row: Row): Promise<void>;
    /** Soft delete: the values that retire the row; hard delete when absent. */
    retire?: Record<string, unknown>;
  };
}

export interface QueryContext<Filters extends z.ZodRawShape> {
  scope: DataScope;
  filters: z.output<z.ZodObject<Filters>>;
}

interface ListParams {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  sort?: string | undefined;
}

function orderOf(sorts: Record<string, AnyPgColumn | SQL | SQL.Aliased>, sort: string) {
  const key = sort.replace(/^-/, '');
  const column = sorts[key];
  if (!column)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'sort', reason: '@unknownSort', sort: key });
  return sort.startsWith('-') ? desc(column) : asc(column);
}

/**
 * An edit's whole record, as input: the stored values of the schema's fields, and on top the fields the call
 * gave. Checked whole, so that an edit names only what it changes and still leaves no required field empty.
 */
function wholeInput(schema: z.ZodObject, stored: object, raw: Record<string, unknown>) {
  const keys = Object.keys(schema.shape);
  const kept = Object.entries(stored).filter(([key]) => keys.includes(key) && !(key in raw));
  return { ...Object.fromEntries(kept), ...raw };
}

export function resourceRoutes<Row extends { id: number }, F extends z.ZodRawShape, S extends z.ZodObject>(
  app: AppContext,
  def: ResourceDefinition<Row, F, S>,
): RouteSpec[] {
  const base = `/api/crm/${def.path}`;
  const writeAccess = def.writeAccess ?? def.access;
  const visible = (scope: DataScope) => scopeFilter(scope, def.scope);

  // A resource whose list needs a filter (an account's fund records) reads its detail without one.
  const parsedDefaults = z.object(def.filters).safeParse({});
  const defaults = (parsedDefaults.success ? parsedDefaults.data : {}) as z.output<z.ZodObject<F>>;

  async function findVisible(db: Executor, id: number, scope: DataScope): Promise<Row> {
    const [row] = (await def
      .query(db, { scope, filters: defaults })
      .where(and(eq(def.id, id), visible(scope)))
      .limit(1)) as Row[];
    // A record outside the caller's scope is not found, so that ids do not tell what exists elsewhere.
    if (!row) throw notFound(def.entity, id);
    return row;
  }

  async function writing<T>(
    user: Principal,
    actor: Actor,
    scope: () => Promise<DataScope>,
    work: (ctx: WriteContext) => Promise<T>,
  ) {
    const resolved = await scope();
    return app.db.transaction((tx) =>
      work({ tx, user, actor, scope: resolved, now: new Date(app.clock.now()) }),
    );
  }

  /** The rows a list or an export asks for: scope, filters and keyword applied; `rows` also sorted. */
  function selection(query: ListParams & z.output<z.ZodObject<F>>, scope: DataScope) {
    const context = { scope, filters: query };
    const where = and(
      visible(scope),
      def.where(query),
      query.keyword && def.keyword ? def.keyword(query.keyword) : undefined,
    );
    const order = orderOf(def.sorts, query.sort ?? def.defaultSort);
    const filtered = () => def.query(app.db, context).where(where);
    return { filtered, rows: () => filtered().orderBy(order, asc(def.id)) };
  }

  const listInput = z.object({ ...listQuery, ...def.filters });
  const idInput = def.id.columnType === 'PgBigInt53' ? bigIdInput : detailInput;
  const routes: RouteSpec[] = [
    route({
      method: 'GET',
      url: `${base}/list`,
      access: def.access,
      input: listInput,
      handler: async ({ input, scope }): Promise<ListResult<Row>> => {
        const query = input as unknown as ListParams & z.output<z.ZodObject<F>>;
        const { rows, filtered } = selection(query, await scope());
        const [list, [{ total } = { total: 0 }]] = await Promise.all([
          rows().limit(query.pageSize).offset(offsetOf(query)),
          app.db.select({ total: count() }).from(filtered().as('q')),
        ]);
        return { list: list as Row[], total };
      },
    }),

    route({
      method: 'GET',
      url: `${base}/export`,
      access: def.access,
      input: listInput.extend({ columns: exportColumns, title: requiredText(60), filters: exportFilters }),
      handler: async ({ input, scope, lang }) => {
        const query = input as unknown as ListParams &
          z.output<z.ZodObject<F>> & {
            columns: z.output<typeof exportColumns>;
            title: string;
            filters: z.output<typeof exportFilters>;
          };
        const { rows, filtered } = selection(query, await scope());
        const page = (offset: number) =>
          rows()
            .limit(Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - offset))
            .offset(offset) as Promise<Record<string, unknown>[]>;
        const [first, [{ total } = { total: 0 }]] = await Promise.all([
          page(0),
          app.db.select({ total: count() }).from(filtered().as('q')),
        ]);
        const unknown = query.columns.find((c) => first[0] && !(c.key in first[0]));
        if (unknown) {
          throw new ApiError(Status.INVALID, 'invalidField', {
            field: 'columns',
            reason: '@unknownColumn',
            column: unknown.key,
          });
        }
        const pages = async function* () {
          let rows = first;
          for (let offset = 0; rows.length;) {
            yield rows;
            offset += rows.length;
            if (rows.length < EXPORT_PAGE || offset >= EXPORT_MAX_ROWS) return;
            rows = await page(offset);
          }
        };
        const heading = exportHeading(lang, { title: query.title, filters: query.filters, total });
        const day = shanghaiDay(app.clock.now());
        return new FileAnswer(
          XLSX_TYPE,
          `${query.title}-${day}.xlsx`,
          `${def.path}-${day}.xlsx`,
          xlsxStream(query.title, heading, query.columns, pages()),
        );
      },
    }),

    route({
      method: 'GET',
      url: `${base}/detail`,
      access: def.access,
      input: idInput,
      handler: async ({ input, scope }) => findVisible(app.db, input.id, await scope()),
    }),
  ];

  const save = def.save;
  if (save) {
    routes.push(
      route({
        method: 'POST',
        url: `${base}/save`,
        access: writeAccess,
        // Each field given is checked as it comes; the record is checked whole once an edit's stored fields join.
        input: save.input.partial(),
        handler: ({ input, user, actor, scope, request, lang }) =>
          writing(user, actor, scope, async (ctx) => {
            const id = (input as { id?: number }).id;
            const before = id === undefined ? undefined : await findVisible(ctx.tx, id, ctx.scope);
            const raw = rawInput(request.query, request.body);
            const record = parseInput(save.input, before ? wholeInput(save.input, before, raw) : raw, lang);
            await ensureReferencesVisible(ctx.tx, ctx.scope, save.references ?? {}, record, before);
            const values = await save.values(record, ctx, before);
            let savedId = id;
            if (before) await ctx.tx.update(def.table).set(values).where(eq(def.id, before.id));
            else {
              const [created] = (await ctx.tx.insert(def.table).values(values).returning({ id: def.id })) as {
                id: number;
              }[];
              savedId = created!.id;
            }
            // What was written must still be the caller's to see: nobody saves a record out of their own reach.
            const after = await findVisible(ctx.tx, savedId!, ctx.scope).catch(() => {
              throw forbidden('outsideScope');
            });
            await save.after?.(ctx, before, after);
            await recordAudit(ctx.tx, ctx.actor, {
              action: before ? 'update' : 'create',
              entity: def.entity,
              entityId: after.id,
              before,
              after,
            });
            return after;
          }),
      }),
    );
  }

  const remove = def.remove;
  if (remove) {
    routes.push(
      route({
        method: 'POST',
        url: `${base}/delete`,
        access: writeAccess,
        input: idInput,
        handler: ({ input, user, actor, scope }) =>
          writing(user, actor, scope, async (ctx) => {
            const before = await findVisible(ctx.tx, input.id, ctx.scope);
            await remove.check?.(ctx, before);
            if (remove.retire) await ctx.tx.update(def.table).set(remove.retire).where(eq(def.id, before.id));
            else await ctx.tx.delete(def.table).where(eq(def.id, before.id));
            await recordAudit(ctx.tx, ctx.actor, {
              action: 'delete',
              entity: def.entity,
              entityId: before.id,
              before,
            });
            return null;
          }),
      }),
    );
  }
  return routes;
}
