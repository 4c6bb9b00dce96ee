import type { ReportQuery, ReportRow } from '@adops/common/contract/report';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { queryRows } from '../db/rows';
import { build, selectOf, type Grouping } from './build';
import type { ReportDefinition, RunContext } from './definition';
import { EXTRAS, type ExtraContext, type Lookup } from './extras';
import { pageIds, pageKeys, rowKeyOf } from './rowKeys';

/** Fills the definition's extra columns (extras.ts) of the page's rows and of the totals row. */
export async function addExtras(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  rows: ReportRow[],
  summary: ReportRow,
) {
  if (!def.extras?.length) return;
  const x = extraContext(def, range, query, ctx, rows);
  // Each extra fills columns of its own, on the page's rows and on the totals row.
  await Promise.all(
    def.extras.flatMap((e) => [
      rows.length ? EXTRAS[e].fill(rows, x) : undefined,
      EXTRAS[e].total?.(summary, x),
    ]),
  );
}

/**
 * The extras of an export read a slice of rows at a time: what they look up is read for every row, once, and
 * each slice's rows are filled from it. Fills the totals row first.
 */
export async function everyRowExtras(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  summary: ReportRow,
): Promise<(rows: ReportRow[]) => Promise<void>> {
  const extras = (def.extras ?? []).map((e) => EXTRAS[e]);
  const x = extraContext(def, range, query, ctx, null);
  await Promise.all(extras.map((e) => e.total?.(summary, x)));
  return async (rows) => void (await Promise.all(extras.map((e) => e.fill(rows, x))));
}

/** What an extra reads with: for the page's rows, or (null) for every row, each lookup read once. */
function extraContext(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
  rows: ReportRow[] | null,
): ExtraContext {
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
  const read = async (other: [string, string], lookup: Lookup) => {
    const built = lookupOf(other, lookup, rows ? { restrict: pageKeys(def, rows) } : {});
    const found = await queryRows<Record<string, unknown>>(ctx.db, selectOf(built));
    return new Map(found.map((r) => [keyOf(r, lookup.time), r]));
  };
  const readOnce = new Map<string, ReturnType<typeof read>>();
  return {
    db: ctx.db,
    scope: ctx.scope,
    query,
    range,
    today: ctx.today,
    hour: ctx.hour,
    inForce: ctx.inForce ?? DEFAULT_THRESHOLDS,
    dimension: def.dimensions[0],
    ids: rows ? pageIds(def, rows) : null,
    keyOf,
    over(other, lookup) {
      if (rows) return read(other, lookup);
      const key = JSON.stringify([other, lookup]);
      if (!readOnce.has(key)) readOnce.set(key, read(other, lookup));
      return readOnce.get(key)!;
    },
    async overAll(other, lookup) {
      const built = lookupOf(other, lookup, { dims: false, time: false });
      const [found] = await queryRows<Record<string, unknown>>(ctx.db, selectOf(built));
      return found ?? {};
    },
  };
}
