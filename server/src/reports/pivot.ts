import type { ReportColumn, ReportQuery } from '@adops/common/contract/report';
import { queryRows } from '../db/rows';
import { addDays, assertLoopable, monthStart, weekStart } from '../time';
import { build, selectOf } from './build';
import { dimensionColumns, numeric, totalsOf } from './columns';
import { timeKey, type Answer, type ReportDefinition, type RunContext } from './definition';
import { pageWithTotal } from './listPage';
import { measureColumn, measureKey } from './measures';
import { byFigure, orderOf } from './order';
import { pageKeys, rowKeyOf } from './rowKeys';
import type { Bucket } from './segments';

/** Every period of the range in the bucket, as the rows name them. */
export function periodsOf(bucket: Bucket, [start, end]: [string, string]): string[] {
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
export async function runPivot(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): Promise<Answer> {
  const measure = def.measures[0]!;
  const measureName = measureKey(measure);
  // The rows by their dimensions over the whole range (paged, with the grand total), and each period's total.
  const keyed = build(def, range, query, ctx, { dims: true, time: false, totalToo: true });
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
