import { count } from 'drizzle-orm';
import { z } from 'zod';
import { Status } from '@adops/common/codes';
import type { Endpoints } from '@adops/common/contract/endpoints';
import {
  EXPORT_MAX_ROWS,
  exportColumns,
  exportFilters,
  exportOptions,
  type ExportBook,
} from '@adops/common/contract/export';
import { requiredText, type ListResult } from '@adops/common/contract/fields';
import { listQuery } from '@adops/common/contract/resource';
import type { Lang } from '@adops/common/messages';
import type { AppContext } from '../context';
import { offsetOf } from '../db/paging';
import { BOOK_TYPES, bookStream, measuredWidths } from '../export/book';
import { EXPORT_PAGE, exportHeading } from '../export/xlsx';
import { ApiError } from '../http/errors';
import type { Principal } from '../auth/principal';
import { FileAnswer, route, type RouteContext, type RouteSpec } from '../http/route';
import { shanghaiDay } from '../time';
import {
  findVisible,
  selection,
  withVersions,
  type AnyDefinition,
  type ListParams,
  type Row,
} from './reading';
import { nest } from './tree';
import { idShape } from './writing';

const present = (def: AnyDefinition, rows: Row[], lang: Lang, viewer: unknown) =>
  def.present ? rows.map((r) => def.present!(r, lang, viewer)) : rows;

/** The caller's scope, and what the definition shows its rows by to this caller. */
async function readerOf(app: AppContext, def: AnyDefinition, call: RouteContext<unknown, Principal>) {
  const scope = await call.scope();
  return { scope, viewer: def.viewer ? await def.viewer(app.db, call.user, scope) : undefined };
}

/** A page of the list, or for a tree the whole tree. */
function listRoute(app: AppContext, def: AnyDefinition, endpoints: Endpoints, input: z.ZodObject): RouteSpec {
  return route({
    ...endpoints.list,
    access: def.access,
    input,
    handler: async (call): Promise<ListResult<unknown> | unknown[]> => {
      const { input, lang } = call;
      const query = input as ListParams & Record<string, unknown>;
      const { scope, viewer } = await readerOf(app, def, call);
      const { rows, filtered } = selection(def, app.db, query, scope, viewer);
      if (def.tree) {
        const all = await withVersions(def, app.db, (await rows()) as Row[]);
        const exclude = (query.excludeIds as number[] | undefined) ?? [];
        return nest(present(def, all, lang, viewer) as (Row & { parentId: number | null })[], {
          ...def.tree,
          exclude,
        });
      }
      const [list, [{ total } = { total: 0 }]] = await Promise.all([
        rows().limit(query.pageSize).offset(offsetOf(query)),
        app.db.select({ total: count() }).from(filtered().as('q')),
      ]);
      return { list: present(def, await withVersions(def, app.db, list as Row[]), lang, viewer), total };
    },
  });
}

/**
 * Every row the list's filters keep (or of those, the rows it names), as an xlsx, csv or text file streamed page
 * by page; widths from the cells of the first page when asked for.
 */
function exportRoute(
  app: AppContext,
  def: AnyDefinition,
  endpoints: Endpoints,
  input: z.ZodObject,
): RouteSpec {
  return route({
    ...endpoints.export,
    access: def.access,
    heavy: true,
    input: input.extend({
      columns: exportColumns,
      title: requiredText(60),
      filters: exportFilters,
      ...exportOptions,
    }),
    handler: async (call) => {
      const { input, lang } = call;
      const query = input as unknown as ListParams &
        Record<string, unknown> & {
          columns: z.output<typeof exportColumns>;
          title: string;
          filters: z.output<typeof exportFilters>;
          book: ExportBook;
          autoWidth: boolean;
          fileName?: string;
        };
      const { scope, viewer } = await readerOf(app, def, call);
      const { rows, filtered } = selection(def, app.db, query, scope, viewer);
      const page = async (offset: number) =>
        present(
          def,
          (await rows()
            .limit(Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - offset))
            .offset(offset)) as Row[],
          lang,
          viewer,
        ) as Record<string, unknown>[];
      const [first, [{ total } = { total: 0 }]] = await Promise.all([
        page(0),
        app.db.select({ total: count() }).from(filtered().as('q')),
      ]);
      const unknown = query.columns.find((c) => first[0] && !Object.hasOwn(first[0], c.key));
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
      const { book } = query;
      const body = bookStream(book, {
        title: query.title,
        heading,
        columns: query.columns,
        pages: pages(),
        lang,
        ...(query.autoWidth ? { widths: measuredWidths(query.columns, first, lang) } : {}),
      });
      return new FileAnswer(
        BOOK_TYPES[book],
        `${query.fileName ?? `${query.title}-${day}`}.${book}`,
        `${def.path.replaceAll('/', '-')}-${day}.${book}`,
        body,
      );
    },
  });
}

/** List, export and detail of a definition. */
export function readRoutes(app: AppContext, def: AnyDefinition, endpoints: Endpoints): RouteSpec[] {
  const listInput = z.object({ ...(def.tree ? {} : listQuery), ...def.filters });
  return [
    listRoute(app, def, endpoints, listInput),
    ...(def.tree ? [] : [exportRoute(app, def, endpoints, listInput)]),
    route({
      ...endpoints.detail,
      access: def.access,
      input: z.object(idShape(def)),
      handler: async (call) => {
        const { scope, viewer } = await readerOf(app, def, call);
        const row = await findVisible(
          def,
          app.db,
          (call.input as Record<string, number>)[def.idField ?? 'id']!,
          scope,
        );
        return present(def, await withVersions(def, app.db, [row]), call.lang, viewer)[0];
      },
    }),
  ];
}
