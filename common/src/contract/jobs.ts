import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { checkCron } from '../cron';
import { command, switchCommands, type StateMachine } from './endpoints';
import { day, flag } from './fields';

/**
 * The scheduled jobs (scheduleTask [344]): each kind with its title and the cron it starts with. The system's
 * jobs are made when the server starts; a job per record (a notice rule's) comes and goes with its record.
 */
export const JOB_KINDS = {
  'platform.hourly': {
    zh: '平台实时数据同步',
    en: 'Platform sync: today',
    cron: '*/5 * * * *',
  },
  'platform.daily': {
    zh: '平台近 7 日数据回补',
    en: 'Platform sync: the last 7 days',
    cron: '0 6 * * *',
  },
  /** The accounts whose sync was asked for by hand (operationReptile); runs only when asked. */
  'platform.account': {
    zh: '平台单账户同步',
    en: 'Platform sync: accounts asked for',
    cron: '0 0 1 1 *',
    manual: true,
  },
  cleanup: {
    zh: '过期数据清理',
    en: 'Clean-up of expired data',
    cron: '30 3 * * *',
  },
  /** A notice rule's: made, changed and removed with its rule (noticeOptions). */
  'notice.rule': {
    zh: '通知规则',
    en: 'Notice rule',
    cron: '0 9 * * *',
    perRecord: true,
  },
  /** A lead e-mail setting's digest: made, changed and removed with its setting (xhsAppEmailSend). */
  'lead.digest': {
    zh: '线索邮件',
    en: 'Lead e-mail digest',
    cron: '0 9 * * *',
    perRecord: true,
  },
} as const satisfies Record<
  string,
  { zh: string; en: string; cron: string; perRecord?: true; manual?: true }
>;
export type JobKind = keyof typeof JOB_KINDS;
/** Whether a system job runs only when asked for (made disabled, with no next run). */
export const isManualJob = (kind: JobKind) => 'manual' in JOB_KINDS[kind];
/** The jobs the system has once each, made at every start when missing. */
export const SYSTEM_JOBS = (Object.keys(JOB_KINDS) as JobKind[]).filter(
  (kind) => !('perRecord' in JOB_KINDS[kind]),
);

/** How a run ended: `partial` when some of its items failed, `busy` when another run held what it needed. */
export const RUN_STATUSES = {
  running: { zh: '运行中', en: 'Running', color: 'blue' },
  ok: { zh: '成功', en: 'Succeeded', color: 'green' },
  partial: { zh: '部分失败', en: 'Partly failed', color: 'orange' },
  failed: { zh: '失败', en: 'Failed', color: 'red' },
  busy: { zh: '跳过（占用中）', en: 'Skipped (busy)', color: 'default' },
} as const satisfies ColumnValues;
export type RunStatus = keyof typeof RUN_STATUSES;

/** What started a run: its cron, or someone's "run now". */
export const RUN_TRIGGERS = {
  schedule: { zh: '定时', en: 'Scheduled' },
  manual: { zh: '手动', en: 'Run now' },
} as const satisfies ColumnValues;
export type RunTrigger = keyof typeof RUN_TRIGGERS;

/** A scheduled job as the list shows it (scheduleTask). Times as Shanghai reads them, 'YYYY-MM-DD HH:MM:SS'. */
export interface JobRow {
  id: number;
  /** What it runs: JOB_KINDS titles it. */
  kind: string;
  cron: string;
  enabled: boolean;
  nextRunAt: string | null;
  /** A run asked for by hand and not yet taken. */
  requestedAt: string | null;
  running: boolean;
  lastRunAt: string | null;
  lastStatus: RunStatus | null;
  lastDurationMs: number | null;
  version: number;
}

export const jobFilters = {
  kind: z.string().trim().max(40).optional(),
  enabled: flag.optional(),
};

/** A cron expression of five fields that names some time (common/cron.ts), refused naming why. */
export const cronExpression = z
  .string()
  .trim()
  .max(120)
  .superRefine((value, ctx) => {
    const problem = checkCron(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What an edit of a job changes: when it runs. */
export const jobSaveInput = z.object({ cron: cronExpression });

const JOB_STATE: StateMachine<Pick<JobRow, 'enabled'>, 'enabled' | 'disabled'> = {
  of: (row) => (row.enabled ? 'enabled' : 'disabled'),
  titles: { enabled: { zh: '已启用', en: 'Enabled' }, disabled: { zh: '已停用', en: 'Disabled' } },
};

const noInput = z.object({});
export const JOB_COMMANDS = {
  runNow: command({
    name: 'runNow',
    title: { zh: '立即执行', en: 'Run now' },
    input: noInput,
  }),
  ...switchCommands(JOB_STATE, { on: 'enabled', off: 'disabled' }),
};

/** A run of a background job (xhsAutomationLog): when, where, how it went and what it did. */
export interface RunRow {
  id: number;
  job: string;
  trigger: RunTrigger | null;
  instance: string | null;
  status: RunStatus;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  accounts: number;
  rows: number;
  /** The items that failed (a sync's accounts), each with its message. */
  errors: unknown[] | null;
  message: string | null;
}

const RUN_STATUS_NAMES = Object.keys(RUN_STATUSES) as [RunStatus, ...RunStatus[]];
const TRIGGER_NAMES = Object.keys(RUN_TRIGGERS) as [RunTrigger, ...RunTrigger[]];
export const runFilters = {
  job: z.string().trim().max(40).optional(),
  status: z.enum(RUN_STATUS_NAMES).optional(),
  trigger: z.enum(TRIGGER_NAMES).optional(),
  start: day.optional(),
  end: day.optional(),
};
