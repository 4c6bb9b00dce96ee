import { sql, type SQL } from 'drizzle-orm';
import type {
  ReportColumn,
  ReportDrill,
  ReportQuery,
  ReportResult,
  ReportRow,
} from '@adops/common/contract/report';
import { RATIOS, SUMMED, isRatio, type MetricKey, type SummedKey } from '@adops/common/metrics';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { ApiError } from '../http/errors';
import { Status } from '@adops/common/codes';
import { scopeFilter, type ScopeColumns } from '../scope/dataScope';
import { DAILY_MEASURES } from '../facts/writer';
import { addDays, monthStart, weekStart } from '../time';
import { DIMENSIONS, keyColumn, type DimensionKey } from './dimensions';
import { segments, type Bucket, type Segment } from './segments';

/**
 * A report is a definition: what it groups by (dimensions, and a time bucket), which measures of the metric
 * table it shows, which comparisons, the default range and order. The engine turns it into one parameterized
 * query over the facts (rollups for whole weeks and months, days around them, hours for today), within the
 * caller's data scope, with paging, sorting and the totals of all rows.
 */

export type Comparison = 'dod' | 'wow' | 'mom' | 'yoy';

export type DefaultRange = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'last12Months';

export interface ReportDefinition {
  /** The page's route name, the report's URL. */
  name: string;
  dimensions: DimensionKey[];
  bucket: Bucket;
  measures: MetricKey[];
  /** Accounts and customers with spend in the row. */
  counts?: ('spendingAccounts' | 'spendingCustomers')[];
  comparisons?: Comparison[];
  /** The measure the comparisons compare; fee by default. */
  compared?: SummedKey;
  range: DefaultRange;
  sort: string;
  /** A pivot puts the time bucket across: one column per period, the dimensions down. */
  layout?: 'list' | 'pivot';
  /** Cells that open another report: column key → page and URL query (the range and filters go along). */
  drills?: Record<string, ReportDrill>;
}

export interface RunContext {
  db: Executor;
  scope: DataScope;
  today: string;
}

/** The data scope on the fact rows' account, `a` (as accountScopeColumns reads it on the account table). */
const SCOPE_ON_A: ScopeColumns = {
  department: sql`a.department_id`,
  group: sql`a.group_id`,
  operator: sql`a.operator_id`,
  sales: sql`(select sales_id from customers where id = a.customer_id)`,
};

const COUNTS = {
  spendingAccounts: {
    sql: sql`count(distinct f.account_id) filter (where f.fee > 0)`,
    zh: '消耗账户数',
    en: 'Spending accounts',
  },
  spendingCustomers: {
    sql: sql`count(distinct a.customer_id) filter (where f.fee > 0)`,
    zh: '消耗客户数',
    en: 'Spending customers',
  },
} as const;

const COMPARISON_TITLES: Record<Comparison, { zh: string; en: string }> = {
  dod: { zh: '日环比', en: 'DoD' },
  wow: { zh: '周环比', en: 'WoW' },
  mom: { zh: '月环比', en: 'MoM' },
  yoy: { zh: '同比', en: 'YoY' },
};

/** The facts' column of each summed measure, as the fact writer names them. */
const COLUMN_OF = Object.fromEntries(DAILY_MEASURES.map(([column, key]) => [key, column])) as Record<
  SummedKey,
  string
>;
const SUMMED_KEYS = DAILY_MEASURES.map(([, key]) => key);

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
    case 'thisMonth':
      return [`${today.slice(0, 8)}01`, today];
    case 'last12Months':
      return [monthStart(addDays(monthStart(today), -330)), today];
  }
}

const periodExpr = (bucket: Bucket, source: Segment['source']): SQL => {
  const column = source === 'monthly' ? 'month' : source === 'weekly' ? 'week' : 'day';
  switch (bucket) {
    case 'none':
      return sql`null::date`;
    case 'hour':
    case 'day':
      return sql.raw(column);
    case 'week':
      return source === 'weekly' ? sql`week` : sql.raw(`date_trunc('week', ${column})::date`);
    case 'month':
      return source === 'monthly' ? sql`month` : sql.raw(`date_trunc('month', ${column})::date`);
  }
};

