import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { moduleOf } from '@adops/common/menu';
import { runFilters, type RunRow } from '@adops/common/contract/jobs';
import { noteText, type Note } from '@adops/common/notes';
import type { AppContext } from '../../context';
import { jobRuns } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { containing, shanghaiTimestamp } from '../../db/text';
import { resourceRoutes } from '../../resources/resource';

const LOG = moduleOf('xhsAutomationLog');

/** A run as stored: a text of ours is a note, answered as the run's message in the caller's language. */
type StoredRun = RunRow & { note: Note | null };

/** The automation log: every run of a background job, newest first, with what it did and what failed. */
export function automationLogRoutes(app: AppContext) {
  return resourceRoutes<StoredRun, typeof runFilters, z.ZodObject>(app, {
    path: 'automationLog',
    entity: 'record',
    table: jobRuns,
    id: jobRuns.id,
    access: LOG,
    query: (db) =>
      db
        .select({
          id: jobRuns.id,
          job: jobRuns.job,
          trigger: sql<RunRow['trigger']>`${jobRuns.trigger}`.as('trigger'),
          instance: jobRuns.instance,
          status: sql<RunRow['status']>`${jobRuns.status}`.as('status'),
          startedAt: shanghaiTimestamp(jobRuns.startedAt, 'started_text'),
          finishedAt: shanghaiTimestamp(jobRuns.finishedAt, 'finished_text'),
          durationMs: sql<
            number | null
          >`(extract(epoch from ${jobRuns.finishedAt} - ${jobRuns.startedAt}) * 1000)::int`
            .mapWith((v) => (v === null ? null : Number(v)))
            .as('duration_ms'),
          accounts: jobRuns.accounts,
          rows: jobRuns.rows,
          errors: sql<unknown[] | null>`${jobRuns.errors}`.as('errors'),
          message: jobRuns.message,
          note: jobRuns.note,
        })
        .from(jobRuns)
        .$dynamic(),
    filters: runFilters,
    where: (f) =>
      and(
        f.job ? eq(jobRuns.job, f.job) : undefined,
        f.status ? eq(jobRuns.status, f.status) : undefined,
        f.trigger ? eq(jobRuns.trigger, f.trigger) : undefined,
        onDays(jobRuns.startedAt, f),
      ),
    keyword: (text) =>
      or(ilike(jobRuns.message, containing(text)), ilike(jobRuns.instance, containing(text))),
    sorts: { id: jobRuns.id, startedAt: jobRuns.startedAt, job: jobRuns.job },
    defaultSort: '-id',
    present: ({ note, ...run }, lang): RunRow => ({
      ...run,
      message: note ? noteText(note, lang) : run.message,
    }),
  });
}
