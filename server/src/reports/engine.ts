import { sql, type SQL } from 'drizzle-orm';
import {
  TEXT_KINDS,
  type ReportChart,
  type ReportColumn,
  type ReportDrill,
  type ReportQuery,
  type ReportResult,
  type ReportRow,
} from '@adops/common/contract/report';
import { SUMMED, type SummedKey } from '@adops/common/metrics';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { ApiError } from '../http/errors';
import { Status } from '@adops/common/codes';
import { scopeFilter, type ScopeColumns } from '../scope/dataScope';
import { teamColumnsOf } from '../facts/writer';
import { addDays, monthStart, weekStart } from '../time';
import {
  baseKey,
  change,
  changeKey,
  comparisonColumns,
  dodDays,
  shiftedRange,
  step,
  type Comparison,
} from './comparisons';
import { DIMENSIONS, keyColumn, type DimensionKey } from './dimensions';
import { EXTRAS, type ExtraContext, type ExtraKey, type Lookup } from './extras';
import {
  countsRows,
  measureColumn,
  measureKey,
  measureSql,
  rowMeasureSql,
  summedParts,
  type Measure,
} from './measures';
import type { Bucket } from './segments';
import { perAccount, sourceRows, type SourceKey } from './sources';

/**
 * A report is a definition: what it groups by (dimensions, and a time bucket), which measures it shows,
 * which comparisons and extra columns, the default range and order. The engine turns it into one
 * parameterized query over a source of rows (the facts: rollups for whole weeks and months, days around them,
 * hours for today), within the caller's data scope, with paging, sorting and the totals of all rows; the
 * comparisons and extras then read the rows of the page only.
 */

export type DefaultRange =
  'today' | 'yesterday' | 'last7' | 'last30' | 'thisWeek' | 'thisMonth' | 'last12Months';

/** A column that is only a link to another page (its title is its text), e.g. "by week". */
export interface ReportLink {
  key: string;
  zh: string;
  en: string;
  drill: ReportDrill;
}

export interface ReportDefinition {
  /** The page's route name, the report's URL. */
  name: string;
  /** The rows aggregated: the account facts unless said (sources.ts). */
  source?: SourceKey;
  dimensions: DimensionKey[];
  bucket: Bucket;
  measures: Measure[];
  comparisons?: Comparison[];
  /** Shows the compared value beside each change (this week and last week side by side). */
  comparisonBase?: boolean;
  /** The measure the comparisons compare; fee by default. */
  compared?: SummedKey;
  /** Columns read for the page's rows from elsewhere (extras.ts). */
  extras?: ExtraKey[];
  links?: ReportLink[];
  range: DefaultRange;
  sort: string;
  /** A pivot puts the time bucket across: one column per period, the dimensions down. */
  layout?: 'list' | 'pivot';
  /** Cells that open another report: column key → page and URL query (the range and filters go along). */
  drills?: Record<string, ReportDrill>;
  chart?: ReportChart;
  live?: boolean;
  heat?: boolean;
}

export interface RunContext {
  db: Executor;
  scope: DataScope;
  today: string;
  /** The current hour (Asia/Shanghai), for "same time yesterday" and the time gone by. */
  hour: number;
}

/** The data scope on the fact rows' account, `a` (as accountScopeColumns reads it on the account table). */
const SCOPE_ON_A: ScopeColumns = {
  department: sql`a.department_id`,
  group: sql`a.group_id`,
  operator: sql`a.operator_id`,
  sales: sql`(select sales_id from customers where id = a.customer_id)`,
};

/** The default range of a report, as (start, end). */
export function defaultRange(range: DefaultRange, today: string): [string, string] {
  const yesterday = addDays(today, -1);
  switch (range) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [yesterday, yesterday];
    case 'last7':
      return [addDays(today, -7), yesterday];
    case 'last30':
      return [addDays(today, -30), yesterday];
    case 'thisWeek':
      return [weekStart(today), today];
    case 'thisMonth':
      return [monthStart(today), today];
    case 'last12Months':
      return [monthStart(addDays(monthStart(today), -330)), today];
  }
}

