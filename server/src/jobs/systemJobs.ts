import { sql } from 'drizzle-orm';
import { cronRuns } from '@adops/common/cron';
import { isManualJob, JOB_KINDS, SYSTEM_JOBS, type JobKind } from '@adops/common/contract/jobs';
import type { Executor } from '../db/client';

/**
 * The system's jobs, made once with the cron of their kind (an edited cron is kept): each server start makes the
 * ones missing, every instance alike.
 */
export async function ensureSystemJobs(db: Executor, now: Date): Promise<void> {
  // A job run only when asked for is made disabled, with no next time.
  const rows = SYSTEM_JOBS.map((kind) => ({
    kind,
    cron: JOB_KINDS[kind].cron,
    enabled: !isManualJob(kind),
    next: isManualJob(kind) ? null : cronRuns(JOB_KINDS[kind].cron, now)[0]!.toISOString(),
  }));
  await db.execute(sql`insert into scheduled_jobs (kind, cron, enabled, next_run_at)
    select kind, cron, enabled, next from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(kind varchar, cron varchar, enabled boolean, next timestamptz)
    on conflict on constraint scheduled_jobs_kind_ref do nothing`);
}

/** Asks for a system job's run at the next claim, whatever its cron says (the platform's restated days). */
export async function requestRun(db: Executor, kind: JobKind, now: Date, by: number | null = null) {
  await db.execute(sql`update scheduled_jobs set requested_at = coalesce(requested_at, ${now}), requested_by = ${by}
    where kind = ${kind} and ref_id is null`);
}
