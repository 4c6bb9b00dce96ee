import type { ReportResult } from '@adops/common/contract/report';
import { OVERVIEW_PERIODS, WORKBENCH_TASKS, type OverviewPeriod } from '@adops/common/contract/workbench';
import { formatYuan, formatYuanSigned, thousands, YUAN_SIGN } from '@adops/common/format';
import type { ReportCall } from '../../api/report';
import { panel, type FigureLine, type Translate } from '../../dashboard';
import { figureOf, reportLoadAll, wholeRow } from '../../dashboard/reportAnswer';
import { reportCards } from '../../dashboard/reportPanels';
import { HALF, workbenchCall } from './calls';

/** The figures across the top: today's to-dos, each opening its accounts, and the spend against a year before. */

/** Each to-do's count; clicked, its accounts as they stand today, a page at a time. */
export const TODOS = reportCards({
  key: 'taskData',
  title: 'workbench.todos',
  span: HALF,
  refreshMs: 60_000,
  call: workbenchCall('taskData'),
  figures: WORKBENCH_TASKS.map((task) => ({
    key: task,
    title: `workbench.task.${task}`,
    span: { xs: 12, md: 6 },
    value: (result: ReportResult) => thousands(figureOf(wholeRow(result), task) ?? 0),
    lines: (_: ReportResult, t: Translate) => [{ note: t('workbench.todoHint') }],
    list: { call: workbenchCall('taskData', { task }), rowTestId: 'accountId' },
  })),
});

type Overview = Record<OverviewPeriod, ReportResult>;

/** The change against a year before, when there was spend then, and that spend. */
function yoyLines(result: ReportResult, period: OverviewPeriod, t: Translate): FigureLine[] {
  const row = wholeRow(result);
  const fee = figureOf(row, 'fee') ?? 0;
  const base = figureOf(row, 'fee_yoyBase');
  return [
    ...(base === null
      ? []
      : [
          {
            change: { current: fee, previous: base },
            label: t('workbench.vsLastYear'),
            testId: `workbench-yoy-${period}-change`,
          },
        ]),
    { note: t('workbench.lastYear', { amount: formatYuanSigned(base) }) },
  ];
}

/** This month's, quarter's and year's spend so far against the same days a year before: three calls, one load. */
export const YOY = panel({
  key: 'yoyOverview',
  kind: 'cards',
  title: 'workbench.yoy',
  span: HALF,
  load: reportLoadAll(
    Object.fromEntries(
      OVERVIEW_PERIODS.map((period) => [period, workbenchCall('yoyOverview', { period })]),
    ) as Record<OverviewPeriod, ReportCall>,
  ),
  figures: OVERVIEW_PERIODS.map((period) => ({
    key: `yoy-${period}`,
    title: `workbench.period.${period}`,
    span: { xs: 24, sm: 8 },
    prefix: YUAN_SIGN,
    value: (data: Overview) => formatYuan(figureOf(wholeRow(data[period]), 'fee') ?? 0),
    lines: (data: Overview, t: Translate) => yoyLines(data[period], period, t),
  })),
});
