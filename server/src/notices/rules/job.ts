import type { Executor } from '../../db/client';
import { removeRecordJob, requestRecordRun, saveRecordJob } from '../../jobs/recordJobs';

export const RULE_JOB = 'notice.rule';

/** A rule's job, written with the rule; none for a rule of an event that happens. */
export async function saveRuleJob(
  tx: Executor,
  ruleId: number,
  job: { cron: string | null; enabled: boolean },
  now: Date,
): Promise<void> {
  if (!job.cron) await removeRuleJob(tx, ruleId);
  else await saveRecordJob(tx, RULE_JOB, ruleId, { cron: job.cron, enabled: job.enabled }, now);
}

export const removeRuleJob = (tx: Executor, ruleId: number) => removeRecordJob(tx, RULE_JOB, ruleId);

/** The rule's job asked to run at its scheduler's next look, whatever its cron says. */
export const requestRuleRun = (tx: Executor, ruleId: number, now: Date, by: number) =>
  requestRecordRun(tx, RULE_JOB, ruleId, now, by);
