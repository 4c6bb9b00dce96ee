import { sql, type SQL } from 'drizzle-orm';
import type { ReportQuery } from '@adops/common/contract/report';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { keysOf, type SummedBy } from '../facts/writer';
import { TIME_COLUMN, type ReportDefinition, type RunContext } from './definition';
import { DIMENSIONS, type DimensionKey } from './dimensions';
import { countsRows, measureKey, measureSql, rowMeasureSql, summedParts, type Measure } from './measures';
import { accountFilters, amongIds } from './accountFilters';
import { KNOWN, summedByOf } from './plan';
import { sourceOf, type SourceKey, type SourceOptions } from './sources';
import { perAccount, union } from './sources/parts';
import { monthsTouched } from '../time';

/**
 * A report's query in two steps: `inner` reads the source's rows joined to their account, filtered, and (unless
 * flat) grouped by the keys; the outer query names the grouped rows `k`, looks the names up and answers the
 * report's columns.
 */
export interface Built {
  /** The keys' expressions in the inner query: each dimension's identity, then the time bucket's. */
  keys: SQL[];
  /** The inner query's columns: the keys, then the measures (aggregates, or a fact row's own when flat). */
  inner: SQL;
  /** FROM + WHERE of the inner query. */
  from: SQL;
  /** The same of each part the flat rows are read from, where there are several (SourceDefinition.parts). */
  fromParts?: SQL[];
  /** The outer query's columns over `k` and the lookups. */
  select: SQL;
  /** The same columns of the total of every row (grouped by nothing): its measures, no names to look up. */
  totalSelect: SQL;
  lookups: SQL;
  sortable: Record<string, SQL>;
  /** How many of the report's rows the rows `f` stand for: the totals of flat rows. */
  rowCount: SQL;
  /** The names the inner query gives its keys (`keys`, in order). */
  keyNames: string[];
  /** The sums the rows are read from, if not the accounts' (summedByOf). */
  summedBy: SummedBy | undefined;
}

/** What one query of a report groups and reads. */
export interface Grouping {
  /** Group by the definition's dimensions. */
  dims: boolean;
  /** Group by its time bucket. */
  time: boolean;
  /** Only these rows (a page's). */
  restrict?: SQL;
  /** Other measures than the definition's (a comparison's or an extra's). */
  measures?: Measure[];
  /** Another source than the definition's (an extra's). */
  source?: SourceKey;
  upToHour?: number;
  /** Rows that are one per fact row (see flatRows): no grouping at all. */
  flat?: boolean;
  /** Only the dimensions' ids, not their names (a lookup matched to rows by key). */
  idsOnly?: boolean;
  /** The rows read by the time bucket, but not grouped by it: the totals of flat rows. */
  unkeyed?: boolean;
  /** Grouped by the keys and by nothing at once (grouping sets: a page and its total in one scan). */
  totalToo?: boolean;
  /** Only the groups whose keys' identities (identityText) are among these rows: a page ranked apart. */
  among?: SQL;
}

export const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** The inner and outer parts of a definition over a range, filters and scope. */
export function build(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  grouping: Grouping,
): Built {
  const source = sourceOf(grouping.source ?? def.source);
  // A report by hour reads the hours for its totals too, so that they are the sum of the hours it shows.
  const byTime = grouping.time || def.bucket === 'hour';
  const bucket = byTime && source.periods ? def.bucket : 'none';
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
  // Rows kept by thresholds are picked by the report's dimensions, which the sums must know too.
  const decidedBy =
    (grouping.unkeyed && def.dimensions[0] !== 'account') || ctx.kept ? def.dimensions : dimensions;
  // The sums the source can be read from in the bucket (the facts' by customer and team, the plans' hours' by
  // team); "same time" reads the rows' own hours.
  const readable = grouping.upToHour === undefined && !def.accounts ? source.summedRollups(bucket) : [];
  const summed = readable.length
    ? summedByOf(readable, decidedBy, bucket, measures, onePerAccount, range, query, ctx)
    : undefined;
  // A page's rows are picked by their first dimension, which the sums must know. A source of customers' rows is
  // read as the customers' sums are.
  const summedBy = source.customers
    ? 'customer'
    : summed && (!grouping.restrict || KNOWN[summed].has(def.dimensions[0]!))
      ? summed
      : undefined;
  // What the caller's scope and the query's filters keep of the accounts, as conditions on an account `a`.
  const filtersOnA = [...accountFilters(query, ctx.scope), ...(def.accounts ? [def.accounts] : [])];
  const options: SourceOptions = {
    bucket,
    today: ctx.today,
    inForce: ctx.inForce ?? DEFAULT_THRESHOLDS,
    factsUntil: ctx.factsUntil,
    hour: ctx.hour,
    upToHour: grouping.upToHour,
    byHour: grouping.time && !grouping.unkeyed,
    within,
    accounts: ctx.picked
      ? amongIds(ctx.picked)
      : filtersOnA.length
        ? sql.join(filtersOnA, sql` and `)
        : undefined,
    columns,
    summedBy,
    onePerAccount,
  };
  const parts = source.parts(range, options);
  ctx.reads?.add(source.daysRead?.(range, options) ?? range);
  // Where rows are counted, over the whole range the months, weeks, days and hours it is read from are summed
  // per account first; a time bucket's parts are one per period already (SourceDefinition.parts).
  const read = union(parts);
  const perAccountOfAll = source.summable && bucket === 'none' && onePerAccount && !summedBy;
  const rows = perAccountOfAll ? perAccount(read, columns) : read;
  const keys: [string, SQL][] = [];
  const outputs: [string, SQL][] = [];
  const lookups: SQL[] = [];
  for (const d of dimensions) {
    const dimension = DIMENSIONS[d];
    // Every source's rows carry their account: grouped by it, they need not be joined to the account at all.
    keys.push([d, d === 'account' && !summedBy ? sql`f.account_id` : dimension.on]);
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
  // two operators is still one customer, so the total counts them distinct. (Grouped by the keys alone, nothing
  // counts distinct, so the rows can be grouped by hashing.)
  const sharedCustomers =
    perCustomer && summedBy === 'operatorCustomer' && keys.length > 0 && Boolean(grouping.totalToo);
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
    ...(source.keepsAccounts && (!summedBy || source.customers) ? [] : filtersOnA),
    def.where,
    grouping.restrict,
    grouping.among ? sql`(${identityText(keys.map(([, expr]) => expr))}) in (${grouping.among})` : undefined,
    ctx.kept,
  ].filter((f): f is SQL => f !== undefined);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  // The teams' and the customers' rows carry what filters and dimensions read of an account themselves.
  // Every other row has its account, so a left join is the same join, and one the planner drops when nothing
  // reads the account.
  const fromOf = (rows: SQL) =>
    summedBy
      ? sql`from (${rows}) f cross join lateral (select ${keysOf(summedBy, 'f')}) a ${joins} ${where}`
      : sql`from (${rows}) f left join ad_accounts a on a.id = f.account_id ${joins} ${where}`;
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
    keyNames: keys.map(([name]) => name),
    summedBy,
  };
}

