import { sql } from 'drizzle-orm';
import { cronRuns } from '@adops/common/cron';
import type { Executor } from '../db/client';
import { wake } from '../background/wake';

/**
 * The job of a record (a notice rule's, a lead e-mail setting's): a `scheduled_jobs` row of its kind and the
 * record's id, written with the record: its cron and whether it is on (a disabled record's job has no next
 * time). Every instance's scheduler looks again once it is committed.
 */
export async function saveRecordJob(
  tx: Executor,
  kind: string,
  refId: number,
  job: { cron: string; enabled: boolean },
  now: Date,
): Promise<void> {
  const next = job.enabled ? (cronRuns(job.cron, now)[0] ?? null) : null;
  await tx.execute(sql`insert into scheduled_jobs (kind, ref_id, cron, enabled, next_run_at, updated_at)
    values (${kind}, ${refId}, ${job.cron}, ${job.enabled}, ${next}, ${now})
    on conflict on constraint scheduled_jobs_kind_ref do update set cron = excluded.cron,
      enabled = excluded.enabled, next_run_at = excluded.next_run_at, updated_at = excluded.updated_at,
      version = scheduled_jobs.version + 1`);
  await wake(tx, 'jobs');
}

export async function removeRecordJob(tx: Executor, kind: string, refId: number): Promise<void> {
  await tx.execute(sql`delete from scheduled_jobs where kind = ${kind} and ref_id = ${refId}`);
}

/** The record's job asked to run at its scheduler's next look, whatever its cron says. */
export async function requestRecordRun(
  tx: Executor,
  kind: string,
  refId: number,
  now: Date,
  by: number,
): Promise<void> {
  await tx.execute(sql`update scheduled_jobs
    set requested_at = coalesce(requested_at, ${now}), requested_by = ${by}
    where kind = ${kind} and ref_id = ${refId}`);
  await wake(tx, 'jobs');
}
