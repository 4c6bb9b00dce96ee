import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { moduleOf } from '@adops/common/menu';
import { cronRuns } from '@adops/common/cron';
import { JOB_COMMANDS, jobFilters, jobSaveInput, type JobRow } from '@adops/common/contract/jobs';
import type { AppContext } from '../../context';
import { scheduledJobs } from '../../db/schema';
import { wake } from '../../background/wake';
import { resourceRoutes, type WriteContext } from '../../resources/resource';
import { shanghaiTimestamp } from '../../db/text';

const JOBS = moduleOf('scheduleTask');

/**
 * The scheduled jobs (scheduleTask): the system's, made at start, and one per record that has a schedule. A save
 * changes a job's cron (and so its next run); commands run it now, enable and disable it.
 */
export function scheduledJobRoutes(app: AppContext) {
  const next = (cron: string) => cronRuns(cron, new Date(app.clock.now()))[0] ?? null;
  /** A command's change of the job; every instance's scheduler looks again once it is committed. */
  const change = async (ctx: WriteContext, job: JobRow, values: PgUpdateSetSource<typeof scheduledJobs>) => {
    await ctx.tx.update(scheduledJobs).set(values).where(eq(scheduledJobs.id, job.id));
    await wake(ctx.tx, 'jobs');
    return null;
  };
  return resourceRoutes<JobRow, typeof jobFilters, typeof jobSaveInput>(app, {
    path: 'scheduledJob',
    entity: 'job',
    table: scheduledJobs,
    id: scheduledJobs.id,
    access: JOBS,
    query: (db) =>
      db
        .select({
          id: scheduledJobs.id,
          kind: scheduledJobs.kind,
          cron: scheduledJobs.cron,
          enabled: scheduledJobs.enabled,
          nextRunAt: shanghaiTimestamp(scheduledJobs.nextRunAt, 'next_run_at_text'),
          requestedAt: shanghaiTimestamp(scheduledJobs.requestedAt, 'requested_at_text'),
          running: sql<boolean>`(${scheduledJobs.leaseUntil} is not null)`.as('running'),
          lastRunAt: shanghaiTimestamp(scheduledJobs.lastRunAt, 'last_run_at_text'),
          lastStatus: scheduledJobs.lastStatus,
          lastDurationMs: scheduledJobs.lastDurationMs,
          version: scheduledJobs.version,
        })
        .from(scheduledJobs)
        .$dynamic(),
    filters: jobFilters,
    where: (f) =>
      and(
        f.kind ? eq(scheduledJobs.kind, f.kind) : undefined,
        f.enabled === undefined ? undefined : eq(scheduledJobs.enabled, f.enabled),
      ),
    sorts: {
      id: scheduledJobs.id,
      kind: scheduledJobs.kind,
      nextRunAt: scheduledJobs.nextRunAt,
      lastRunAt: scheduledJobs.lastRunAt,
    },
    defaultSort: 'id',
    save: {
      input: jobSaveInput,
      editOnly: true,
      values: async ({ cron }, ctx, before) => ({
        cron,
        // A disabled job has no next time until it is enabled again.
        nextRunAt: before?.enabled ? next(cron) : null,
        updatedAt: ctx.now,
      }),
    },
    commands: [
      {
        contract: JOB_COMMANDS.runNow,
        run: (ctx, job) =>
          change(ctx, job, {
            requestedAt: sql`coalesce(${scheduledJobs.requestedAt}, ${ctx.now})`,
            requestedBy: ctx.user.userId,
          }),
      },
      {
        contract: JOB_COMMANDS.enable,
        run: (ctx, job) => change(ctx, job, { enabled: true, nextRunAt: next(job.cron), updatedAt: ctx.now }),
      },
      {
        contract: JOB_COMMANDS.disable,
        run: (ctx, job) => change(ctx, job, { enabled: false, nextRunAt: null, updatedAt: ctx.now }),
      },
    ],
  });
}
