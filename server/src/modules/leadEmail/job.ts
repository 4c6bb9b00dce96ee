import type { Executor } from '../../db/client';
import { removeRecordJob, requestRecordRun, saveRecordJob } from '../../jobs/recordJobs';

/** A lead e-mail setting's job: its digest, by the setting's cron. */
export const LEAD_DIGEST_JOB = 'lead.digest';

export const saveDigestJob = (tx: Executor, settingId: number, cron: string, enabled: boolean, now: Date) =>
  saveRecordJob(tx, LEAD_DIGEST_JOB, settingId, { cron, enabled }, now);

export const removeDigestJob = (tx: Executor, settingId: number) =>
  removeRecordJob(tx, LEAD_DIGEST_JOB, settingId);

export const requestDigest = (tx: Executor, settingId: number, now: Date, by: number) =>
  requestRecordRun(tx, LEAD_DIGEST_JOB, settingId, now, by);
