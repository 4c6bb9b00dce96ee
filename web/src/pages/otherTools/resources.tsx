import { checkCron } from '@adops/common/cron';
import { routeByName } from '@adops/common/menu';
import {
  JOB_COMMANDS,
  JOB_KINDS,
  RUN_STATUSES,
  RUN_TRIGGERS,
  type JobRow,
  type RunRow,
} from '@adops/common/contract/jobs';
import type { ResourceDef } from '../../resource/types';

/** The scheduled jobs (scheduleTask): when each runs and how its last run went; its cron edited, run now. */
export const JOBS: ResourceDef<JobRow> = {
  path: 'scheduledJob',
  testId: 'job',
  title: 'route.scheduleTask',
  defaultSort: 'id',
  rowTestId: (row) => row.kind,
  name: (row, lang) => JOB_KINDS[row.kind as keyof typeof JOB_KINDS]?.[lang] ?? row.kind,
  columns: [
    { key: 'kind', title: 'jobs.kind', kind: 'enum', values: JOB_KINDS, width: 200, sort: true },
    { key: 'cron', title: 'jobs.cron', width: 140 },
    { key: 'enabled', title: 'jobs.enabled', kind: 'flag', width: 90 },
    { key: 'nextRunAt', title: 'jobs.nextRunAt', kind: 'time', width: 170, sort: true },
    { key: 'lastRunAt', title: 'jobs.lastRunAt', kind: 'time', width: 170, sort: true },
    { key: 'lastStatus', title: 'jobs.lastStatus', kind: 'enum', values: RUN_STATUSES, width: 120 },
    { key: 'lastDurationMs', title: 'jobs.lastDurationMs', kind: 'count', width: 120 },
  ],
  filters: [
    { name: 'kind', label: 'jobs.kind', kind: 'enum', values: JOB_KINDS },
    { name: 'enabled', label: 'jobs.enabled', kind: 'flag' },
  ],
  form: {
    editOnly: true,
    fields: [
      {
        name: 'cron',
        label: 'jobs.cron',
        kind: 'text',
        required: true,
        max: 120,
        check: checkCron,
        help: 'jobs.cronHelp',
      },
    ],
  },
  commands: [
    { contract: JOB_COMMANDS.runNow, confirm: 'jobs.confirmRunNow' },
    { contract: JOB_COMMANDS.enable },
    { contract: JOB_COMMANDS.disable, confirm: 'jobs.confirmDisable' },
  ],
};

/** What failed in a run, an item a line (a sync's accounts). */
const failures = (row: RunRow) =>
  (row.errors ?? [])
    .map((e) => {
      const { advertiserId, message } = e as { advertiserId?: string; message?: string };
      return advertiserId ? `${advertiserId}: ${message ?? ''}` : JSON.stringify(e);
    })
    .join('\n');

/** The automation log (xhsAutomationLog): every run of a background job, newest first. */
export const RUNS: ResourceDef<RunRow> = {
  path: 'automationLog',
  testId: 'run',
  title: 'route.xhsAutomationLog',
  defaultSort: '-id',
  scrollX: 1700,
  actions: [
    {
      key: 'notices',
      label: 'jobs.runNotices',
      to: (row) => `${routeByName('noticeSendLog')!.fullPath}?runId=${row.id}`,
      visible: (row) => row.job === 'notice.rule',
    },
  ],
  columns: [
    { key: 'startedAt', title: 'jobs.startedAt', kind: 'time', width: 170, sort: true, fixed: 'left' },
    { key: 'job', title: 'jobs.kind', kind: 'enum', values: JOB_KINDS, width: 180, sort: true },
    { key: 'trigger', title: 'jobs.trigger', kind: 'enum', values: RUN_TRIGGERS, width: 90 },
    { key: 'status', title: 'jobs.status', kind: 'enum', values: RUN_STATUSES, width: 110 },
    { key: 'durationMs', title: 'jobs.durationMs', kind: 'count', width: 110 },
    { key: 'accounts', title: 'jobs.accounts', kind: 'count', width: 90 },
    { key: 'rows', title: 'jobs.rows', kind: 'count', width: 90 },
    { key: 'message', title: 'jobs.message', width: 280 },
    {
      key: 'errors',
      title: 'jobs.errors',
      width: 280,
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{failures(row)}</span>,
    },
    { key: 'instance', title: 'jobs.instance', width: 200 },
    { key: 'finishedAt', title: 'jobs.finishedAt', kind: 'time', width: 170 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'job', label: 'jobs.kind', kind: 'enum', values: JOB_KINDS },
    { name: 'status', label: 'jobs.status', kind: 'enum', values: RUN_STATUSES },
    { name: 'trigger', label: 'jobs.trigger', kind: 'enum', values: RUN_TRIGGERS },
    { name: 'start', label: 'jobs.start', kind: 'day' },
    { name: 'end', label: 'jobs.end', kind: 'day' },
  ],
};