/**
 * The report's rows: the inner query grouped by `groupBy` (a GROUP BY clause, or none for flat rows), with
 * `extra` inner columns carried through, then named and looked up.
 */
export function rowsOf(b: Built, groupBy: SQL | null, extra: [string, SQL][] = []): SQL {
  const extras = extra.map(([key, expr]) => sql`, ${expr} as ${sql.identifier(key)}`);
  const carried = extra.map(([key]) => sql`, k.${sql.identifier(key)}`);
  return sql`select ${b.select}${sql.join(carried, sql``)}
    from (select ${b.inner}${sql.join(extras, sql``)} ${b.from} ${groupBy ?? sql``}) k ${b.lookups}`;
}

/** GROUP BY the keys of a built query (none: one row of all). */
export const groupByKeys = (b: Built) => (b.keys.length ? sql`group by ${list(b.keys)}` : sql``);

/** A row's identity as text, a missing one (no customer, no operator) too: what kept rows are matched by. */
export const identityText = (keys: SQL[]) => list(keys.map((key) => sql`coalesce((${key})::text, '')`));

/**
 * The rows a definition's thresholds keep (RunContext.kept): a condition on the fact rows' dimensions, that
 * they are those of a row whose measures over the range lie within the thresholds. `ctx` keeps none yet.
 */
export function keptRows(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): SQL {
  const thresholds = def.thresholds ?? [];
  if (!def.dimensions.length) throw new Error(`report ${def.name}: thresholds keep rows by their dimensions`);
  const each = thresholds.some((t) => t.each);
  if (each && (def.bucket !== 'month' || !thresholds.every((t) => t.each)))
    throw new Error(`report ${def.name}: thresholds of each month are all so, by month`);
  const measures = [...new Map(thresholds.map((t) => [measureKey(t.measure), t.measure])).values()];
  const b = build(def, range, query, ctx, { dims: true, time: each, idsOnly: true, measures });
  const within = thresholds.flatMap(({ measure, min, max }) => {
    const value = sql`t.${sql.identifier(measureKey(measure))}`;
    return [
      min === undefined ? undefined : sql`${value} >= ${min}`,
      max === undefined ? undefined : sql`${value} <= ${max}`,
    ].filter((c): c is SQL => c !== undefined);
  });
  const holds = within.length ? sql.join(within, sql` and `) : sql`true`;
  const keys = def.dimensions.map((d) => sql`t.${sql.identifier(d)}`);
  const identities = identityText(def.dimensions.map((d) => DIMENSIONS[d].on));
  const rows = sql`(select ${b.inner} ${b.from} ${groupByKeys(b)}) t`;
  // In each month: a row of every month of the range holds (a month with no row is a month it does not).
  if (each)
    return sql`(${identities}) in (select ${identityText(keys)} from ${rows} group by ${list(keys)}
      having count(*) filter (where ${holds}) = ${monthsTouched(...range)})`;
  return sql`(${identities}) in (select ${identityText(keys)} from ${rows} where ${holds})`;
}

/** The report's rows grouped by their keys. */
export const selectOf = (b: Built) => rowsOf(b, groupByKeys(b));
