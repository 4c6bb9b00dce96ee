import { sql, type SQL } from 'drizzle-orm';
import { timeKey, type ReportDefinition } from './definition';
import { DIMENSIONS, keyColumn } from './dimensions';

/** Past this many keys (an export's rows) reading everything is cheaper than naming them all. */
export const MAX_PAGE_KEYS = 1000;

/** The ids of the page's rows by their first dimension; null when there are too many to name. */
export function pageIds(def: ReportDefinition, rows: Record<string, unknown>[]): (string | number)[] | null {
  const first = def.dimensions[0];
  if (!first) return [];
  const idColumn = keyColumn(first);
  const ids = [...new Set(rows.map((r) => r[idColumn]).filter((v) => v !== null && v !== undefined))] as (
    string | number
  )[];
  return ids.length > MAX_PAGE_KEYS ? null : ids;
}

/** Only the rows of this page, by their first dimension: what a comparison, an extra or a pivot's cells need. */
export function pageKeys(def: ReportDefinition, rows: Record<string, unknown>[]): SQL | undefined {
  const first = def.dimensions[0];
  if (!first) return undefined;
  const ids = pageIds(def, rows);
  if (ids === null) return undefined;
  return ids.length ? sql`${DIMENSIONS[first].on} in ${ids}` : sql`false`;
}

/** A row's identity: its dimensions' keys, and with `time` its period. */
export function rowKeyOf(def: ReportDefinition) {
  const keys = def.dimensions.map(keyColumn);
  const time = timeKey(def.bucket);
  // Called for every row of an export: no arrays on the way.
  return (row: Record<string, unknown>, withTime = false) => {
    let key = '';
    for (const k of keys) key += `${String(row[k])}|`;
    return withTime && time ? key + String(row[time]) : key;
  };
}

/** The columns that identify a report's row and its period. */
export const identityOf = (def: ReportDefinition) => [
  ...def.dimensions.map(keyColumn),
  ...(timeKey(def.bucket) ? [timeKey(def.bucket)!] : []),
];
