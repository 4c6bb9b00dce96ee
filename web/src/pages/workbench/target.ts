import { quarterOf } from '@adops/common/contract/workbench';
import { formatPercent, formatYuanSigned } from '@adops/common/format';
import dayjs from '../../components/dayjs';
import type { FieldDef } from '../../resource/types';
import { figureOf, wholeRow } from '../../dashboard/reportAnswer';
import { reportPie } from '../../dashboard/reportCharts';
import { reportProgress, reportTable } from '../../dashboard/reportPanels';
import { workbenchCall } from './calls';
import { submitQuarterTarget } from './edits';
import { LEVEL_VALUES, loadTeamChoices, teamFilter, teamValues } from './levels';
import { quarterValues } from './quarters';
import TEXTS from './texts';

/** The quarter's spend against its target, at the level the user sees, and the departments' targets. */

/** The quarter in progress and the three after it. */
const QUARTERS_OFFERED = 4;

const isLevel = (level: string) => (values: Record<string, unknown>) => values.level === level;

const TARGET_FIELDS: FieldDef[] = [
  { name: 'level', label: 'workbench.level', kind: 'enum', values: LEVEL_VALUES, required: true },
  {
    name: 'departmentId',
    label: 'workbench.level.department',
    kind: 'department',
    required: true,
    shownWhen: isLevel('department'),
  },
  {
    name: 'groupId',
    label: 'workbench.level.group',
    kind: 'group',
    required: true,
    shownWhen: isLevel('group'),
  },
  {
    name: 'operatorId',
    label: 'workbench.level.operator',
    kind: 'operator',
    required: true,
    shownWhen: isLevel('operator'),
  },
  {
    name: 'quarter',
    label: 'workbench.quarter',
    kind: 'enum',
    values: quarterValues(dayjs().format('YYYY-MM-DD'), QUARTERS_OFFERED, TEXTS['workbench.quarterOf']),
    required: true,
  },
  { name: 'amount', label: 'workbench.targetAmount', kind: 'money', required: true },
];

/**
 * The quarter's spend against the target of the level chosen (the company's for a user who sees all data,
 * else their department's, else their own), with the time elapsed and where the spend is headed. Setting a
 * target starts from the level shown and its target.
 */
export const TARGET_PROGRESS = reportProgress({
  key: 'targetProcess',
  title: 'workbench.targetProcess',
  span: { xs: 24, lg: 8 },
  call: (choice) => workbenchCall('targetProcess', teamFilter(choice)),
  choices: { load: loadTeamChoices },
  value: 'fee',
  target: 'quarterTarget',
  format: formatYuanSigned,
  lines: (row, t) => [
    {
      note: t('workbench.elapsed', { percent: formatPercent(figureOf(row, 'elapsed')) }),
      testId: 'workbench-targetProcess-elapsed',
    },
    {
      note: t('workbench.projected', {
        amount: formatYuanSigned(figureOf(row, 'projectedFee')),
        percent: formatPercent(figureOf(row, 'projectedProgress')),
      }),
      testId: 'workbench-targetProcess-projected',
    },
  ],
  actions: [
    {
      key: 'setTarget',
      label: 'workbench.setTarget',
      fields: TARGET_FIELDS,
      values: (result, view) => {
        const target = result ? figureOf(wholeRow(result), 'quarterTarget') : null;
        return {
          ...teamValues(view.choice),
          quarter: quarterOf(dayjs().format('YYYY-MM-DD')),
          ...(target === null ? {} : { amount: target }),
        };
      },
      submit: submitQuarterTarget,
    },
  ],
});

/** Each department's spend this quarter against its target. */
export const DEPARTMENT_TASKS = reportTable({
  key: 'deptTaskList',
  title: 'workbench.deptTasks',
  call: workbenchCall('deptTaskList'),
  rowTestId: 'departmentId',
});

/** The departments' shares of the quarter's targets. */
export const DEPARTMENT_TASK_SHARES = reportPie({
  key: 'deptTaskStructure',
  title: 'workbench.deptTaskStructure',
  call: workbenchCall('deptTaskStructure'),
  name: 'departmentName',
  value: 'quarterTarget',
});
