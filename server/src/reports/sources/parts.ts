import { sql, type SQL } from 'drizzle-orm';
import type { SummedKey } from '@adops/common/metrics';
import { COLUMN_OF } from '../measures';
import type { Bucket, Segment } from '../segments';
import type { SourceOptions } from './index';

/** The summed columns as zeroes: the columns of a part with no rows. */
export const zeroes = (keys: SummedKey[]) => keys.map((k) => `0::bigint as ${COLUMN_OF[k]}`).join(', ');
/** The summed columns as the fact tables name them. */
export const columnList = (keys: SummedKey[]) => keys.map((k) => COLUMN_OF[k]).join(', ');

const DAY_COLUMN = { monthly: 'month', weekly: 'week', daily: 'day', hourly: 'day' } as const;

/** The day column of a fact table of each length. */
export const dayColumn = (source: Segment['source']) => DAY_COLUMN[source];

/** A row's period in the bucket, read off a fact table of the segment's length. */
export function periodExpr(bucket: Bucket, source: Segment['source']): SQL {
  const column = DAY_COLUMN[source];
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
}

/**
 * ` and <column> in (the picked accounts' ids, or their customers')`, if only some are read: the page's
 * (`within`); rows of accounts also only those of the accounts the scope and filters keep. Sums by customer and
 * more are kept or not by the report's own filter on them (one with no customer is no account's customer);
 * the customers' own sums (`kept`) are read where the scope and filters are of customers alone (plan.ts), so the
 * customers of the accounts kept are the customers kept, read by their key.
 */
export function only(
  column: SQL,
  options: SourceOptions,
  of: 'id' | 'customer_id' = 'id',
  kept = of === 'id',
): SQL {
  const picked = [options.within, kept ? options.accounts : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  return picked.length
    ? sql` and ${column} in (select a.${sql.identifier(of)} from ad_accounts a where ${sql.join(picked, sql` and `)})`
    : sql``;
}

/** Rows of several parts added up. */
export const union = (rows: SQL[]) => sql.join(rows, sql` union all `);

/** The summed columns of the rows `r` as bigint, the facts' own type (a sum would turn them numeric). */
export const bigintSums = (columns: SummedKey[]) =>
  sql.raw(columns.map((k) => `sum(r.${COLUMN_OF[k]})::bigint as ${COLUMN_OF[k]}`).join(', '));

/**
 * The facts summed per account (and plan) and period before anything is joined: a month of days and weeks
 * becomes one row per account, so the joins and the grouping by names work on thousands of rows, not on
 * every day of every account.
 */
export function perAccount(rows: SQL, columns: SummedKey[]): SQL {
  // Back to bigint: numeric rows beside the facts' own would turn them all numeric, which sorts and sums slower.
  return sql`select account_id, plan_id, period, hour, ${bigintSums(columns)}, (sum(r.fee) > 0)::int as spending
    from (${rows}) r group by account_id, plan_id, period, hour`;
}
