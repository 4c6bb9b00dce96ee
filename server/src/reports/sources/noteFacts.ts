import { sql } from 'drizzle-orm';
import type { SummedKey } from '@adops/common/metrics';
import { COLUMN_OF } from '../measures';
import { only, periodExpr } from './parts';
import type { SourceDefinition } from './index';

/** The measures a note's day carries; the rest read as none. */
const NOTE_MEASURES = new Set<SummedKey>(['fee', 'impressions', 'clicks', 'interactions', 'leads']);

const columnsOf = (keys: SummedKey[]) =>
  keys.map((k) => (NOTE_MEASURES.has(k) ? `n.${COLUMN_OF[k]}` : `0::bigint as ${COLUMN_OF[k]}`)).join(', ');

/**
 * The notes' days (note_daily): a row per note, account and day, each with its note (`note_id`) beside its
 * account, so the note dimension groups them. Read from the days for any bucket (a note's rows are few), for the
 * accounts the scope and filters keep only.
 */
export const noteFacts: SourceDefinition = {
  parts: ([start, end], options) => [
    sql`select n.account_id, null::int as plan_id, n.note_id, ${periodExpr(options.bucket, 'daily')} as period,
        null::smallint as hour, ${sql.raw(columnsOf(options.columns))}, (n.fee > 0)::int as spending
      from note_daily n where n.day between ${start} and ${end}${only(sql`n.account_id`, options)}`,
  ],
  periods: true,
  summedRollups: () => [],
  // Rows are a note's, not an account's: never summed per account (which would lose the note).
  summable: false,
  flat: false,
  keepsAccounts: true,
  hoursTable: 'account_hourly',
};
