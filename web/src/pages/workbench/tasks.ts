import type { FieldDef } from '../../resource/types';
import { reportTable } from '../../dashboard/reportPanels';
import { workbenchCall } from './calls';
import { submitAccountTask } from './edits';

/** The accounts' spend this month against their tasks, each task set from its row. */

const TASK_FIELDS: FieldDef[] = [
  {
    name: 'amount',
    label: 'workbench.taskAmount',
    kind: 'money',
    required: true,
    help: 'workbench.taskHelp',
  },
];

export const ACCOUNT_TASKS = reportTable({
  key: 'accountTaskList',
  title: 'workbench.accountTasks',
  call: workbenchCall('accountTaskList'),
  pageSize: 10,
  rowTestId: 'accountId',
  rowName: 'accountName',
  rowActions: [
    {
      key: 'edit',
      label: 'workbench.editTask',
      fields: TASK_FIELDS,
      values: (row) =>
        row.monthTask === null || row.monthTask === undefined ? {} : { amount: row.monthTask },
      // The month of the list: its range's (this month unless the server says otherwise).
      submit: (values, row, result) =>
        submitAccountTask(Number(row.accountId), result.end, values.amount as number),
    },
  ],
});
