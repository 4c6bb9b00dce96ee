import {
  TEXT_KINDS,
  type ReportColumn,
  type ReportDrill,
  type ReportRow,
} from '@adops/common/contract/report';
import { comparisonColumns, dodDays, type ComparedSpan } from './comparisons';
import { comparisonsOf, TIME_COLUMN, type ReportDefinition } from './definition';
import { DIMENSIONS } from './dimensions';
import { EXTRAS } from './extras';
import { measureColumn, measureKey } from './measures';

/** The columns of the report's dimensions, and of its period unless a pivot puts the periods across. */
export function dimensionColumns(def: ReportDefinition): ReportColumn[] {
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
  const span: ComparedSpan = {
    days: dodDays(range, def.bucket),
    underWay: range[1] >= today,
    ...(def.comparedRange ? { compared: def.comparedRange } : {}),
  };
  const columns = [
    ...dimensionColumns(def),
    ...def.measures.map(measureColumn),
    ...comparisonsOf(def).flatMap((c) => comparisonColumns(compared, c, def.comparisonBase ?? false, span)),
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

/** The totals row: the measures of the total of every row, empty where a total means nothing. */
export const totalsOf = (def: ReportDefinition, total: ReportRow): ReportRow =>
  Object.fromEntries(
    def.measures.map((m) => [
      measureKey(m),
      typeof m !== 'string' && m.totals === false ? null : (total[measureKey(m)] ?? null),
    ]),
  );

/** Sums arrive as numeric text (bigint, numeric); names, days and codes, a platform id among them, stay text. */
export function numeric(columns: ReportColumn[]) {
  const figures = columns.filter((c) => !TEXT_KINDS.has(c.kind)).map((c) => c.key);
  // In place: an export holds a hundred thousand rows.
  return (row: Record<string, unknown>) => {
    for (const key of figures) if (typeof row[key] === 'string') row[key] = Number(row[key]);
    return row as ReportRow;
  };
}