const TIME_COLUMN: Record<Exclude<Bucket, 'none'>, { key: string; zh: string; en: string }> = {
  hour: { key: 'hour', zh: '小时', en: 'Hour' },
  day: { key: 'day', zh: '日期', en: 'Day' },
  week: { key: 'week', zh: '周', en: 'Week' },
  month: { key: 'month', zh: '月份', en: 'Month' },
};

const timeKey = (bucket: Bucket) => (bucket === 'none' ? null : TIME_COLUMN[bucket].key);

function dimensionColumns(def: ReportDefinition): ReportColumn[] {
  const columns: ReportColumn[] = [];
  for (const d of def.dimensions) {
    for (const [key, title] of Object.entries(DIMENSIONS[d].titles)) {
      const values = DIMENSIONS[d].values?.[key];
      columns.push({
        key,
        ...title,
        kind: 'text',
        sortable: true,
        dimension: true,
        ...(values ? { values } : {}),
      });
    }
  }
  if (def.bucket !== 'none' && def.layout !== 'pivot') {
    const time = TIME_COLUMN[def.bucket];
    columns.push({ ...time, kind: def.bucket === 'hour' ? 'hour' : 'day', sortable: true, dimension: true });
  }
  return columns;
}

export function columnsOf(def: ReportDefinition): ReportColumn[] {
  const compared = def.compared ?? 'fee';
  const columns = [
    ...dimensionColumns(def),
    ...def.measures.map(measureColumn),
    ...(def.comparisons ?? []).flatMap((c) => comparisonColumns(compared, c, def.comparisonBase ?? false)),
    ...(def.extras ?? []).flatMap((e) => EXTRAS[e].columns),
    ...(def.links ?? []).map(({ drill: _, ...link }): ReportColumn => ({
      ...link,
      kind: 'link',
      sortable: false,
    })),
  ];
  const drills: Record<string, ReportDrill> = {
    ...def.drills,
    ...Object.fromEntries((def.links ?? []).map((l) => [l.key, l.drill])),
  };
  return columns.map((c) => (drills[c.key] ? { ...c, drill: drills[c.key] } : c));
}

/**
 * A report's query in two steps: `inner` reads the facts joined to their account, filtered, and (unless flat)
 * grouped by the keys; the outer query names the grouped rows `k`, looks the names up and answers the report's
 * columns.
 */
interface Built {
  /** The keys' expressions in the inner query: each dimension's identity, then the time bucket's. */
  keys: SQL[];
  /** The inner query's columns: the keys, then the measures (aggregates, or a fact row's own when flat). */
  inner: SQL;
  /** FROM + WHERE of the inner query. */
  from: SQL;
  /** The outer query's columns over `k` and the lookups. */
  select: SQL;
  lookups: SQL;
  sortable: Record<string, SQL>;
}

/** What one query of a report groups and reads. */
interface Grouping {
  /** Group by the definition's dimensions. */
  dims: boolean;
  /** Group by its time bucket. */
  time: boolean;
  /** Only these rows (a page's). */
  restrict?: SQL;
  /** Other measures than the definition's (a comparison's or an extra's). */
  measures?: Measure[];
  source?: SourceKey;
  upToHour?: number;
  /** Rows that are one per fact row (see flatRows): no grouping at all. */
  flat?: boolean;
  /** Only the dimensions' ids, not their names (a lookup matched to rows by key). */
  idsOnly?: boolean;
  /** The rows read by the time bucket, but not grouped by it: the totals of flat rows. */
  unkeyed?: boolean;
}