/** One SELECT per segment, the same columns each, united. */
function factRows(parts: Segment[], bucket: Bucket): SQL {
  const selects = parts.map((s) => {
    const table = {
      monthly: 'account_monthly',
      weekly: 'account_weekly',
      daily: 'account_daily',
      hourly: 'account_hourly',
    }[s.source];
    const column = s.source === 'monthly' ? 'month' : s.source === 'weekly' ? 'week' : 'day';
    const measures = SUMMED_KEYS.map((k) =>
      s.source === 'hourly' && !SUMMED[k].hourly ? `0::bigint as ${COLUMN_OF[k]}` : COLUMN_OF[k],
    ).join(', ');
    const hour = s.source === 'hourly' && bucket === 'hour' ? sql`hour` : sql`null::smallint`;
    return sql`select account_id, ${periodExpr(bucket, s.source)} as period, ${hour} as hour, ${sql.raw(measures)}
      from ${sql.identifier(table)} where ${sql.identifier(column)} between ${s.from} and ${s.to}`;
  });
  // An empty range still answers the right columns.
  if (!selects.length) {
    return sql`select null::int as account_id, null::date as period, null::smallint as hour, ${sql.raw(
      SUMMED_KEYS.map((k) => `0::bigint as ${COLUMN_OF[k]}`).join(', '),
    )} where false`;
  }
  return sql.join(selects, sql` union all `);
}

const sumOf = (key: SummedKey) => sql.raw(`sum(f.${COLUMN_OF[key]})`);

function measureSql(key: MetricKey): SQL {
  if (!isRatio(key)) return sql`coalesce(${sumOf(key)}, 0)`;
  const r = RATIOS[key];
  return sql`${sumOf(r.numerator)}::float8 * ${r.scale} / nullif(${sumOf(r.denominator)}, 0)`;
}

const TIME_COLUMN: Record<Exclude<Bucket, 'none'>, { key: string; zh: string; en: string }> = {
  hour: { key: 'hour', zh: '小时', en: 'Hour' },
  day: { key: 'day', zh: '日期', en: 'Day' },
  week: { key: 'week', zh: '周', en: 'Week' },
  month: { key: 'month', zh: '月份', en: 'Month' },
};

export function columnsOf(def: ReportDefinition): ReportColumn[] {
  const columns: ReportColumn[] = [];
  for (const d of def.dimensions) {
    for (const [key, title] of Object.entries(DIMENSIONS[d].titles)) {
      columns.push({ key, ...title, kind: 'text', sortable: true, dimension: true });
    }
  }
  if (def.bucket !== 'none') {
    const time = TIME_COLUMN[def.bucket];
    columns.push({ ...time, kind: def.bucket === 'hour' ? 'hour' : 'day', sortable: true, dimension: true });
  }
  for (const m of def.measures) {
    const metric = isRatio(m) ? RATIOS[m] : SUMMED[m];
    columns.push({ key: m, zh: metric.zh, en: metric.en, kind: metric.format, sortable: true });
  }
  for (const c of def.counts ?? []) {
    columns.push({ key: c, zh: COUNTS[c].zh, en: COUNTS[c].en, kind: 'count', sortable: true });
  }
  for (const c of def.comparisons ?? []) {
    columns.push({
      key: `${def.compared ?? 'fee'}_${c}`,
      ...COMPARISON_TITLES[c],
      kind: 'change',
      sortable: false,
    });
  }
  return columns.map((c) => (def.drills?.[c.key] ? { ...c, drill: def.drills[c.key] } : c));
}

interface Built {
  select: SQL;
  from: SQL;
  groupBy: SQL | null;
  sortable: Record<string, SQL>;
}

/** The SELECT, FROM + WHERE and GROUP BY of a definition over a range, filters and scope. */
interface Grouping {
  /** Group by the definition's dimensions. */
  dims: boolean;
  /** Group by its time bucket. */
  time: boolean;
  /** Only these rows (a pivot's page). */
  restrict?: SQL;
}

