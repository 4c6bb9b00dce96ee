import {
  PIVOT_MAX_DAYS,
  REPORT_MAX_DAYS,
  type ReportQuery,
  type ReportResult,
} from '@adops/common/contract/report';
import { Status } from '@adops/common/codes';
import { readThresholds } from '../db/thresholds';
import { ApiError } from '../http/errors';
import { daysBetween } from '../time';
import { pickedAccounts } from './accountFilters';
import { keptRows } from './build';
import { columnsOf, numeric, totalsOf } from './columns';
import { applyComparisons, compareTotals, comparisonBases } from './comparing';
import { defaultRange, type Answer, type ReportDefinition, type RunContext } from './definition';
import { flatPage, groupedPage } from './listPage';
import { addExtras } from './pageExtras';
import { runPivot } from './pivot';
import { flatRows } from './plan';
import { MAX_PAGE_KEYS, pageKeys } from './rowKeys';
import { sourceOf } from './sources';
import { hoursFrom } from './sources/hours';

/**
 * The report engine: a definition (definition.ts) over the range, filters and scope of a query answers its
 * columns, a page of rows and their totals. Its parts: which sums to read (plan.ts), the SQL (build.ts), the
 * pages of a list (listPage.ts) or a pivot (pivot.ts), the comparisons (comparing.ts) and the extras
 * (pageExtras.ts), over the rows of a source (sources/).
 */

export type { ReportDefinition, RunContext } from './definition';

const maxDaysOf = (def: ReportDefinition) =>
  (def.layout === 'pivot' ? PIVOT_MAX_DAYS : REPORT_MAX_DAYS)[def.bucket];

/**
 * A range given as fields of the input (either alone stands for a single day), held to the longest the report
 * takes; undefined when neither is given. A bad one is 130 naming its field.
 */
export function checkedRange(
  def: ReportDefinition,
  [start, end]: [string | undefined, string | undefined],
  [startField, endField]: [string, string],
): [string, string] | undefined {
  if (!start && !end) return undefined;
  return checkedDays([start ?? end!, end ?? start!], [startField, endField], maxDaysOf(def));
}

/** A range of days, refused naming its field when it ends before it starts or spans more than `maxDays`. */
export function checkedDays(
  [from, to]: [string, string],
  [startField, endField]: [string, string],
  maxDays: number,
): [string, string] {
  if (from > to)
    throw new ApiError(Status.INVALID, 'invalidField', { field: startField, reason: '@startAfterEnd' });
  if (daysBetween(from, to) + 1 > maxDays)
    throw new ApiError(Status.INVALID, 'invalidField', {
      field: endField,
      reason: '@rangeTooLong',
      days: maxDays,
    });
  return [from, to];
}

/** The range a query asks for, or the definition's default. */
export const rangeOf = (def: ReportDefinition, query: ReportQuery, today: string): [string, string] =>
  checkedRange(def, [query.start, query.end], ['start', 'end']) ??
  def.askedRange ??
  defaultRange(def.range, today);

/** A report ready to read: the definition its parameters make, its range, and what its rows are read with. */
export interface Prepared {
  def: ReportDefinition;
  range: [string, string];
  ctx: RunContext;
}

/**
 * A query's definition (its parameters' values make it: ReportDefinition.params), range and the context its rows
 * are read in: the range, the filters and the caller's scope.
 */
export async function prepare(
  asked: ReportDefinition,
  query: ReportQuery,
  ctx: RunContext,
): Promise<Prepared> {
  const def = asked.params ? asked.params.define(asked, query) : asked;
  if (!ctx.inForce) ctx = { ...ctx, inForce: await readThresholds(ctx.db) };
  let range = rangeOf(def, query, ctx.today);
  const source = sourceOf(def.source);
  // Only a closed range by week, month or none (a report by day: its totals) of a source that knows the last day
  // of its daily rows reads the period under way whole (segments.ts).
  const lastDayOf = def.bucket !== 'hour' && range[1] < ctx.today ? source.factsUntil : undefined;
  if (lastDayOf && ctx.factsUntil === undefined) ctx = { ...ctx, factsUntil: await lastDayOf(ctx.db) };
  // Hours are kept a few weeks: a report by hour shows the days that have them, a comparison of a day under way
  // reads the day before up to this hour where it has them.
  const readsHours = def.bucket === 'hour' || (Boolean(def.comparisons?.length) && range[1] >= ctx.today);
  if (readsHours && ctx.hoursFrom === undefined)
    ctx = { ...ctx, hoursFrom: await hoursFrom(ctx.db, source.hoursTable) };
  const hoursHeld = def.bucket === 'hour' ? heldRange(range, ctx.hoursFrom ?? null) : null;
  if (hoursHeld) range = hoursHeld;
  if (ctx.picked === undefined)
    ctx = { ...ctx, picked: await pickedAccounts(ctx.db, query, ctx.scope, def.accounts) };
  if (def.thresholds?.length) ctx = { ...ctx, kept: keptRows(def, range, query, ctx) };
  return { def, range, ctx };
}

/** What a result says beside its rows: its range, and how the page shows it. */
export const resultOf = <T extends Answer | Omit<Answer, 'rows'>>(
  { def, range, ctx }: Prepared,
  answer: T,
) => ({
  ...answer,
  start: range[0],
  end: range[1],
  maxDays: maxDaysOf(def),
  ...(def.bucket === 'hour' ? { heldFrom: ctx.hoursFrom ?? range[1] } : {}),
  ...(def.chart ? { chart: def.chart } : {}),
  ...(def.live ? { live: true } : {}),
  ...(def.heat ? { heat: true } : {}),
  ...(def.params?.inputs?.length ? { inputs: def.params.inputs } : {}),
});

/** Runs a report over a query (prepare): its columns, a page of rows and their totals. */
export async function runReport(
  asked: ReportDefinition,
  query: ReportQuery,
  ctx: RunContext,
): Promise<ReportResult> {
  return runPrepared(await prepare(asked, query, ctx), query);
}

/** Runs a report prepared for a query. */
export async function runPrepared(prepared: Prepared, query: ReportQuery): Promise<ReportResult> {
  const { def, range, ctx } = prepared;
  const answer =
    def.layout === 'pivot' ? await runPivot(def, range, query, ctx) : await runList(def, range, query, ctx);
  return resultOf(prepared, answer);
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

/** A list: the page of rows and the totals, then the comparisons and extras of the page's rows. */
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
