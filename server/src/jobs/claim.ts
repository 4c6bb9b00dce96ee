import { sql } from 'drizzle-orm';
import { cronRuns } from '@adops/common/cron';
import type { RunStatus, RunTrigger } from '@adops/common/contract/jobs';
import type { Note } from '@adops/common/notes';
import type { Db, Executor } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * How a server instance takes a scheduled job's run, holds it and gives it back, in the database alone, so that
 * any number of instances on one PostgreSQL (or one on PGlite) run each due time once.
 */

/** A run an instance has claimed: the job's lease is its own until it finishes or lets the lease lapse. */
export interface ClaimedRun {
  runId: number;
  jobId: number;
  kind: string;
  refId: number | null;
  dueAt: Date;
  trigger: RunTrigger;
  startedAt: Date;
}

/** What a job's work answers: how it went, and what it did (the sync's accounts and rows). */
export interface RunOutcome {
  status: Exclude<RunStatus, 'running'>;
  accounts?: number;
  rows?: number;
  errors?: unknown[];
  /** What went wrong in someone else's words (a thrown error's). */
  message?: string | null;
  /** What happened in ours, put in words when read (the clean-up's counts). */
  note?: Note | null;
}

interface DueJob {
  id: number;
  kind: string;
  ref_id: number | null;
  cron: string;
  next_run_at: Date | string | null;
  requested_at: Date | string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Claims the job that is due first (asked for by hand, or its cron's time come) and whose lease is free: in one
 * transaction its next time moves on (from now: times missed while no instance ran are not made up), the lease is
 * taken and the run recorded, once per job and due time. A job another instance is claiming is skipped, not
 * waited for; so is a job of a kind this instance does not run. None when nothing is due.
 */
export async function claimDue(
  db: Db,
  now: Date,
  instance: string,
  leaseMs: number,
  kinds: readonly string[],
): Promise<ClaimedRun | null> {
  return db.transaction(async (tx) => {
    const [job] = await queryRows<DueJob>(
      tx,
      sql`select id, kind, ref_id, cron, next_run_at, requested_at from scheduled_jobs
        where (lease_until is null or lease_until < ${now})
          and kind in (select value from json_array_elements_text(${JSON.stringify(kinds)}::json))
          and (requested_at is not null or (enabled and next_run_at <= ${now}))
        order by coalesce(requested_at, next_run_at) limit 1
        for update skip locked`,
    );
    if (!job) return null;
    await failLapsedRuns(tx, [job.id], now);
    const manual = job.requested_at !== null;
    const dueAt = asDate(manual ? job.requested_at! : job.next_run_at!);
    // A run by hand leaves the cron's next time, unless that time has come too: the one run stands for both.
    const keeps = manual && job.next_run_at !== null && asDate(job.next_run_at) > now;
    const next = keeps ? job.next_run_at : (cronRuns(job.cron, now)[0] ?? null);
    await tx.execute(sql`update scheduled_jobs
      set lease_owner = ${instance}, lease_until = ${new Date(now.getTime() + leaseMs)},
        next_run_at = ${next === null ? null : asDate(next)}, requested_at = null
      where id = ${job.id}`);
    const trigger: RunTrigger = manual ? 'manual' : 'schedule';
    const [run] = await queryRows<{ id: number }>(
      tx,
      sql`insert into job_runs (job, job_id, due_at, trigger, instance, started_at)
        values (${job.kind}, ${job.id}, ${dueAt}, ${trigger}, ${instance}, ${now})
        on conflict (job_id, due_at) do nothing returning id`,
    );
    // That time has had its run (a claim raced a reaped lease): the lease goes back, nothing runs.
    if (!run) {
      await tx.execute(
        sql`update scheduled_jobs set lease_owner = null, lease_until = null where id = ${job.id}`,
      );
      return null;
    }
    return {
      runId: Number(run.id),
      jobId: job.id,
      kind: job.kind,
      refId: job.ref_id,
      dueAt,
      trigger,
      startedAt: now,
    };
  });
}

/**
 * The runs of jobs whose lease lapsed (`jobs`, or every job) are failed: the instance running them stopped
 * without finishing (killed, cut off). Their jobs' leases are freed.
 */
export async function failLapsedRuns(db: Executor, jobs: number[] | 'all', now: Date): Promise<number> {
  const these =
    jobs === 'all'
      ? sql`true`
      : sql`id in (select value::int from json_array_elements_text(${JSON.stringify(jobs)}::json))`;
  const lapsed = await queryRows<{ id: number }>(
    db,
    sql`update scheduled_jobs set lease_owner = null, lease_until = null, last_status = 'failed'
      where lease_until < ${now} and ${these} returning id`,
  );
  if (!lapsed.length) return 0;
  const failed = await queryRows<{ id: number }>(
    db,
    sql`update job_runs set status = 'failed', finished_at = ${now}, note = ${JSON.stringify(LAPSED_NOTE)}::jsonb
      where status = 'running'
        and job_id in (select value::int from json_array_elements_text(${JSON.stringify(lapsed.map((j) => j.id))}::json))
      returning id`,
  );
  return failed.length;
}

/** What a run left by a stopped instance says. */
export const LAPSED_NOTE: Note = { key: 'runLapsed' };

/** Keeps the lease of a run going; false when it is no longer this instance's (it lapsed and was taken). */
export async function renewLease(db: Db, run: ClaimedRun, instance: string, until: Date): Promise<boolean> {
  const renewed = await queryRows<{ id: number }>(
    db,
    sql`update scheduled_jobs set lease_until = ${until}
      where id = ${run.jobId} and lease_owner = ${instance} returning id`,
  );
  return renewed.length > 0;
}

/** Records how the run went and gives the lease back, in one transaction. */
export async function finishRun(db: Db, run: ClaimedRun, instance: string, outcome: RunOutcome, now: Date) {
  const ms = Math.max(0, now.getTime() - run.startedAt.getTime());
  await db.transaction(async (tx) => {
    await tx.execute(sql`update job_runs
      set status = ${outcome.status}, finished_at = ${now}, accounts = ${outcome.accounts ?? 0},
        rows = ${outcome.rows ?? 0}, errors = ${outcome.errors?.length ? JSON.stringify(outcome.errors) : null}::jsonb,
        message = ${outcome.message ?? null}, note = ${outcome.note ? JSON.stringify(outcome.note) : null}::jsonb
      where id = ${run.runId} and status = 'running'`);
    await tx.execute(sql`update scheduled_jobs
      set lease_owner = null, lease_until = null, last_run_at = ${run.startedAt}, last_status = ${outcome.status},
        last_duration_ms = ${ms}
      where id = ${run.jobId} and lease_owner = ${instance}`);
  });
}