/** The inner and outer parts of a definition over a range, filters and scope. */
function build(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  grouping: Grouping,
): Built {
  const source = grouping.source ?? def.source ?? 'facts';
  const bucket = grouping.time && source !== 'accounts' ? def.bucket : 'none';
  // A page of accounts or customers is read by its accounts' key, not picked out of every account's facts
  // (a page of operators or departments holds most accounts: reading them all is quicker).
  const accounts =
    grouping.restrict && (def.dimensions[0] === 'account' || def.dimensions[0] === 'customer')
      ? sql`select a.id from ad_accounts a where ${grouping.restrict}`
      : undefined;
  const measures = grouping.measures ?? def.measures;
  const dimensions = grouping.dims ? def.dimensions : [];
  const columns = summedParts(measures);
  const teams = source === 'facts' && bucket === 'hour' && byTeams(dimensions, measures, query, ctx.scope);
  // Flat rows, and the totals that count them, are one per account and period; so are the rows of measures
  // that count them.
  const onePerAccount = Boolean(grouping.flat || grouping.unkeyed || countsRows(measures));
  const read = sourceRows(source, range, {
    bucket,
    today: ctx.today,
    upToHour: grouping.upToHour,
    accounts,
    columns,
    teams,
    onePerAccount,
  });
  // Where rows are counted, over the whole range the months, weeks, days and hours it is read from are summed
  // per account first; a time bucket's parts are one per period already (sources.ts).
  const summable = source === 'facts' || source === 'planFacts';
  const rows = summable && bucket === 'none' && onePerAccount ? perAccount(read, columns) : read;
  const keys: [string, SQL][] = [];
  const outputs: [string, SQL][] = [];
  const lookups: SQL[] = [];
  for (const d of dimensions) {
    const dimension = DIMENSIONS[d];
    keys.push([d, dimension.on]);
    Object.entries(dimension.columns).forEach(([key, expr], i) => {
      if (i > 0 && grouping.idsOnly) return;
      outputs.push([key, expr]);
    });
    if (dimension.lookup && !grouping.idsOnly) lookups.push(dimension.lookup);
  }
  if (bucket !== 'none' && !grouping.unkeyed) {
    keys.push(['time', bucket === 'hour' ? sql`f.hour` : sql`f.period`]);
    outputs.push([
      TIME_COLUMN[bucket].key,
      bucket === 'hour' ? sql`k.time` : sql`to_char(k.time, 'YYYY-MM-DD')`,
    ]);
  }
  const measureColumns = measures.map((m): [string, SQL] => [
    measureKey(m),
    grouping.flat ? rowMeasureSql(m)! : measureSql(m),
  ]);
  for (const [key] of measureColumns) outputs.push([key, sql`k.${sql.identifier(key)}`]);

  // Every join any dimension needs, so that filters and measures may use them too (unused ones are dropped by
  // the planner: they are left joins on unique keys).
  const joins = sql.join(
    Object.entries(DIMENSIONS)
      .filter(([key]) => !teams || OF_A_TEAM.has(key as DimensionKey))
      .map(([, d]) => d.join)
      .filter((j): j is SQL => Boolean(j)),
    sql` `,
  );
  const filters = [
    scopeFilter(ctx.scope, SCOPE_ON_A),
    query.deptId ? sql`a.department_id = ${query.deptId}` : undefined,
    query.groupId ? sql`a.group_id = ${query.groupId}` : undefined,
    query.operatorId ? sql`a.operator_id = ${query.operatorId}` : undefined,
    query.customerId ? sql`a.customer_id = ${query.customerId}` : undefined,
    query.accountId ? sql`a.id = ${query.accountId}` : undefined,
    query.product ? sql`a.product = ${query.product}` : undefined,
    grouping.restrict,
  ].filter((f): f is SQL => f !== undefined);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const named = (parts: [string, SQL][]) =>
    sql.join(
      parts.map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
      sql`, `,
    );
  return {
    keys: keys.map(([, expr]) => expr),
    inner: named([...keys, ...measureColumns]),
    // The teams' rows carry what filters and dimensions read of an account themselves. Every other fact has its
    // account, so a left join is the same join, and one the planner drops when nothing reads the account.
    from: teams
      ? sql`from (${rows}) f cross join lateral (select ${teamColumnsOf('f')}) a ${joins} ${where}`
      : sql`from (${rows}) f left join ad_accounts a on a.id = f.account_id ${joins} ${where}`,
    select: named(outputs),
    lookups: sql.join(lookups, sql` `),
    sortable: Object.fromEntries(outputs.map(([key]) => [key, sql`${sql.identifier(key)}`])),
  };
}

/** What the teams' hours (team_hourly) know of an account: where it is placed, not who it is. */
const OF_A_TEAM = new Set<DimensionKey>(['department', 'group', 'operator', 'product']);

/**
 * Whether hours can be read as the teams' sums: grouped and filtered by what a team is made of, within a scope
 * of departments, groups or operators, summing the hours' own measures.
 */
