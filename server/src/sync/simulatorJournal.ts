import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { simulatedTransfers } from '../db/schema';
import type { JournalEntry, TransferJournal } from '../connectors/platform/simulator/journal';
import type { TransferType } from '../connectors/platform/types';

/** The advisory lock of the simulated platform's transfers (any fixed number the other jobs do not use). */
const JOURNAL_LOCK = 7_301_002;

type Row = typeof simulatedTransfers.$inferSelect;
const entryOf = (row: Row): JournalEntry => ({
  ...row,
  type: row.type as TransferType,
  at: row.at.getTime(),
});

const after = (db: Executor, seq: number) =>
  db
    .select()
    .from(simulatedTransfers)
    .where(gt(simulatedTransfers.seq, seq))
    .orderBy(asc(simulatedTransfers.seq))
    .then((rows) => rows.map(entryOf));

/**
 * The simulated platform's journal in the console's database, so that what it was asked for outlives the process
 * and every instance sees it. Transfers take one lock, all of them: the journal is written in the order of its
 * numbers, so a reader that has taken in up to n never misses a number below it. Transfers are rare.
 */
export function databaseJournal(db: Db): TransferJournal {
  return {
    after: (seq) => after(db, seq),
    turn: (_advertiserId, work) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${JOURNAL_LOCK})`);
        return work({
          find: (key) =>
            tx
              .select()
              .from(simulatedTransfers)
              .where(eq(simulatedTransfers.key, key))
              .then((rows) => (rows[0] ? entryOf(rows[0]) : null)),
          after: (seq) => after(tx, seq),
          async append(entry) {
            const [last] = await tx
              .select({ seq: sql<number>`coalesce(max(${simulatedTransfers.seq}), 0)::int` })
              .from(simulatedTransfers);
            const row = { ...entry, seq: last!.seq + 1, at: new Date(entry.at) };
            await tx.insert(simulatedTransfers).values(row);
            return { ...entry, seq: row.seq };
          },
        });
      }),
  };
}