function build(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  grouping: Grouping,
): Built {
  const bucket = grouping.time ? def.bucket : 'none';
  const parts = segments(range[0], range[1], ctx.today, bucket);
  const dims = grouping.dims ? def.dimensions : [];
  const outputs: [string, SQL][] = [];
  const groupBy: SQL[] = [];
  for (const d of dims) {
    for (const [key, expr] of Object.entries(DIMENSIONS[d].columns)) {
      outputs.push([key, expr]);
      groupBy.push(expr);
    }
  }
  if (bucket !== 'none') {
    const time = bucket === 'hour' ? sql`f.hour` : sql`to_char(f.period, 'YYYY-MM-DD')`;
    outputs.push([TIME_COLUMN[bucket].key, time]);
    groupBy.push(time);
  }
  const measures = new Set<MetricKey>([...def.measures, def.compared ?? 'fee']);
  for (const m of measures) outputs.push([m, measureSql(m)]);
  for (const c of def.counts ?? []) outputs.push([c, COUNTS[c].sql]);

  // Every join any dimension needs, so that filters and sorts may use them too.
  const joins = sql.join(
    Object.values(DIMENSIONS)
      .map((d) => d.join)
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
  return {
    select: sql.join(
      outputs.map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
      sql`, `,
    ),
    from: sql`from (${factRows(parts, bucket)}) f join ad_accounts a on a.id = f.account_id ${joins} ${where}`,
    groupBy: groupBy.length ? sql.join(groupBy, sql`, `) : null,
    sortable: Object.fromEntries(outputs.map(([key]) => [key, sql`${sql.identifier(key)}`])),
  };
}

function orderOf(sort: string, sortable: Record<string, SQL>): SQL {
  const key = sort.replace(/^-/, '');
  const column = sortable[key];
  if (!column)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'sort', reason: '@unknownSort', sort: key });
  return sql`${column} ${sql.raw(sort.startsWith('-') ? 'desc' : 'asc')} nulls last`;
}

/** Sums arrive as numeric text (bigint); names and codes, a platform id among them, stay text. */
const isFigure = (key: string) => key in SUMMED || key in RATIOS || key in COUNTS || key === 'hour';
const numeric = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, isFigure(k) && typeof v === 'string' ? Number(v) : v]),
  ) as ReportRow;

/** A day moved by a comparison's step: back (-1) to the period compared with, or forward (1) from it. */
function step(c: Comparison, day: string, direction: 1 | -1, days: number): string {
  if (c === 'wow') return addDays(day, 7 * direction);
  if (c === 'dod') return addDays(day, days * direction);
  const date = new Date(`${day}T00:00:00Z`);
  if (c === 'mom') date.setUTCMonth(date.getUTCMonth() + direction);
  else date.setUTCFullYear(date.getUTCFullYear() + direction);
  return date.toISOString().slice(0, 10);
}

/** How far `dod` looks back: a day when rows are days or hours, else the whole range's length. */
const dodDays = ([start, end]: [string, string], bucket: Bucket) =>
  bucket === 'none' ? (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 : 1;

/** The range a comparison looks back to: the previous day (or equal period), week, month or year. */
export function shiftedRange(c: Comparison, range: [string, string], bucket: Bucket): [string, string] {
  const days = dodDays(range, bucket);
  return [step(c, range[0], -1, days), step(c, range[1], -1, days)];
}

export async function runReport(
  def: ReportDefinition,
  query: ReportQuery,
  ctx: RunContext,
): Promise<ReportResult> {
  const [start, end] =
    query.start || query.end
      ? [query.start ?? query.end!, query.end ?? query.start!]
      : defaultRange(def.range, ctx.today);
  if (start > end)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'start', reason: '@startAfterEnd' });
  const range: [string, string] = [start, end];
  if (def.layout === 'pivot') return runPivot(def, range, query, ctx);
  const grouped = build(def, range, query, ctx, { dims: true, time: true });
  const totals = build(def, range, query, ctx, { dims: false, time: false });
  const order = orderOf(query.sort ?? def.sort, grouped.sortable);
  const groupBy = grouped.groupBy ? sql`group by ${grouped.groupBy}` : sql``;
  const [page, [summary]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select ${grouped.select}, count(*) over () as total_rows ${grouped.from} ${groupBy}
          order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<Record<string, unknown>>(ctx.db, sql`select ${totals.select} ${totals.from}`),
  ]);
  const total = page.length ? Number(page[0]!.total_rows) : 0;
  const rows = page.map(({ total_rows: _, ...row }) => numeric(row));
  await addComparisons(def, range, query, ctx, rows);
  return { columns: columnsOf(def), rows, total, summary: numeric(summary ?? {}), start, end };
}

/** Only the rows of this page, by their first dimension: what a comparison or a pivot's cells need. */
function pageKeys(def: ReportDefinition, rows: Record<string, unknown>[]): SQL | undefined {
  const first = def.dimensions[0];
  if (!first) return undefined;
  const idColumn = keyColumn(first);
  const ids = [...new Set(rows.map((r) => r[idColumn]).filter((v) => v !== null && v !== undefined))];
  return ids.length ? sql`${DIMENSIONS[first].columns[idColumn]!} in ${ids}` : sql`false`;
}

