import { sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@adops/common/contract/report';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { addDays, monthEnd } from '../time';
import { build, groupByKeys, identityText, list, rowsOf, selectOf, type Built } from './build';
import { timeKey, type ReportDefinition, type RunContext } from './definition';
import { measureKey } from './measures';
import { byFigure, orderOf } from './order';
import { flatRows } from './plan';
import { union } from './sources/parts';

/** A page of a report's rows, how many rows there are in all, and the total of every row. */
export interface Page {
  page: Record<string, unknown>[];
  total: number;
  totalRow: Record<string, unknown> | undefined;
}

/**
 * One scan for a page and the total: the query groups by the rows' keys and by nothing at once (grouping sets);
 * the rows are sorted and paged, with their count, and the total of every row comes along. `grouping_set` tells
 * them apart (GROUPING(): a bit per key not grouped by). Sorted by a figure, the page is cut before the names are
 * looked up, for its rows only.
 */
export async function pageWithTotal(
  db: Executor,
  b: Built,
  order: SQL,
  query: ReportQuery,
  byFigure: boolean,
): Promise<Page> {
  const grouped = sql`select ${b.inner}, grouping(${list(b.keys)}) as grouping_set ${b.from}
    group by grouping sets ((${list(b.keys)}), ())`;
  const named = (rows: SQL) => sql`select ${b.select}, k.grouping_set from (${rows}) k ${b.lookups}`;
  const paging = sql`order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  const page = byFigure
    ? sql`select * from (${named(sql`select * from g where grouping_set = 0 ${paging}`)}) n order by ${order}`
    : sql`select * from (${named(sql`select * from g where grouping_set = 0`)}) n ${paging}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with g as materialized (${grouped})
        select * from (
          (select p.*, (select count(*) from g where grouping_set = 0) as total_rows,
                  row_number() over () as position
           from (${page}) p)
          union all
          (select ${b.totalSelect}, k.grouping_set, null, null from g k where grouping_set <> 0)) x`,
  );
  const totalRow = rows.find((r) => Number(r.grouping_set) !== 0);
  const pageRows = rows
    .filter((r) => Number(r.grouping_set) === 0)
    .sort((x, y) => Number(x.position) - Number(y.position));
  const total = pageRows.length ? Number(pageRows[0]!.total_rows) : 0;
  for (const row of pageRows) {
    delete row.total_rows;
    delete row.position;
    delete row.grouping_set;
  }
  if (totalRow) delete totalRow.grouping_set;
  return { page: pageRows, total, totalRow };
}

/**
 * The page and the totals. Over the whole range one scan gives both (grouping sets); with a time bucket the
 * totals are read apart, from the coarsest rollups the range allows (months, weeks), while the rows' grouping
 * runs as a plain GROUP BY, which PostgreSQL may spread over its workers.
 */
export async function groupedPage(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): Promise<Page> {
  if (def.bucket === 'none' && !def.dimensions.length) {
    // Nothing to group by: the one row is the whole, its own total.
    const [whole] = await queryRows<Record<string, unknown>>(
      ctx.db,
      selectOf(build(def, range, query, ctx, { dims: false, time: false })),
    );
    return { page: whole ? [{ ...whole }] : [], total: whole ? 1 : 0, totalRow: whole };
  }
  if (def.bucket === 'none') {
    const grouped = build(def, range, query, ctx, { dims: true, time: true, totalToo: true });
    const sort = query.sort ?? def.sort;
    return pageWithTotal(ctx.db, grouped, orderOf(sort, grouped.sortable), query, byFigure(def, sort));
  }
  if (isSeries(def, query)) {
    const totals = build(def, range, query, ctx, { dims: false, time: false });
    const [series, [totalRow]] = await Promise.all([
      seriesPage(def, range, query, ctx),
      queryRows<Record<string, unknown>>(ctx.db, selectOf(totals)),
    ]);
    return { ...series, totalRow };
  }
  const queries = groupedQueries(def, range, query, ctx);
  const [page, [totalRow]] = await Promise.all([
    queryRows<Record<string, unknown>>(ctx.db, queries.rows),
    queryRows<Record<string, unknown>>(ctx.db, queries.totals),
  ]);
  const total = page.length ? Number(page[0]!.total_rows) : 0;
  for (const row of page) delete row.total_rows;
  return { page, total, totalRow };
}

/** The queries of a page: its rows, sorted and cut, and the total of every row; one of them also counts the rows. */
export interface PageQueries {
  /** The page's rows; a grouped page's carry the count of every row (`total_rows`). */
  rows: SQL;
  /** The total of every row; a flat page's carries the count of every row (`total_rows`). */
  totals: SQL;
}

/** A series in time order (no dimensions, by day, week or month): its periods are found first (seriesPage). */
const isSeries = (def: ReportDefinition, query: ReportQuery) =>
  !def.dimensions.length &&
  def.bucket !== 'hour' &&
  def.bucket !== 'none' &&
  (query.sort ?? def.sort).replace(/^-/, '') === timeKey(def.bucket);

/** The queries of a page of rows grouped by their keys and a time bucket, but not a series (isSeries). */
export function groupedQueries(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): PageQueries {
  const grouped = build(def, range, query, ctx, { dims: true, time: true });
  const totals = build(def, range, query, ctx, { dims: false, time: false });
  const sort = query.sort ?? def.sort;
  const order = orderOf(sort, grouped.sortable);
  const paging = sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  const rows = byFigure(def, sort)
    ? rankedPage(def, range, query, ctx, grouped, order, paging)
    : sql`select *, count(*) over () as total_rows from (${selectOf(grouped)}) x order by ${order} ${paging}`;
  return { rows, totals: selectOf(totals) };
}

/** The queries of every row of a report: those of its pages, where its rows are not read otherwise (a pivot's…). */
export function everyRowQueries(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): PageQueries | undefined {
  if (def.layout === 'pivot') return undefined;
  if (flatRows(def, range, query, ctx)) return flatQueries(def, range, query, ctx);
  if (def.bucket === 'none' || isSeries(def, query)) return undefined;
  return groupedQueries(def, range, query, ctx);
}

/**
 * A page of grouped rows sorted by one of its figures, and their count (`total_rows`): the groups are ranked by
 * that figure alone, then the page's own are grouped again for every other figure (the groups' other figures,
 * of tens of thousands of groups, cost more than reading the rows twice); the names are looked up for the page's
 * rows only. Ranked apart only where both read the same rows (the same sums).
 */
function rankedPage(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  grouped: Built,
  order: SQL,
  paging: SQL,
): SQL {
  const sort = (query.sort ?? def.sort).replace(/^-/, '');
  const figure = def.measures.find((m) => measureKey(m) === sort)!;
  const ranked =
    def.measures.length > 1
      ? build(def, range, query, ctx, { dims: true, time: true, measures: [figure], idsOnly: true })
      : undefined;
  if (!ranked || ranked.summedBy !== grouped.summedBy)
    return sql`${rowsOf(grouped, sql`${groupByKeys(grouped)} order by ${order} ${paging}`, [
      ['total_rows', sql`count(*) over ()`],
    ])} order by ${order}`;
  const keys = ranked.keyNames.map((name) => sql`r.${sql.identifier(name)}`);
  const page = build(def, range, query, ctx, {
    dims: true,
    time: true,
    among: sql`select ${identityText(keys)} from ranked r`,
  });
  return sql`with ranked as materialized (
      select ${ranked.inner}, count(*) over () as total_rows ${ranked.from} ${groupByKeys(ranked)} order by ${order} ${paging})
    ${rowsOf(page, groupByKeys(page), [['total_rows', sql`(select total_rows from ranked limit 1)`]])}
    order by ${order}`;
}

/**
 * A page of a series (no dimensions, by day, week or month) in time order: the periods that have facts are found
 * off the cheapest sums that tell them (the spend alone: mostly the teams'), then the report's measures are read
 * over the page's periods only, the range cut at their edges (a period's rows are the same either way).
 */
async function seriesPage(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
) {
  const key = timeKey(def.bucket)!;
  const sort = query.sort ?? def.sort;
  const latestFirst = sort.startsWith('-');
  const spend = build(def, range, query, ctx, { dims: false, time: true, measures: ['fee'] });
  const periods = (await queryRows<Record<string, unknown>>(ctx.db, selectOf(spend)))
    .map((r) => String(r[key]))
    .sort();
  if (latestFirst) periods.reverse();
  const onPage = periods.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).sort();
  if (!onPage.length) return { page: [], total: periods.length };
  const last = onPage.at(-1)!;
  const periodEnd = def.bucket === 'week' ? addDays(last, 6) : def.bucket === 'month' ? monthEnd(last) : last;
  const cut: [string, string] = [
    onPage[0]! > range[0] ? onPage[0]! : range[0],
    periodEnd < range[1] ? periodEnd : range[1],
  ];
  const grouped = build(def, cut, query, ctx, { dims: true, time: true });
  const page = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select * from (${selectOf(grouped)}) x order by ${orderOf(sort, grouped.sortable)}`,
  );
  return { page, total: periods.length };
}

