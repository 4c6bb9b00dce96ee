import { sql } from 'drizzle-orm';
import { cronRuns } from '@adops/common/cron';
import type { Executor } from '../../db/client';
import { wake } from '../../background/wake';

export const RULE_JOB = 'notice.rule';

/**
 * A rule's job, written with the rule: its cron and whether it is on (a disabled rule's job has no next time);
 * none for a rule of an event that happens. Every instance's scheduler looks again once it is committed.
 */
export async function saveRuleJob(
  tx: Executor,
  ruleId: number,
  job: { cron: string | null; enabled: boolean },
  now: Date,
): Promise<void> {
  if (!job.cron) {
    await removeRuleJob(tx, ruleId);
    return;
  }
  const next = job.enabled ? (cronRuns(job.cron, now)[0] ?? null) : null;
  await tx.execute(sql`insert into scheduled_jobs (kind, ref_id, cron, enabled, next_run_at, updated_at)
    values (${RULE_JOB}, ${ruleId}, ${job.cron}, ${job.enabled}, ${next}, ${now})
    on conflict on constraint scheduled_jobs_kind_ref do update set cron = excluded.cron,
      enabled = excluded.enabled, next_run_at = excluded.next_run_at, updated_at = excluded.updated_at,
      version = scheduled_jobs.version + 1`);
  await wake(tx, 'jobs');
}

export async function removeRuleJob(tx: Executor, ruleId: number): Promise<void> {
  await tx.execute(sql`delete from scheduled_jobs where kind = ${RULE_JOB} and ref_id = ${ruleId}`);
}

/** The rule's job asked to run at its scheduler's next look, whatever its cron says. */
export async function requestRuleRun(tx: Executor, ruleId: number, now: Date, by: number): Promise<void> {
  await tx.execute(sql`update scheduled_jobs
    set requested_at = coalesce(requested_at, ${now}), requested_by = ${by}
    where kind = ${RULE_JOB} and ref_id = ${ruleId}`);
  await wake(tx, 'jobs');
}
