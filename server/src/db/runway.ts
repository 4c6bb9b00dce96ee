import { sql, type SQL } from 'drizzle-orm';

/**
 * The days an available balance lasts at the spend of the last `days` days (`spent` in total), cut (not
 * rounded) to a tenth: 6.97 days shows as 6.9, so a runway shown under a threshold is the one counted under it,
 * everywhere. Null when nothing was spent: such an account never runs out.
 */
export function runwayDays(available: SQL | unknown, spent: SQL | unknown, days: number): SQL<number | null> {
  return sql<number | null>`floor(${available} * ${days * 10}::numeric / nullif(${spent}, 0)) / 10`;
}
