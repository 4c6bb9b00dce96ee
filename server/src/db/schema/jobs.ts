import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Note } from '@adops/common/notes';
import { createdAt } from './columns';
import { rowVersion } from './version';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The scheduled jobs (scheduleTask): what runs, by a cron expression in Asia/Shanghai. A run is claimed by one
 * server instance at a time: it moves `next_run_at` on and takes the lease in one transaction, renews the lease
 * while it runs, and lets it go when done; a run whose lease lapses was on an instance that died.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What it runs (common/contract/jobs.ts's JOB_KINDS). */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The record it runs for, for a job per record (a notice rule's); none for the system's jobs. */
    refId: integer('ref_id'),
    cron: varchar('cron', { length: 120 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: at('next_run_at'),
    /** A run asked for now (runNow), taken at the next claim whatever the cron says. */
    requestedAt: at('requested_at'),
    requestedBy: integer('requested_by'),
    leaseOwner: varchar('lease_owner', { length: 80 }),
    leaseUntil: at('lease_until'),
    lastRunAt: at('last_run_at'),
    lastStatus: varchar('last_status', { length: 20 }),
    lastDurationMs: integer('last_duration_ms'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('scheduled_jobs_kind_ref').on(t.kind, t.refId).nullsNotDistinct(),
    index('scheduled_jobs_due')
      .on(t.nextRunAt)
      .where(sql`${t.enabled}`),
  ],
);

/**
 * Every run of a background job (a scheduled job's, or the platform sync run by hand): the automation log. A
 * scheduled run is recorded once per job and due time, which is what makes it run once however many instances
 * reach for it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    job: varchar('job', { length: 40 }).notNull(),
    jobId: integer('job_id').references(() => scheduledJobs.id, { onDelete: 'set null' }),
    /** The time it was due: the cron's, or when it was asked for. */
    dueAt: at('due_at'),
    /** `schedule` or `manual`. */
    trigger: varchar('trigger', { length: 20 }),
    /** The server instance that ran it. */
    instance: varchar('instance', { length: 80 }),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    status: varchar('status', { length: 20 }).notNull().default('running'),
    accounts: integer('accounts').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    errors: jsonb('errors'),
    /** What went wrong in someone else's words (an exception's, the platform's). */
    message: text('message'),
    /** What happened in ours (common/src/notes.ts): a message key and its values, in words when read. */
    note: jsonb('note').$type<Note>(),
  },
  (t) => [
    index('job_runs_job_started').on(t.job, t.startedAt),
    uniqueIndex('job_runs_due').on(t.jobId, t.dueAt),
    index('job_runs_started').on(t.startedAt),
  ],
);
