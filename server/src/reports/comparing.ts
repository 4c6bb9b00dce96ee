import type { SQL } from 'drizzle-orm';
import type { ReportQuery, ReportRow } from '@adops/common/contract/report';
import { cursorSlices } from '../db/cursor';
import { queryRows } from '../db/rows';
import { build, rowsOf, selectOf } from './build';
import { ByRow } from './byRow';
import {
  baseKey,
  change,
  changeKey,
  comparedParts,
  shiftedRange,
  step,
  stepDays,
  type Comparison,
} from './comparisons';
import { comparisonsOf, timeKey, type ReportDefinition, type RunContext } from './definition';
import { flatRows } from './plan';
import { identityOf } from './rowKeys';

/** The compared measure over each comparison's shifted range, by row. */
export type Bases = [Comparison, ByRow | null][];

/** Whether a report by hour has the hours it would compare with (they are kept a few weeks); null: none to show. */
const comparable = (def: ReportDefinition, c: Comparison, range: [string, string], ctx: RunContext) =>
  def.bucket !== 'hour' ||
  (Boolean(ctx.hoursFrom) && shiftedRange(c, range, def.bucket, def.comparedRange)[0] >= ctx.hoursFrom!);

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
  if (rows && def.bucket === 'hour')
    return [[shiftedRange(c, range, def.bucket, def.comparedRange), undefined]];
  const { whole, upToNow } = comparedParts(c, range, def.bucket, ctx.today, def.comparedRange);
  const reads: ComparedRead[] = whole ? [[whole, undefined]] : [];
  if (upToNow) {
    const held = Boolean(ctx.hoursFrom) && upToNow >= ctx.hoursFrom!;
    reads.push([[upToNow, upToNow], held ? ctx.hour : undefined]);
  }
  return reads;
}

/** Rows of a shifted range read at a time where every row is compared (an export's). */
const COMPARED_SLICE = 20_000;

/**
 * Reads the compared measure over each comparison's shifted range: for the rows `restrict` picks, or all; every
 * row `sliced` a slice at a time from a cursor, so that only the values by row are held, not the rows read (one
 * read after another then: each cursor holds a connection of its own).
 */
export async function comparisonBases(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  restrict: SQL | undefined,
  sliced = false,
): Promise<Bases> {
  const compared = def.compared ?? 'fee';
  const time = timeKey(def.bucket);
  /** Hands the shifted rows to `take`, in slices from a cursor where every row is read (`sliced`). */
  const read = async (
    shifted: [string, string],
    upToHour: number | undefined,
    take: (rows: Record<string, unknown>[]) => void,
  ) => {
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
    const rows = flat ? rowsOf(before, null) : selectOf(before);
    if (!sliced) return take(await queryRows<Record<string, unknown>>(ctx.db, rows));
    for await (const slice of cursorSlices(ctx.db, rows, COMPARED_SLICE)) take(slice);
  };
  const each = async <T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> => {
    if (!sliced) return Promise.all(items.map(work));
    const done: R[] = [];
    for (const item of items) done.push(await work(item));
    return done;
  };
  // Each comparison is a query of its own (two where a period is under way).
  return each(comparisonsOf(def), async (c): Promise<[Comparison, ByRow | null]> => {
    if (!comparable(def, c, range, ctx)) return [c, null];
    const stepBy = stepDays(c, range, def.bucket, def.comparedRange);
    // A row of the shifted range answers for the row whose time is one step ahead (a period's step worked out
    // once: an export's rows share a few hundred periods).
    const ahead = new Map<string, string>();
    const stepped = (period: string) => {
      if (!ahead.has(period)) ahead.set(period, step(c, period, 1, stepBy));
      return ahead.get(period)!;
    };
    const forward = (r: Record<string, unknown>) => {
      if (time !== null && time !== 'hour') r[time] = stepped(String(r[time]));
      return r;
    };
    const byRow = new ByRow(identityOf(def));
    const take = (rows: Record<string, unknown>[]) => {
      for (const r of rows) byRow.add(forward(r), Number(r[compared] ?? 0));
    };
    await each(comparedReads(def, c, range, ctx, true), ([days, upToHour]) => read(days, upToHour, take));
    return [c, byRow];
  });
}

/** Fills `<measure>_<comparison>` of each row (and the compared value beside it, where the page shows it). */
export function applyComparisons(def: ReportDefinition, bases: Bases, rows: ReportRow[]) {
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
export async function compareTotals(
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
    comparisonsOf(def).map(async (c) => {
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
