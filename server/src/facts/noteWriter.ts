import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import type { NoteMeasures } from '../connectors/platform/types';
import { moveDays } from './versions';

/** A note's day as one account promoted it (note_daily), by the console's ids; money in cents. */
export interface NoteDailyFact extends NoteMeasures {
  noteId: number;
  accountId: number;
  day: string;
}

const COLUMNS = [
  'fee',
  'impressions',
  'clicks',
  'interactions',
  'leads',
] as const satisfies (keyof NoteMeasures)[];

/** Rows per statement: a JSON parameter of a few thousand rows stays small. */
const CHUNK = 5_000;

/**
 * Writes the notes' days by upsert, so a repeat (the daily sync re-reads the restated week) never double-counts;
 * a day sent again as it was changes nothing, not even its version. The days that changed move their versions
 * (the report cache's), in the caller's transaction.
 */
export async function writeNoteDailyFacts(tx: Executor, facts: NoteDailyFact[]): Promise<number> {
  if (!facts.length) return 0;
  const changed: string[] = [];
  const measures = COLUMNS.join(', ');
  const distinct = `(${COLUMNS.map((c) => `note_daily.${c}`).join(', ')}) is distinct from (${COLUMNS.map((c) => `excluded.${c}`).join(', ')})`;
  for (let i = 0; i < facts.length; i += CHUNK) {
    const rows = facts.slice(i, i + CHUNK).map((f) => ({
      note_id: f.noteId,
      account_id: f.accountId,
      day: f.day,
      fee: f.fee,
      impressions: f.impressions,
      clicks: f.clicks,
      interactions: f.interactions,
      leads: f.leads,
    }));
    const written = await queryRows<{ day: string }>(
      tx,
      sql`insert into note_daily (note_id, account_id, day, ${sql.raw(measures)})
        select * from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(note_id int, account_id int, day date, ${sql.raw(COLUMNS.map((c) => `${c} bigint`).join(', '))})
        on conflict (note_id, account_id, day) do update set ${sql.raw(
          COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '),
        )}
          where ${sql.raw(distinct)}
        returning day::text as day`,
    );
    changed.push(...written.map((r) => r.day));
  }
  await moveDays(tx, changed);
  return facts.length;
}