/** Fills `<measure>_<comparison>` of each row from the same report over the shifted range. */
async function addComparisons(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  rows: ReportRow[],
) {
  const compared = def.compared ?? 'fee';
  const keys = def.dimensions.map(keyColumn);
  const timeKey = def.bucket === 'none' ? null : TIME_COLUMN[def.bucket].key;
  for (const c of def.comparisons ?? []) {
    const shifted = shiftedRange(c, range, def.bucket);
    const before = build(def, shifted, query, ctx, { dims: true, time: true, restrict: pageKeys(def, rows) });
    const previous = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select ${before.select} ${before.from} ${before.groupBy ? sql`group by ${before.groupBy}` : sql``}`,
    );
    // A row of the shifted range answers for the row whose time is one step ahead.
    const days = dodDays(range, def.bucket);
    const forward = (period: unknown) =>
      timeKey === null || timeKey === 'hour' ? String(period) : step(c, String(period), 1, days);
    const keyOf = (row: Record<string, unknown>, shift: boolean) =>
      [
        ...keys.map((k) => String(row[k])),
        ...(timeKey ? [shift ? forward(row[timeKey]) : String(row[timeKey])] : []),
      ].join('|');
    const previousBy = new Map(previous.map((r) => [keyOf(r, true), Number(r[compared] ?? 0)]));
    for (const row of rows) {
      const before = previousBy.get(keyOf(row, false)) ?? 0;
      const now = Number(row[compared] ?? 0);
      row[`${compared}_${c}`] = before ? (now - before) / before : null;
    }
  }
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
): Promise<ReportResult> {
  const measure = def.measures[0]!;
  const keyed = build(def, range, query, ctx, { dims: true, time: false });
  const order = orderOf(query.sort ?? def.sort, keyed.sortable);
  const page = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select ${keyed.select}, count(*) over () as total_rows ${keyed.from} group by ${keyed.groupBy}
        order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const cells = build(def, range, query, ctx, { dims: true, time: true, restrict: pageKeys(def, page) });
  const periodTotals = build(def, range, query, ctx, { dims: false, time: true });
  const grand = build(def, range, query, ctx, { dims: false, time: false });
  const timeKey = TIME_COLUMN[def.bucket as Exclude<Bucket, 'none'>].key;
  const [cellRows, totalRows, [grandRow]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select ${cells.select} ${cells.from} group by ${cells.groupBy}`,
    ),
    queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select ${periodTotals.select} ${periodTotals.from} group by ${periodTotals.groupBy}`,
    ),
    queryRows<Record<string, unknown>>(ctx.db, sql`select ${grand.select} ${grand.from}`),
  ]);
  const keys = def.dimensions.map(keyColumn);
  const keyOf = (r: Record<string, unknown>) => keys.map((k) => String(r[k])).join('|');
  const cellsBy = new Map<string, Record<string, number>>();
  for (const c of cellRows) {
    const row = cellsBy.get(keyOf(c)) ?? {};
    row[`p_${String(c[timeKey])}`] = Number(c[measure] ?? 0);
    cellsBy.set(keyOf(c), row);
  }
  const periods = periodsOf(def.bucket, range);
  const rows = page.map(({ total_rows: _, ...r }) => {
    const row = numeric(r);
    const cellsOfRow = cellsBy.get(keyOf(r)) ?? {};
    for (const p of periods) row[`p_${p}`] = cellsOfRow[`p_${p}`] ?? 0;
    return row;
  });
  const summary = numeric(grandRow ?? {});
  for (const p of periods) {
    const t = totalRows.find((r) => String(r[timeKey]) === p);
    summary[`p_${p}`] = Number(t?.[measure] ?? 0);
  }
  const dimensionColumns = columnsOf({ ...def, bucket: 'none', measures: [], counts: [], comparisons: [] });
  const metric = isRatio(measure) ? RATIOS[measure] : SUMMED[measure];
  const columns: ReportColumn[] = [
    ...dimensionColumns,
    ...periods.map((p) => ({ key: `p_${p}`, zh: p, en: p, kind: metric.format, sortable: false })),
    { key: measure, zh: '合计', en: 'Total', kind: metric.format, sortable: true },
  ];
  return {
    columns,
    rows,
    total: page.length ? Number(page[0]!.total_rows) : 0,
    summary,
    start: range[0],
    end: range[1],
  };
}
