import { sql, type SQL } from 'drizzle-orm';
import {
  PIVOT_MAX_DAYS,
  REPORT_MAX_DAYS,
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
import { scopeFilter } from '../scope/dataScope';
import { accountScopeOn } from '../modules/base/visibility';
import { keysOf, type SummedBy } from '../facts/writer';
import { addDays, assertLoopable, daysBetween, monthEnd, monthStart, weekStart } from '../time';
import {
  baseKey,
  change,
  changeKey,
  comparedParts,
  comparisonColumns,
  dodDays,
  shiftedRange,
  step,
  type ComparedSpan,
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
import { factsUntil, hoursFrom, perAccount, sourceParts, union, type SourceKey } from './sources';

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
  /** The last day the daily facts hold (segments.ts), read by runReport where it matters. */
  factsUntil?: string | null;
  /** The first day whose hours are held (hours are kept for a few weeks), read by runReport where it matters. */
  hoursFrom?: string | null;
}

/** The data scope on the fact rows' account, `a` (as accountScopeColumns reads it on the account table). */
const SCOPE_ON_A = accountScopeOn('a');

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

/** The columns of a report over a range: the comparisons' titles say what they compare over it. */
export function columnsOf(def: ReportDefinition, range: [string, string], today: string): ReportColumn[] {
  const compared = def.compared ?? 'fee';
  const span: ComparedSpan = { days: dodDays(range, def.bucket), underWay: range[1] >= today };
  const columns = [
    ...dimensionColumns(def),
    ...def.measures.map(measureColumn),
    ...(def.comparisons ?? []).flatMap((c) =>
      comparisonColumns(compared, c, def.comparisonBase ?? false, span),
    ),
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
  /** The same of each part the flat rows are read from, where there are several (sources.ts, sourceParts). */
  fromParts?: SQL[];
  /** The outer query's columns over `k` and the lookups. */
  select: SQL;
  /** The same columns of the total of every row (grouped by nothing): its measures, no names to look up. */
  totalSelect: SQL;
  lookups: SQL;
  sortable: Record<string, SQL>;
  /** How many of the report's rows the rows `f` stand for: the totals of flat rows. */
  rowCount: SQL;
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
  // A report by hour reads the hours for its totals too, so that they are the sum of the hours it shows.
  const byTime = grouping.time || def.bucket === 'hour';
  const bucket = byTime && source !== 'accounts' ? def.bucket : 'none';
  // A page of accounts or customers is read by its accounts' key, not picked out of every account's facts
  // (a page of operators or departments holds most accounts: reading them all is quicker).
  const within =
    grouping.restrict && (def.dimensions[0] === 'account' || def.dimensions[0] === 'customer')
      ? grouping.restrict
      : undefined;
  const measures = grouping.measures ?? def.measures;
  const dimensions = grouping.dims ? def.dimensions : [];
  const columns = summedParts(measures);
  // Flat rows, and the totals that count them, are one per account and period; so are the rows of measures
  // that count them.
  const onePerAccount = Boolean(grouping.flat || grouping.unkeyed || countsRows(measures));
  // The totals of flat rows count them: those of customers' rows read what the rows read; an account's rows
  // are counted in any sums by what they hold.
  const decidedBy = grouping.unkeyed && def.dimensions[0] !== 'account' ? def.dimensions : dimensions;
  // The facts are summed by customer and team; the plans' hours by team only (team_plan_hourly).
  const rolledUp =
    grouping.upToHour === undefined && (source === 'facts' || (source === 'planFacts' && bucket === 'hour'));
  const summed = rolledUp
    ? summedByOf(decidedBy, bucket, measures, onePerAccount, range, query, ctx)
    : undefined;
  // A page's rows are picked by their first dimension, which the sums must know.
  const summedBy =
    summed &&
    (source === 'facts' || summed === 'team') &&
    (!grouping.restrict || KNOWN[summed].has(def.dimensions[0]!))
      ? summed
      : undefined;
  const parts = sourceParts(source, range, {
    bucket,
    today: ctx.today,
    factsUntil: ctx.factsUntil,
    upToHour: grouping.upToHour,
    within,
    columns,
    summedBy,
    onePerAccount,
  });
  // Where rows are counted, over the whole range the months, weeks, days and hours it is read from are summed
  // per account first; a time bucket's parts are one per period already (sources.ts).
  const summable = source === 'facts' || source === 'planFacts';
  const read = union(parts);
  const perAccountOfAll = summable && bucket === 'none' && onePerAccount && !summedBy;
  const rows = perAccountOfAll ? perAccount(read, columns) : read;
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
  if (bucket !== 'none' && grouping.time && !grouping.unkeyed) {
    keys.push(['time', bucket === 'hour' ? sql`f.hour` : sql`f.period`]);
    outputs.push([
      TIME_COLUMN[bucket].key,
      bucket === 'hour' ? sql`k.time` : sql`to_char(k.time, 'YYYY-MM-DD')`,
    ]);
  }
  // Sums read one per customer and period are each a customer of their report row: the customers', and the
  // operators' customers' where a row is an operator's.
  const perCustomer =
    onePerAccount &&
    (summedBy === 'customer' || (summedBy === 'operatorCustomer' && dimensions.includes('operator')));
  // An operator's customers are rows of their own: in the total of all rows (no key grouped by) a customer of
  // two operators is still one customer, so the total counts them distinct.
  const sharedCustomers = perCustomer && summedBy === 'operatorCustomer' && keys.length > 0;
  const measureColumns = measures.map((m): [string, SQL] => [
    measureKey(m),
    grouping.flat
      ? rowMeasureSql(m)!
      : sharedCustomers && typeof m !== 'string' && m.perCustomer
        ? sql`case when grouping(${list(keys.map(([, expr]) => expr))}) = 0 then ${m.perCustomer} else ${m.sql} end`
        : measureSql(m, perCustomer),
  ]);
  for (const [key] of measureColumns) outputs.push([key, sql`k.${sql.identifier(key)}`]);

  // Every join any dimension needs, so that filters and measures may use them too (unused ones are dropped by
  // the planner: they are left joins on unique keys).
  const joins = sql.join(
    Object.entries(DIMENSIONS)
      .filter(([key]) => !summedBy || KNOWN[summedBy].has(key as DimensionKey))
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
  // The teams' and the customers' rows carry what filters and dimensions read of an account themselves.
  // Every other fact has its account, so a left join is the same join, and one the planner drops when nothing
  // reads the account.
  const fromOf = (facts: SQL) =>
    summedBy
      ? sql`from (${facts}) f cross join lateral (select ${keysOf(summedBy, 'f')}) a ${joins} ${where}`
      : sql`from (${facts}) f left join ad_accounts a on a.id = f.account_id ${joins} ${where}`;
  const named = (parts: [string, SQL][]) =>
    sql.join(
      parts.map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
      sql`, `,
    );
  return {
    keys: keys.map(([, expr]) => expr),
    inner: named([...keys, ...measureColumns]),
    from: fromOf(rows),
    fromParts: grouping.flat && !perAccountOfAll && parts.length > 1 ? parts.map(fromOf) : undefined,
    select: named(outputs),
    totalSelect: named(
      outputs.map(([key, expr]) => [key, measureColumns.some(([m]) => m === key) ? expr : sql`null`]),
    ),
    lookups: sql.join(lookups, sql` `),
    rowCount: summedBy && def.dimensions[0] === 'account' ? sql`coalesce(sum(f.accounts), 0)` : sql`count(*)`,
    sortable: Object.fromEntries(outputs.map(([key]) => [key, sql`${sql.identifier(key)}`])),
  };
}

/** What the summed rollups know of an account: where it is placed (its team, its operator), or its customer. */
const KNOWN: Record<SummedBy, Set<DimensionKey>> = {
  team: new Set(['department', 'group', 'operator', 'product']),
  customer: new Set(['customer']),
  operatorCustomer: new Set(['department', 'group', 'operator', 'customer']),
};

/**
 * Whether the facts can be read as the teams', the customers' or the operators' customers' sums rather than the
 * accounts' (in that order: the fewer rows first): grouped and filtered by nothing an account says besides what
 * those rows know, within a scope they can tell (departments, groups or operators for teams; all, or a sales
 * person's customers, for customers; any for operators' customers), with measures they carry (a team does not
 * know its customers; its hours carry the hours' own measures only). Accounts are counted per period, so where
 * rows are counted (`counted`), a range with no bucket is read so only for one closed day.
 */
function summedByOf(
  dimensions: DimensionKey[],
  bucket: Bucket,
  measures: Measure[],
  counted: boolean,
  [start, end]: [string, string],
  query: ReportQuery,
  { scope, today }: RunContext,
): SummedBy | undefined {
  const of = (by: SummedBy) => dimensions.every((d) => KNOWN[by].has(d));
  const byTeam =
    of('team') &&
    !query.customerId &&
    !query.accountId &&
    !scope.salesIds.length &&
    (bucket === 'hour'
      ? measures.every((m) => typeof m === 'string' && summedParts([m]).every((k) => SUMMED[k].hourly))
      : measures.every((m) => typeof m === 'string' || !m.ofCustomer));
  if (bucket === 'hour') return byTeam ? 'team' : undefined;
  if (bucket === 'none' && counted && !(start === end && end < today)) return undefined;
  if (byTeam) return 'team';
  const byCustomer =
    of('customer') &&
    !query.deptId &&
    !query.groupId &&
    !query.operatorId &&
    !query.accountId &&
    !query.product &&
    (scope.all || !(scope.departmentIds.length || scope.groupIds.length || scope.operatorIds.length));
  if (byCustomer) return 'customer';
  return of('operatorCustomer') && !query.accountId && !query.product ? 'operatorCustomer' : undefined;
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

/**
 * One scan for a page and the total: the query groups by the rows' keys and by nothing at once (grouping sets);
 * the rows are sorted and paged, with their count, and the total of every row comes along. `grouping_set` tells
 * them apart (GROUPING(): a bit per key not grouped by). Sorted by a figure, the page is cut before the names are
 * looked up, for its rows only.
 */
async function pageWithTotal(
  db: Executor,
  b: Built,
  order: SQL,
  query: ReportQuery,
  byFigure: boolean,
): Promise<{
  page: Record<string, unknown>[];
  total: number;
  totalRow: Record<string, unknown> | undefined;
}> {
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

/** The totals row: the measures of the total of every row, empty where a total means nothing. */
const totalsOf = (def: ReportDefinition, total: ReportRow): ReportRow =>
  Object.fromEntries(
    def.measures.map((m) => [
      measureKey(m),
      typeof m !== 'string' && m.totals === false ? null : (total[measureKey(m)] ?? null),
    ]),
  );

/** Whether a report is sorted by one of its figures (not by a name or a period). */
const byFigure = (def: ReportDefinition, sort: string) =>
  def.measures.some((m) => measureKey(m) === sort.replace(/^-/, ''));

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

const maxDaysOf = (def: ReportDefinition) =>
  (def.layout === 'pivot' ? PIVOT_MAX_DAYS : REPORT_MAX_DAYS)[def.bucket];

/** The range a query asks for, or the definition's default. */
function rangeOf(def: ReportDefinition, query: ReportQuery, today: string): [string, string] {
  const [start, end] =
    query.start || query.end
      ? [query.start ?? query.end!, query.end ?? query.start!]
      : defaultRange(def.range, today);
  if (start > end)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'start', reason: '@startAfterEnd' });
  const maxDays = maxDaysOf(def);
  if (daysBetween(start, end) + 1 > maxDays)
    throw new ApiError(Status.INVALID, 'invalidField', {
      field: 'end',
      reason: '@rangeTooLong',
      days: maxDays,
    });
  return [start, end];
}

export async function runReport(
  def: ReportDefinition,
  query: ReportQuery,
  ctx: RunContext,
): Promise<ReportResult> {
  let range = rangeOf(def, query, ctx.today);
  // Only a closed range of facts by week, month or none (a report by day: its totals) reads the period under
  // way whole (segments.ts).
  const closedFacts = (def.source ?? 'facts') === 'facts' && def.bucket !== 'hour' && range[1] < ctx.today;
  if (closedFacts && ctx.factsUntil === undefined) ctx = { ...ctx, factsUntil: await factsUntil(ctx.db) };
  // Hours are kept a few weeks: a report by hour shows the days that have them, a comparison of a day under way
  // reads the day before up to this hour where it has them.
  const readsHours = def.bucket === 'hour' || (Boolean(def.comparisons?.length) && range[1] >= ctx.today);
  if (readsHours && ctx.hoursFrom === undefined)
    ctx = { ...ctx, hoursFrom: await hoursFrom(ctx.db, def.source ?? 'facts') };
  const hoursHeld = def.bucket === 'hour' ? heldRange(range, ctx.hoursFrom ?? null) : null;
  if (hoursHeld) range = hoursHeld;
  const result =
    def.layout === 'pivot' ? await runPivot(def, range, query, ctx) : await runList(def, range, query, ctx);
  return {
    ...result,
    start: range[0],
    end: range[1],
    maxDays: maxDaysOf(def),
    ...(def.bucket === 'hour' ? { heldFrom: ctx.hoursFrom ?? range[1] } : {}),
    ...(def.chart ? { chart: def.chart } : {}),
    ...(def.live ? { live: true } : {}),
    ...(def.heat ? { heat: true } : {}),
  };
}

/**
 * The days of a range that have hours, from `from` on (null: none has; the range's last day then stands for an
 * empty one). The range as it is when all of it has them.
 */
function heldRange([start, end]: [string, string], from: string | null): [string, string] | null {
  if (from !== null && from <= start) return null;
  if (from === null || from > end) return [end, end];
  return [from, end];
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
  const { page, totalRow, total } = flatRows(def, range, query, ctx)
    ? await flatPage(def, range, query, ctx)
    : await groupedPage(def, range, query, ctx);
  const columns = columnsOf(def, range, ctx.today);
  const figures = numeric(columns);
  const rows = page.map(figures);
  const summary = totalsOf(def, figures(totalRow ?? {}));
  const [bases] = await Promise.all([
    early ?? comparisonBases(def, range, query, ctx, pageKeys(def, rows)),
    addExtras(def, range, query, ctx, rows, summary),
    compareTotals(def, range, query, ctx, summary),
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
  const sort = query.sort ?? def.sort;
  const order = orderOf(sort, grouped.sortable);
  if (def.bucket === 'none') return pageWithTotal(ctx.db, grouped, order, query, byFigure(def, sort));
  const totals = build(def, range, query, ctx, { dims: false, time: false });
  if (!def.dimensions.length && def.bucket !== 'hour' && sort.replace(/^-/, '') === timeKey(def.bucket)) {
    const [series, [totalRow]] = await Promise.all([
      seriesPage(def, range, query, ctx, order, sort.startsWith('-')),
      queryRows<Record<string, unknown>>(ctx.db, selectOf(totals)),
    ]);
    return { ...series, totalRow };
  }
  const [page, [totalRow]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select *, count(*) over () as total_rows from (${selectOf(grouped)}) x order by ${order}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<Record<string, unknown>>(ctx.db, selectOf(totals)),
  ]);
  const total = page.length ? Number(page[0]!.total_rows) : 0;
  for (const row of page) delete row.total_rows;
  return { page, total, totalRow };
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
  order: SQL,
  latestFirst: boolean,
) {
  const key = timeKey(def.bucket)!;
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
    sql`select * from (${selectOf(grouped)}) x order by ${order}`,
  );
  return { page, total: periods.length };
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
 * has; or by customer and period, read from the customers' rollups. Then there is nothing to group, and the
 * page is a top-N cut of the rows.
 */
function flatRows(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): boolean {
  if ((def.source ?? 'facts') !== 'facts' || def.bucket === 'hour') return false;
  if (!def.measures.every((m) => rowMeasureSql(m) !== null)) return false;
  if (def.dimensions[0] === 'account') return def.dimensions.every((d) => OF_AN_ACCOUNT.has(d));
  return (
    def.bucket !== 'none' &&
    def.dimensions.length === 1 &&
    def.dimensions[0] === 'customer' &&
    summedByOf(def.dimensions, def.bucket, def.measures, true, range, query, ctx) === 'customer'
  );
}

async function flatPage(def: ReportDefinition, range: [string, string], query: ReportQuery, ctx: RunContext) {
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
  const [page, [totalRow]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      ctx.db,
      !figure
        ? sql`select * from (${rowsOf(rows, null)}) x order by ${order} ${paging}`
        : rows.fromParts
          ? sql`select ${rows.select} from (select * from (${union(rows.fromParts.map(cut))}) u
              order by ${order} ${paging}) k ${rows.lookups} order by ${order}`
          : sql`${rowsOf(rows, sql`order by ${order} ${paging}`)} order by ${order}`,
    ),
    // Every fact row is a report row: their count is the report's.
    queryRows<Record<string, unknown>>(ctx.db, rowsOf(totals, null, [['total_rows', totals.rowCount]])),
  ]);
  const total = Number(totalRow?.total_rows ?? 0);
  delete totalRow?.total_rows;
  return { page, total, totalRow };
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
  // Called for every row of an export: no arrays on the way.
  return (row: Record<string, unknown>, withTime = false) => {
    let key = '';
    for (const k of keys) key += `${String(row[k])}|`;
    return withTime && time ? key + String(row[time]) : key;
  };
}

/**
 * Values by a row's identity (its dimensions' ids, then its period) as nested maps of the ids themselves: an
 * export compares a hundred thousand rows, and building a key string for each costs more than the lookups.
 */
class ByRow {
  private readonly root = new Map<unknown, unknown>();
  private readonly outer: string[];
  private readonly last: string;
  constructor(private readonly columns: string[]) {
    this.outer = columns.slice(0, -1);
    this.last = columns.at(-1)!;
  }
  set(row: Record<string, unknown>, value: number) {
    let map = this.root;
    for (const column of this.outer) {
      let next = map.get(row[column]) as Map<unknown, unknown> | undefined;
      if (!next) map.set(row[column], (next = new Map()));
      map = next;
    }
    map.set(row[this.last], value);
  }
  /** Adds to what a row has (a period read in parts). */
  add(row: Record<string, unknown>, value: number) {
    this.set(row, (this.get(row) ?? 0) + value);
  }
  get(row: Record<string, unknown>): number | undefined {
    let found: unknown = this.root;
    for (const column of this.columns) found = (found as Map<unknown, unknown> | undefined)?.get(row[column]);
    return found as number | undefined;
  }
}

/** The columns that identify a report's row and its period. */
const identityOf = (def: ReportDefinition) => [
  ...def.dimensions.map(keyColumn),
  ...(timeKey(def.bucket) ? [timeKey(def.bucket)!] : []),
];

/** The compared measure over each comparison's shifted range, by row. */
type Bases = [Comparison, ByRow | null][];

/** Whether a report by hour has the hours it would compare with (they are kept a few weeks); null: none to show. */
const comparable = (def: ReportDefinition, c: Comparison, range: [string, string], ctx: RunContext) =>
  def.bucket !== 'hour' ||
  (Boolean(ctx.hoursFrom) && shiftedRange(c, range, def.bucket)[0] >= ctx.hoursFrom!);

/** A part of the range a comparison reads: its days, and for a day under way the hour it is read up to. */
type ComparedRead = [range: [string, string], upToHour: number | undefined];

/**
 * What a comparison reads: a period under way is compared with the same elapsed part of the one before (the
 * day the range's today falls on read up to the hour it is now, where its hours are held; else whole). Rows by
 * hour are whole hours already, each compared with the same hour before; their totals are not.
 */
function comparedReads(
  def: ReportDefinition,
  c: Comparison,
  range: [string, string],
  ctx: RunContext,
  rows: boolean,
): ComparedRead[] {
  if (rows && def.bucket === 'hour') return [[shiftedRange(c, range, def.bucket), undefined]];
  const { whole, upToNow } = comparedParts(c, range, def.bucket, ctx.today);
  const reads: ComparedRead[] = whole ? [[whole, undefined]] : [];
  if (upToNow) {
    const held = Boolean(ctx.hoursFrom) && upToNow >= ctx.hoursFrom!;
    reads.push([[upToNow, upToNow], held ? ctx.hour : undefined]);
  }
  return reads;
}

/** Reads the compared measure over each comparison's shifted range: for the rows `restrict` picks, or all. */
async function comparisonBases(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  restrict: SQL | undefined,
): Promise<Bases> {
  const compared = def.compared ?? 'fee';
  const time = timeKey(def.bucket);
  const days = dodDays(range, def.bucket);
  const read = async (shifted: [string, string], upToHour: number | undefined) => {
    // A report whose rows are the fact rows reads the compared ones as rows too, with nothing to group.
    const flat = upToHour === undefined && flatRows(def, shifted, query, ctx);
    const before = build(def, shifted, query, ctx, {
      dims: true,
      time: true,
      restrict,
      measures: [compared],
      idsOnly: true,
      flat,
      upToHour,
    });
    return queryRows<Record<string, unknown>>(ctx.db, flat ? rowsOf(before, null) : selectOf(before));
  };
  // Each comparison is a query of its own (two where a period is under way); they run side by side.
  return Promise.all(
    (def.comparisons ?? []).map(async (c): Promise<[Comparison, ByRow | null]> => {
      if (!comparable(def, c, range, ctx)) return [c, null];
      const parts = await Promise.all(
        comparedReads(def, c, range, ctx, true).map(([days, upToHour]) => read(days, upToHour)),
      );
      // A row of the shifted range answers for the row whose time is one step ahead (a period's step worked out
      // once: an export's rows share a few hundred periods).
      const ahead = new Map<string, string>();
      const stepped = (period: string) => {
        if (!ahead.has(period)) ahead.set(period, step(c, period, 1, days));
        return ahead.get(period)!;
      };
      const forward = (r: Record<string, unknown>) => {
        if (time !== null && time !== 'hour') r[time] = stepped(String(r[time]));
        return r;
      };
      const byRow = new ByRow(identityOf(def));
      for (const r of parts.flat()) byRow.add(forward(r), Number(r[compared] ?? 0));
      return [c, byRow];
    }),
  );
}

/** Fills `<measure>_<comparison>` of each row (and the compared value beside it, where the page shows it). */
function applyComparisons(def: ReportDefinition, bases: Bases, rows: ReportRow[]) {
  const compared = def.compared ?? 'fee';
  for (const [c, previousBy] of bases) {
    const [baseColumn, changeColumn] = [baseKey(compared, c), changeKey(compared, c)];
    for (const row of rows) {
      const base = previousBy ? (previousBy.get(row) ?? 0) : null;
      if (def.comparisonBase) row[baseColumn] = base;
      row[changeColumn] = change(Number(row[compared] ?? 0), base ?? undefined);
    }
  }
}

/**
 * The totals row's comparisons: the compared measure of every row the filters keep over the range compared with
 * (the same elapsed part of a period under way, whatever the rows are).
 */
async function compareTotals(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  summary: ReportRow,
) {
  const compared = def.compared ?? 'fee';
  const sumOf = async (shifted: [string, string], upToHour: number | undefined) => {
    const built = build(def, shifted, query, ctx, {
      dims: false,
      time: false,
      measures: [compared],
      upToHour,
    });
    const [row] = await queryRows<Record<string, unknown>>(ctx.db, selectOf(built));
    return Number(row?.[compared] ?? 0);
  };
  await Promise.all(
    (def.comparisons ?? []).map(async (c) => {
      if (!comparable(def, c, range, ctx)) return;
      const sums = await Promise.all(
        comparedReads(def, c, range, ctx, false).map(([days, upToHour]) => sumOf(days, upToHour)),
      );
      const base = sums.reduce((a, b) => a + b, 0);
      if (def.comparisonBase) summary[baseKey(compared, c)] = base;
      summary[changeKey(compared, c)] = change(Number(summary[compared] ?? 0), base);
    }),
  );
}

async function addExtras(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  rows: ReportRow[],
  summary: ReportRow,
) {
  if (!def.extras?.length) return;
  const keyOf = rowKeyOf(def);
  const lookupOf = (other: [string, string], lookup: Lookup, grouping: Partial<Grouping>) =>
    build(def, other, query, ctx, {
      dims: true,
      time: lookup.time ?? false,
      measures: lookup.measures,
      source: lookup.source,
      upToHour: lookup.upToHour,
      idsOnly: true,
      ...grouping,
    });
  const x: ExtraContext = {
    db: ctx.db,
    scope: ctx.scope,
    query,
    range,
    today: ctx.today,
    hour: ctx.hour,
    dimension: def.dimensions[0],
    ids: pageIds(def, rows),
    keyOf,
    async over(other, lookup) {
      const built = lookupOf(other, lookup, { restrict: pageKeys(def, rows) });
      const found = await queryRows<Record<string, unknown>>(ctx.db, selectOf(built));
      return new Map(found.map((r) => [keyOf(r, lookup.time), r]));
    },
    async overAll(other, lookup) {
      const built = lookupOf(other, lookup, { dims: false, time: false });
      const [found] = await queryRows<Record<string, unknown>>(ctx.db, selectOf(built));
      return found ?? {};
    },
  };
  // Each extra fills columns of its own, on the page's rows and on the totals row.
  await Promise.all(
    def.extras.flatMap((e) => [
      rows.length ? EXTRAS[e].fill(rows, x) : undefined,
      EXTRAS[e].total?.(summary, x),
    ]),
  );
}

/** Every period of the range in the bucket, as the rows name them. */
function periodsOf(bucket: Bucket, [start, end]: [string, string]): string[] {
  if (bucket === 'hour') return Array.from({ length: 24 }, (_, h) => String(h));
  const first = bucket === 'week' ? weekStart(start) : bucket === 'month' ? monthStart(start) : start;
  const periods: string[] = [];
  assertLoopable(first, end);
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
  const [{ page, totalRow: grandRow, total }, periodTotals] = await Promise.all([
    pageWithTotal(ctx.db, keyed, order, query, byFigure(def, query.sort ?? def.sort)),
    queryRows<Record<string, unknown>>(ctx.db, selectOf(byPeriod)),
  ]);
  const time = timeKey(def.bucket)!;
  // Matched to the page's rows by their ids: no names to look up.
  const cells = build(def, range, query, ctx, {
    dims: true,
    time: true,
    restrict: pageKeys(def, page),
    idsOnly: true,
  });
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
  const summary = totalsOf(def, figures(grandRow ?? {}));
  for (const p of periods) {
    const t = periodTotals.find((r) => String(r[time]) === p);
    summary[`p_${p}`] = Number(t?.[measureName] ?? 0);
  }
  return { columns, rows, total, summary };
}
