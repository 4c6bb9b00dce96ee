import { and, inArray, isNull } from 'drizzle-orm';
import { JOB_KINDS, type JobKind } from '@adops/common/contract/jobs';
import type { Executor } from '../../db/client';
import { accountSyncState, scheduledJobs } from '../../db/schema';
import { wake } from '../../background/wake';
import { conflict } from '../../http/errors';
import { ensureSystemJobs, requestRun } from '../../jobs/systemJobs';
import { SYNC_JOBS } from '../../sync/platformSync';

const PLATFORM_JOBS = Object.values(SYNC_JOBS) as JobKind[];

/**
 * 150 while a platform sync runs (its job's lease held) or waits to (asked for, not yet taken): a sync asked for
 * now would only queue behind it. The platform jobs' rows stay locked until the caller's transaction ends, so
 * that two callers asking at once take turns and the second is refused.
 */
async function refuseWhileSyncing(tx: Executor, now: Date) {
  await ensureSystemJobs(tx, now);
  const jobs = await tx
    .select({
      kind: scheduledJobs.kind,
      leaseUntil: scheduledJobs.leaseUntil,
      requestedAt: scheduledJobs.requestedAt,
    })
    .from(scheduledJobs)
    .where(and(inArray(scheduledJobs.kind, PLATFORM_JOBS), isNull(scheduledJobs.refId)))
    .for('update');
  const busy = jobs.find((j) => (j.leaseUntil !== null && j.leaseUntil >= now) || j.requestedAt !== null);
  if (!busy) return;
  const title = JOB_KINDS[busy.kind as JobKind];
  throw conflict(busy.requestedAt !== null ? 'syncWaiting' : 'syncRunning', {
    job: { zh: title.zh, en: title.en },
  });
}

/** A sync of one account, taken by the `platform.account` job at once (any instance's scheduler). */
export async function askAccountSync(tx: Executor, accountId: number, by: number, now: Date) {
  await refuseWhileSyncing(tx, now);
  await tx
    .insert(accountSyncState)
    .values({ accountId, requestedAt: now, requestedBy: by })
    .onConflictDoUpdate({ target: accountSyncState.accountId, set: { requestedAt: now, requestedBy: by } });
  await requestRun(tx, 'platform.account', now, by);
  await wake(tx, 'jobs');
}

/** Every account's today, now: the `platform.hourly` job asked for. */
export async function askFullSync(tx: Executor, by: number, now: Date) {
  await refuseWhileSyncing(tx, now);
  await requestRun(tx, 'platform.hourly', now, by);
  await wake(tx, 'jobs');
}