function byTeams(dimensions: DimensionKey[], measures: Measure[], query: ReportQuery, scope: DataScope) {
  return (
    dimensions.every((d) => OF_A_TEAM.has(d)) &&
    !query.customerId &&
    !query.accountId &&
    !scope.salesIds.length &&
    measures.every((m) => typeof m === 'string' && summedParts([m]).every((k) => SUMMED[k].hourly))
  );
}

const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/**
 * The report's rows: the inner query grouped by `groupBy` (a GROUP BY clause, or none for flat rows), with
 * `extra` inner columns carried through, then named and looked up.
 */
function rowsOf(b: Built, groupBy: SQL | null, extra: [string, SQL][] = []): SQL {
  const extras = extra.map(([key, expr]) => sql`, ${expr} as ${sql.identifier(key)}`);
  const carried = extra.map(([key]) => sql`, k.${sql.identifier(key)}`);
  return sql`select ${b.select}${sql.join(carried, sql``)}
    from (select ${b.inner}${sql.join(extras, sql``)} ${b.from} ${groupBy ?? sql``}) k ${b.lookups}`;
}

const groupByKeys = (b: Built) => (b.keys.length ? sql`group by ${list(b.keys)}` : sql``);

const selectOf = (b: Built) => rowsOf(b, groupByKeys(b));

/** What GROUPING(keys) answers for the rows of a set: a bit, from the right, for each key not grouped by. */
const maskOf = (keys: SQL[], set: SQL[]) =>
  keys.reduce((mask, key, i) => (set.includes(key) ? mask : mask | (1 << (keys.length - 1 - i))), 0);

/**
 * One scan for a page and the totals: the query groups by several sets at once (the rows' keys, and the
 * coarser ones the totals need); the rows of the first set are sorted and paged, with their count, and every
 * row of the other sets comes along. `grouping_set` tells them apart (GROUPING(): a bit per key not grouped by).
 */