/** The page when the report's rows are the source's rows themselves (flatRows): a top-N cut, nothing grouped. */
export async function flatPage(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): Promise<Page> {
  const queries = flatQueries(def, range, query, ctx);
  const [page, [totalRow]] = await Promise.all([
    queryRows<Record<string, unknown>>(ctx.db, queries.rows),
    queryRows<Record<string, unknown>>(ctx.db, queries.totals),
  ]);
  const total = Number(totalRow?.total_rows ?? 0);
  delete totalRow?.total_rows;
  return { page, total, totalRow };
}

function flatQueries(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): PageQueries {
  const rows = build(def, range, query, ctx, { dims: true, time: true, flat: true });
  const totals = build(def, range, query, ctx, { dims: false, time: true, unkeyed: true });
  const sort = query.sort ?? def.sort;
  const order = orderOf(sort, rows.sortable);
  const paging = sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  // Sorted by a figure, the page is cut before the names are looked up for its rows only; rows read from
  // several parts are cut in each part first (a part's top rows come off an index on the figure).
  const figure = byFigure(def, sort);
  const cut = (from: SQL) =>
    sql`(select ${rows.inner} ${from} order by ${order} limit ${query.page * query.pageSize})`;
  return {
    rows: !figure
      ? sql`select * from (${rowsOf(rows, null)}) x order by ${order} ${paging}`
      : rows.fromParts
        ? sql`select ${rows.select} from (select * from (${union(rows.fromParts.map(cut))}) u
              order by ${order} ${paging}) k ${rows.lookups} order by ${order}`
        : sql`${rowsOf(rows, sql`order by ${order} ${paging}`)} order by ${order}`,
    // Every fact row is a report row: their count is the report's.
    totals: rowsOf(totals, null, [['total_rows', totals.rowCount]]),
  };
}
