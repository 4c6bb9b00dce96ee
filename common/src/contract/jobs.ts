import type { ColumnValues } from '../columns';

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
  cleanup: {
    zh: '过期数据清理',
    en: 'Clean-up of expired data',
    cron: '30 3 * * *',
  },
} as const satisfies Record<string, { zh: string; en: string; cron: string }>;
export type JobKind = keyof typeof JOB_KINDS;
export const SYSTEM_JOBS = Object.keys(JOB_KINDS) as JobKind[];

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
