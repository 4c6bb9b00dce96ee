import { isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountSyncState } from '../db/schema';

/** How a sync went for one account: the rows it wrote, or why it failed. */
export type AccountOutcome = { accountId: number } & ({ rows: number } | { error: string });

export interface SyncMoment {
  /** When the run started: the time each account's last sync is given. */
  at: Date;
  runId: number | null;
  /** The run syncs the accounts asked for by hand: their requests made before it started are answered. */
  answersRequests: boolean;
}

/**
 * Each account's last sync, written in the transaction of its facts (a failed account's alone): a good sync sets
 * its rows and clears the error; a failed one keeps its last good time and rows and says why.
 */
export async function recordSyncState(tx: Executor, outcomes: AccountOutcome[], moment: SyncMoment) {
  if (!outcomes.length) return;
  const state = accountSyncState;
  await tx
    .insert(state)
    .values(
      outcomes.map((o) => ({
        accountId: o.accountId,
        lastSyncAt: moment.at,
        lastOkAt: 'rows' in o ? moment.at : null,
        rows: 'rows' in o ? o.rows : null,
        error: 'error' in o ? o.error : null,
        runId: moment.runId,
      })),
    )
    .onConflictDoUpdate({
      target: state.accountId,
      set: {
        lastSyncAt: sql`excluded.last_sync_at`,
        lastOkAt: sql`coalesce(excluded.last_ok_at, ${state.lastOkAt})`,
        rows: sql`coalesce(excluded.rows, ${state.rows})`,
        error: sql`excluded.error`,
        runId: sql`excluded.run_id`,
        ...(moment.answersRequests
          ? {
              requestedAt: sql`case when ${state.requestedAt} <= ${moment.at} then null else ${state.requestedAt} end`,
            }
          : {}),
      },
    });
}

/** The accounts whose sync was asked for by hand and not yet done. */
export async function requestedAccounts(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ accountId: accountSyncState.accountId })
    .from(accountSyncState)
    .where(isNotNull(accountSyncState.requestedAt));
  return rows.map((r) => r.accountId);
}
