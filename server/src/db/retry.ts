import type { Db } from './client';
import {
  connectionLost,
  DEADLOCK_DETECTED,
  SERIALIZATION_FAILURE,
  serverStopping,
  sqlState,
} from './sqlState';

/** How many times a transaction is run before its deadlock, serialization failure or lost connection is answered. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Whether a failed transaction can be run again as it was: PostgreSQL rolled it back to let another go on
 * (a deadlock, a serialization failure), or its connection was lost before it was asked to commit (so nothing of
 * it stayed). A connection lost while committing leaves the outcome unknown: not run again.
 */
export function rerunnable(error: unknown, askedToCommit: boolean): boolean {
  const state = sqlState(error);
  if (state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE) return true;
  return !askedToCommit && connectionLost(error);
}

/** The pause before attempt `attempt + 1`: a few milliseconds, growing, with jitter so that rivals part. */
export const pauseBefore = (attempt: number, random = Math.random) =>
  Math.round((5 << attempt) * (0.5 + random()));

/**
 * Runs the transaction `attempt` (given a callback to call when its work is done and it is about to commit)
 * until it succeeds, fails in a way not worth another try, `TRANSACTION_ATTEMPTS` have failed, or `stopped()`.
 */
export async function withRetries<T>(
  attempt: (workDone: () => void) => Promise<T>,
  stopped: () => boolean = () => false,
): Promise<T> {
  for (let attempts = 1; ; attempts++) {
    let askedToCommit = false;
    try {
      return await attempt(() => (askedToCommit = true));
    } catch (error) {
      if (attempts >= TRANSACTION_ATTEMPTS || stopped() || !rerunnable(error, askedToCommit)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseBefore(attempts)));
  }
}

type Transaction = Db['transaction'];

/**
 * Makes `db.transaction` (run by `transaction`, its own by default) run each transaction again on a deadlock, a
 * serialization failure or a connection lost before the commit: so every transaction's work may run more than
 * once and must do nothing but database work. Once `stopped()` a transaction is rolled back instead of committed.
 */
export function rerunningTransactions(
  db: Db,
  stopped: () => boolean,
  transaction: Transaction = db.transaction.bind(db),
): Db {
  db.transaction = ((work, config) =>
    withRetries(
      (workDone) =>
        transaction(async (tx) => {
          const result = await work(tx);
          if (stopped()) throw serverStopping();
          workDone();
          return result;
        }, config),
      stopped,
    )) as Transaction;
  return db;
}