async function pageWithTotals(
  db: Executor,
  b: Built,
  sets: SQL[][],
  order: SQL,
  query: ReportQuery,
): Promise<{ page: Record<string, unknown>[]; others: Record<string, unknown>[]; total: number }> {
  const pageSet = maskOf(b.keys, sets[0]!);
  const grouped = rowsOf(b, sql`group by grouping sets (${list(sets.map((set) => sql`(${list(set)})`))})`, [
    ['grouping_set', sql`grouping(${list(b.keys)})`],
  ]);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with g as materialized (${grouped})
        select * from (
          (select p.*, (select count(*) from g where grouping_set = ${pageSet}) as total_rows,
                  row_number() over () as position
           from (select * from g where grouping_set = ${pageSet} order by ${order}
                 limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) p)
          union all
          (select *, null, null from g where grouping_set <> ${pageSet})) x`,
  );
  const others = rows.filter((r) => Number(r.grouping_set) !== pageSet);
  const page = rows
    .filter((r) => Number(r.grouping_set) === pageSet)
    .sort((x, y) => Number(x.position) - Number(y.position));
  const total = page.length ? Number(page[0]!.total_rows) : 0;
  for (const row of page) {
    delete row.total_rows;
    delete row.position;
    delete row.grouping_set;
  }
  return { page, others, total };
}

function orderOf(sort: string, sortable: Record<string, SQL>): SQL {
  const key = sort.replace(/^-/, '');
  const column = sortable[key];
  if (!column)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'sort', reason: '@unknownSort', sort: key });
  return sql`${column} ${sql.raw(sort.startsWith('-') ? 'desc' : 'asc')} nulls last`;
}

/** Sums arrive as numeric text (bigint, numeric); names, days and codes, a platform id among them, stay text. */
function numeric(columns: ReportColumn[]) {
  const figures = columns.filter((c) => !TEXT_KINDS.has(c.kind)).map((c) => c.key);
  // In place: an export holds a hundred thousand rows.
  return (row: Record<string, unknown>) => {
    for (const key of figures) if (typeof row[key] === 'string') row[key] = Number(row[key]);
    return row as ReportRow;
  };
}

/** The range a query asks for, or the definition's default. */
function rangeOf(def: ReportDefinition, query: ReportQuery, today: string): [string, string] {
  const [start, end] =
    query.start || query.end
      ? [query.start ?? query.end!, query.end ?? query.start!]
      : defaultRange(def.range, today);
  if (start > end)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'start', reason: '@startAfterEnd' });
  return [start, end];
}

export async function runReport(
  def: ReportDefinition,
  query: ReportQuery,
  ctx: RunContext,
): Promise<ReportResult> {
  const range = rangeOf(def, query, ctx.today);
  const result =
    def.layout === 'pivot' ? await runPivot(def, range, query, ctx) : await runList(def, range, query, ctx);
  return {
    ...result,
    start: range[0],
    end: range[1],
    ...(def.chart ? { chart: def.chart } : {}),
    ...(def.live ? { live: true } : {}),
    ...(def.heat ? { heat: true } : {}),
  };
}

type Answer = Pick<ReportResult, 'columns' | 'rows' | 'total' | 'summary'>;

async function runList(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): Promise<Answer> {
  // Every row (an export): the comparisons read all rows anyway, so first, and their rows are let go before
  // the page's arrive.
  const everyRow = query.pageSize > MAX_PAGE_KEYS;
  const early = everyRow ? await comparisonBases(def, range, query, ctx, undefined) : null;
  const { page, others, total } = flatRows(def)
    ? await flatPage(def, range, query, ctx)
    : await groupedPage(def, range, query, ctx);
  const columns = columnsOf(def);
  const figures = numeric(columns);
  const rows = page.map(figures);
  const summary = figures(others[0] ?? {});
  for (const m of def.measures) if (typeof m !== 'string' && m.totals === false) summary[m.key] = null;
  for (const key of [...columns.filter((c) => c.dimension).map((c) => c.key), 'grouping_set'])
    delete summary[key];
  const [bases] = await Promise.all([
    early ?? comparisonBases(def, range, query, ctx, pageKeys(def, rows)),
    addExtras(def, range, query, ctx, rows),
  ]);
  applyComparisons(def, bases, rows);
  return { columns, rows, total, summary };
}

/**
 * The page and the totals. Over the whole range one scan gives both (grouping sets); with a time bucket the
 * totals are read apart, from the coarsest rollups the range allows (months, weeks), while the rows' grouping
 * runs as a plain GROUP BY, which PostgreSQL may spread over its workers.
 */
async function groupedPage(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
) {
  const grouped = build(def, range, query, ctx, { dims: true, time: true });
  const order = orderOf(query.sort ?? def.sort, grouped.sortable);
  if (def.bucket === 'none') return pageWithTotals(ctx.db, grouped, [grouped.keys, []], order, query);
  const totals = build(def, range, query, ctx, { dims: false, time: false });
  const [page, others] = await Promise.all([
    queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select *, count(*) over () as total_rows from (${selectOf(grouped)}) x order by ${order}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<Record<string, unknown>>(ctx.db, selectOf(totals)),
  ]);
  const total = page.length ? Number(page[0]!.total_rows) : 0;
  for (const row of page) delete row.total_rows;
  return { page, others, total };
}

/** What an account says of itself: a report grouped by these and the account has one row per account. */
const OF_AN_ACCOUNT = new Set<DimensionKey>([
  'account',
  'customer',
  'operator',
  'department',
  'group',
  'product',
  'category',
]);

/**
 * Whether a report's rows are the fact rows themselves: by account (and what an account says of itself) and
 * by day, or summed per account and period already (weeks, months, the whole range), with measures a row
 * has. Then there is nothing to group, and the page is a top-N cut of the rows.
 */
function flatRows(def: ReportDefinition): boolean {
  return (
    (def.source ?? 'facts') === 'facts' &&
    def.bucket !== 'hour' &&
    def.dimensions[0] === 'account' &&
    def.dimensions.every((d) => OF_AN_ACCOUNT.has(d)) &&
    def.measures.every((m) => rowMeasureSql(m) !== null)
  );
}

async function flatPage(def: ReportDefinition, range: [string, string], query: ReportQuery, ctx: RunContext) {
  const rows = build(def, range, query, ctx, { dims: true, time: true, flat: true });
  const totals = build(def, range, query, ctx, { dims: false, time: true, unkeyed: true });
  const sort = query.sort ?? def.sort;
  const order = orderOf(sort, rows.sortable);
  const paging = sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  // Sorted by a figure, the page is cut before the names are looked up for its rows only.
  const byFigure = def.measures.some((m) => measureKey(m) === sort.replace(/^-/, ''));
  const [page, others] = await Promise.all([
    queryRows<Record<string, unknown>>(
      ctx.db,
      byFigure
        ? sql`${rowsOf(rows, sql`order by ${order} ${paging}`)} order by ${order}`
        : sql`select * from (${rowsOf(rows, null)}) x order by ${order} ${paging}`,
    ),
    // Every fact row is a report row: their count is the report's.
    queryRows<Record<string, unknown>>(ctx.db, rowsOf(totals, null, [['total_rows', sql`count(*)`]])),
  ]);
  return { page, others, total: Number(others[0]?.total_rows ?? 0) };
}

/** Only the rows of this page, by their first dimension: what a comparison, an extra or a pivot's cells need. */
function pageKeys(def: ReportDefinition, rows: Record<string, unknown>[]): SQL | undefined {
  const first = def.dimensions[0];
  if (!first) return undefined;
  const ids = pageIds(def, rows);
  if (ids === null) return undefined;
  return ids.length ? sql`${DIMENSIONS[first].on} in ${ids}` : sql`false`;
}

/** Past this many keys (an export's rows) reading everything is cheaper than naming them all. */
const MAX_PAGE_KEYS = 1000;

/** The ids of the page's rows by their first dimension; null when there are too many to name. */
function pageIds(def: ReportDefinition, rows: Record<string, unknown>[]): (string | number)[] | null {
  const first = def.dimensions[0];
  if (!first) return [];
  const idColumn = keyColumn(first);
  const ids = [...new Set(rows.map((r) => r[idColumn]).filter((v) => v !== null && v !== undefined))] as (
    string | number
  )[];
  return ids.length > MAX_PAGE_KEYS ? null : ids;
}

/** A row's identity: its dimensions' keys, and with `time` its period. */
function rowKeyOf(def: ReportDefinition) {
  const keys = def.dimensions.map(keyColumn);
  const time = timeKey(def.bucket);
  return (row: Record<string, unknown>, withTime = false) =>
    [...keys.map((k) => String(row[k])), ...(withTime && time ? [String(row[time])] : [])].join('|');
}

/** The compared measure over each comparison's shifted range, by row key. */
type Bases = [Comparison, Map<string, number>][];

/** Reads the compared measure over each comparison's shifted range: for the rows `restrict` picks, or all. */
async function comparisonBases(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  restrict: SQL | undefined,
): Promise<Bases> {
  const compared = def.compared ?? 'fee';
  const keyOf = rowKeyOf(def);
  const time = timeKey(def.bucket);
  const days = dodDays(range, def.bucket);
  // Each comparison is a query of its own; they run side by side.
  return Promise.all(
    (def.comparisons ?? []).map(async (c): Promise<[Comparison, Map<string, number>]> => {
      const before = build(def, shiftedRange(c, range, def.bucket), query, ctx, {
        dims: true,
        time: true,
        restrict,
        measures: [compared],
        idsOnly: true,
      });
      const previous = await queryRows<Record<string, unknown>>(ctx.db, selectOf(before));
      // A row of the shifted range answers for the row whose time is one step ahead.
      const forward = (r: Record<string, unknown>) =>
        time === null || time === 'hour' ? r : { ...r, [time]: step(c, String(r[time]), 1, days) };
      return [c, new Map(previous.map((r) => [keyOf(forward(r), true), Number(r[compared] ?? 0)]))];
    }),
  );
}

/** Fills `<measure>_<comparison>` of each row (and the compared value beside it, where the page shows it). */
function applyComparisons(def: ReportDefinition, bases: Bases, rows: ReportRow[]) {
  const compared = def.compared ?? 'fee';
  const keyOf = rowKeyOf(def);
  for (const [c, previousBy] of bases) {
    for (const row of rows) {
      const base = previousBy.get(keyOf(row, true));
      if (def.comparisonBase) row[baseKey(compared, c)] = base ?? 0;
      row[changeKey(compared, c)] = change(Number(row[compared] ?? 0), base);
    }
  }
}

async function addExtras(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  rows: ReportRow[],
) {
  if (!def.extras?.length || !rows.length) return;
  const keyOf = rowKeyOf(def);
  const x: ExtraContext = {
    db: ctx.db,
    query,
    range,
    today: ctx.today,
    hour: ctx.hour,
    dimension: def.dimensions[0],
    ids: pageIds(def, rows),
    keyOf,
    async over(other: [string, string], lookup: Lookup) {
      const built = build(def, other, query, ctx, {
        dims: true,
        time: lookup.time ?? false,
        restrict: pageKeys(def, rows),
        measures: lookup.measures,
        source: lookup.source,
        upToHour: lookup.upToHour,
        idsOnly: true,
      });
      const found = await queryRows<Record<string, unknown>>(ctx.db, selectOf(built));
      return new Map(found.map((r) => [keyOf(r, lookup.time), r]));
    },
  };
  // Each extra fills columns of its own.
  await Promise.all(def.extras.map((e) => EXTRAS[e].fill(rows, x)));
}

/** Every period of the range in the bucket, as the rows name them. */
function periodsOf(bucket: Bucket, [start, end]: [string, string]): string[] {
  if (bucket === 'hour') return Array.from({ length: 24 }, (_, h) => String(h));
  const first = bucket === 'week' ? weekStart(start) : bucket === 'month' ? monthStart(start) : start;
  const periods: string[] = [];
  for (let p = first; p <= end;) {
    periods.push(p);
    p = bucket === 'week' ? addDays(p, 7) : bucket === 'month' ? monthStart(addDays(p, 31)) : addDays(p, 1);
  }
  return periods;
}

/**
 * The pivot: a page of the dimensions' rows (ordered by their total), then their cells per period, and the
 * totals of each period over every row.
 */
async function runPivot(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): Promise<Answer> {
  const measure = def.measures[0]!;
  const measureName = measureKey(measure);
  // The rows by their dimensions over the whole range (paged, with the grand total), and each period's total.
  const keyed = build(def, range, query, ctx, { dims: true, time: false });
  const byPeriod = build(def, range, query, ctx, { dims: false, time: true });
  const order = orderOf(query.sort ?? def.sort, keyed.sortable);
  const [{ page, others, total }, periodTotals] = await Promise.all([
    pageWithTotals(ctx.db, keyed, [keyed.keys, []], order, query),
    queryRows<Record<string, unknown>>(ctx.db, selectOf(byPeriod)),
  ]);
  const [grandRow] = others;
  const time = timeKey(def.bucket)!;
  const cells = build(def, range, query, ctx, { dims: true, time: true, restrict: pageKeys(def, page) });
  const cellRows = await queryRows<Record<string, unknown>>(ctx.db, selectOf(cells));
  const keyOf = rowKeyOf(def);
  const cellsBy = new Map<string, Record<string, number>>();
  for (const c of cellRows) {
    const row = cellsBy.get(keyOf(c)) ?? {};
    row[`p_${String(c[time])}`] = Number(c[measureName] ?? 0);
    cellsBy.set(keyOf(c), row);
  }
  const periods = periodsOf(def.bucket, range);
  const metric = measureColumn(measure);
  const columns: ReportColumn[] = [
    ...dimensionColumns(def),
    ...periods.map((p) => ({
      key: `p_${p}`,
      zh: def.bucket === 'hour' ? `${p.padStart(2, '0')}:00` : p,
      en: def.bucket === 'hour' ? `${p.padStart(2, '0')}:00` : p,
      kind: metric.kind,
      sortable: false,
    })),
    { ...metric, zh: '合计', en: 'Total' },
  ].map((c) => (def.drills?.[c.key] ? { ...c, drill: def.drills[c.key] } : c));
  const figures = numeric(columns);
  const rows = page.map((r) => {
    const row = figures(r);
    const cellsOfRow = cellsBy.get(keyOf(r)) ?? {};
    for (const p of periods) row[`p_${p}`] = cellsOfRow[`p_${p}`] ?? 0;
    return row;
  });
  const { grouping_set: _, ...grand } = grandRow ?? {};
  const summary = figures(grand);
  for (const key of columns.filter((c) => c.dimension).map((c) => c.key)) delete summary[key];
  delete summary[time];
  for (const p of periods) {
    const t = periodTotals.find((r) => String(r[time]) === p);
    summary[`p_${p}`] = Number(t?.[measureName] ?? 0);
  }
  return { columns, rows, total, summary };
}
