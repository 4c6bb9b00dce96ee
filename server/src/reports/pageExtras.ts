import type { ReportQuery, ReportRow } from '@adops/common/contract/report';
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
