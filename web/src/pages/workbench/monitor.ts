import type { FieldDef } from '../../resource/types';
import { reportChart } from '../../dashboard/reportCharts';
import { reportTable } from '../../dashboard/reportPanels';
import { workbenchCall } from './calls';
import { submitMonitoredAccount } from './edits';
import { ACCOUNT_OPTIONS } from '../../resource/accountOptions';

/** Today by the hour against yesterday and last week, and the accounts watched with their thresholds. */

/** Today's figures move by the hour: a minute keeps them fresh without weighing on the server. */
const LIVE = 60_000;

const THRESHOLD_FIELDS: FieldDef[] = [
  { name: 'hourlyFee', label: 'workbench.hourlyFeeLimit', kind: 'money', help: 'workbench.hourlyFeeHelp' },
  { name: 'balance', label: 'workbench.balanceLimit', kind: 'money', help: 'workbench.balanceHelp' },
];

const ADD_FIELDS: FieldDef[] = [
  {
    name: 'accountId',
    label: 'workbench.account',
    kind: 'options',
    options: ACCOUNT_OPTIONS,
    required: true,
    wide: true,
  },
  ...THRESHOLD_FIELDS,
];

export const HOUR_SPEND = reportTable({
  key: 'hourFeeMonitorList',
  title: 'workbench.hourFeeMonitor',
  refreshMs: LIVE,
  call: workbenchCall('hourFeeMonitorList'),
  rowTestId: 'hour',
});

/** The spend so far today, hour by hour, beside yesterday's and last week's to the same hour. */
export const HOUR_SPEND_CUMULATIVE = reportChart({
  key: 'totalHourFeeChart',
  kind: 'line',
  title: 'workbench.totalHourFee',
  refreshMs: LIVE,
  call: workbenchCall('totalHourFeeChart'),
  x: 'hour',
  series: ['fee', 'fee_dodBase', 'fee_wowBase'],
  cumulative: true,
});

export const MONITORED_ACCOUNTS = reportTable({
  key: 'monitorAccounts',
  title: 'workbench.monitorAccounts',
  refreshMs: LIVE,
  call: workbenchCall('monitorAccounts'),
  pageSize: 10,
  rowTestId: 'accountId',
  rowName: 'accountName',
  actions: [
    {
      key: 'add',
      label: 'workbench.addMonitor',
      fields: ADD_FIELDS,
      submit: (values) => submitMonitoredAccount(values.accountId as number, values),
    },
  ],
  rowActions: [
    {
      key: 'editThresholds',
      label: 'workbench.editThresholds',
      fields: THRESHOLD_FIELDS,
      values: (row) => ({ hourlyFee: row.hourlyFeeLimit, balance: row.balanceLimit }),
      submit: (values, row) => submitMonitoredAccount(Number(row.accountId), values),
    },
    {
      key: 'remove',
      label: 'workbench.removeMonitor',
      confirm: 'workbench.confirmRemoveMonitor',
      danger: true,
      submit: (_, row) => submitMonitoredAccount(Number(row.accountId), null),
    },
  ],
});

/** The watched accounts' spend today by the hour against yesterday's. */
export const MONITORED_BY_HOUR = reportChart({
  key: 'monitorAccountChart',
  kind: 'line',
  title: 'workbench.monitorAccountChart',
  refreshMs: LIVE,
  call: workbenchCall('monitorAccountChart'),
  x: 'hour',
  series: ['fee', 'fee_dodBase'],
});

export const MONITORED_BY_DEPARTMENT = reportTable({
  key: 'monitorAccountDept',
  title: 'workbench.monitorAccountDept',
  refreshMs: LIVE,
  call: workbenchCall('monitorAccountDept'),
  rowTestId: 'departmentId',
});
