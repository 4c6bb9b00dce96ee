import { checkCron } from '@adops/common/cron';
import { JOB_COMMANDS, JOB_KINDS, RUN_STATUSES, type JobRow } from '@adops/common/contract/jobs';
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
