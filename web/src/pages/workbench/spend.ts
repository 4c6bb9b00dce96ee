import { OVERVIEW_PERIODS, STRUCTURE_DIMENSIONS, TREND_BUCKETS } from '@adops/common/contract/workbench';
import type { PanelChoices } from '../../dashboard';
import { reportChart, reportPie } from '../../dashboard/reportCharts';
import { reportRanking, reportTable } from '../../dashboard/reportPanels';
import { workbenchCall } from './calls';

/** Where the spend goes: its trend and departments against a year before, its structure, its leaders. */

const PERIODS: PanelChoices = {
  options: OVERVIEW_PERIODS.map((period) => ({ value: period, label: `workbench.period.${period}` })),
};
const BUCKETS: PanelChoices = {
  options: TREND_BUCKETS.map((bucket) => ({ value: bucket, label: `workbench.bucket.${bucket}` })),
  initial: 'month',
};
const DIMENSIONS: PanelChoices = {
  options: STRUCTURE_DIMENSIONS.map((dimension) => ({
    value: dimension,
    label: `workbench.dimension.${dimension}`,
  })),
};

/** This year by month (or day) beside the same months of last year; the axis is the report's own. */
export const TREND_YOY = reportChart({
  key: 'consumeTrendYoy',
  kind: 'line',
  title: 'workbench.consumeTrendYoy',
  span: { xs: 24, lg: 16 },
  choices: BUCKETS,
  call: (bucket) => workbenchCall('consumeTrendYoy', { bucket }),
  series: ['fee', 'fee_yoyBase'],
});

export const DEPARTMENT_YOY = reportTable({
  key: 'deptConsumeYoy',
  title: 'workbench.deptConsumeYoy',
  choices: PERIODS,
  call: (period) => workbenchCall('deptConsumeYoy', { period }),
  rowTestId: 'departmentId',
});

export const STRUCTURE = reportTable({
  key: 'feeStructureList',
  title: 'workbench.feeStructure',
  choices: DIMENSIONS,
  call: (dimension) => workbenchCall('feeStructureList', { dimension }),
});

/** Each slice named by the dimension's first column (the product, the target, the industry's name). */
export const STRUCTURE_SHARES = reportPie({
  key: 'feeStructureChart',
  title: 'workbench.feeStructureShare',
  choices: DIMENSIONS,
  call: (dimension) => workbenchCall('feeStructureChart', { dimension }),
  value: 'fee',
});

export const DEPARTMENT_STRUCTURE = reportTable({
  key: 'deptFeeStructureList',
  title: 'workbench.deptFeeStructure',
  call: workbenchCall('deptFeeStructureList'),
});

const TOP = 10;

export const ACCOUNT_RANKING = reportRanking({
  key: 'accountRanking',
  title: 'workbench.accountRanking',
  call: workbenchCall('accountRanking', { pageSize: TOP }),
  name: 'accountName',
  value: 'fee',
});

export const OPERATOR_RANKING = reportRanking({
  key: 'operatorRanking',
  title: 'workbench.operatorRanking',
  call: workbenchCall('operatorRanking', { pageSize: TOP }),
  name: 'operatorName',
  value: 'fee',
});
