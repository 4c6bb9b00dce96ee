import type { ReportRow } from '@adops/common/contract/report';
import { workbenchReportName } from '@adops/common/contract/workbench';
import type { RuleEventKey } from '@adops/common/contract/noticeRules';
import { formatChange, formatPercent, formatYuan, thousands } from '@adops/common/format';
import type { RowValues } from '@adops/common/notices/template';
import type { Thresholds } from '@adops/common/thresholds';
import type { ReportDefinition } from '../../reports/definition';
import { allReports } from '../../reports/registry';

/**
 * How each scheduled event is read: a report of the engine (the workbench's to-dos for the alarms, the spend of
 * yesterday for the daily report, the departments' quarter for target progress), the thresholds in force with
 * the rule's own put in, and each row as the template's row variables.
 */
export interface EventReading {
  def: () => ReportDefinition;
  /** The thresholds in force with the rule's threshold in its event's unit put in. */
  inForce?: (inForce: Thresholds, threshold: number) => Thresholds;
  /** Only the rows the rule's threshold keeps, where the report cannot say (none: all of them). */
  keep?: (row: ReportRow, threshold: number) => boolean;
  row: (row: ReportRow) => RowValues;
  /** Sent even when it finds nothing (a report); an alarm of nothing is not sent. */
  always?: boolean;
}

const reportNamed = (name: string) => {
  const def = allReports().find((d) => d.name === name);
  if (!def) throw new Error(`no report ${name}`);
  return def;
};

/** The workbench's to-do of a kind: its accounts as they stand today. */
const task = (kind: string) => () => {
  const def = reportNamed(workbenchReportName('taskData'));
  return def.params!.define(def, { task: kind });
};

type Cell = ReportRow[string] | undefined;
const money = (value: Cell) => formatYuan(value ?? null);
const num = (value: Cell) => (typeof value === 'number' ? value : Number(value ?? NaN));

/** An account's row of a to-do. */
const accountRow = (row: ReportRow, value: string): RowValues => ({
  account: String(row.accountName ?? ''),
  customer: String(row.customerName ?? ''),
  operator: String(row.operatorName ?? ''),
  spend: money(row.fee),
  balance: money(row.balance),
  runway: row.runway == null ? '##' : thousands(row.runway),
  value,
});

/** A department's quarter so far against its target, as a share (null: no target). */
const progressOf = (row: ReportRow) => {
  const target = num(row.quarterTarget);
  return target > 0 ? num(row.fee) / target : null;
};

export const EVENT_READINGS: Record<Exclude<RuleEventKey, 'questionAssigned'>, EventReading> = {
  lowBalance: {
    def: task('lowBalance'),
    inForce: (t, days) => ({ ...t, lowBalanceDays: days }),
    row: (row) => accountRow(row, row.runway == null ? '##' : thousands(row.runway)),
  },
  zeroSpend: { def: task('zeroSpend'), row: (row) => accountRow(row, money(0)) },
  descent: {
    def: task('descent'),
    inForce: (t, percent) => ({ ...t, descentRatio: percent / 100 }),
    row: (row) => accountRow(row, formatChange(num(row.fee), num(row.feeSameTime))),
  },
  overThreshold: { def: task('overThreshold'), row: (row) => accountRow(row, money(row.balance)) },
  dailyReport: {
    def: () => ({
      name: 'noticeDailyReport',
      dimensions: ['account', 'customer', 'operator'],
      bucket: 'none',
      measures: ['fee'],
      thresholds: [{ measure: 'fee', min: 1 }],
      range: 'yesterday',
      sort: '-fee',
    }),
    row: (row) => accountRow(row, money(row.fee)),
    always: true,
  },
  targetProgress: {
    def: () => reportNamed(workbenchReportName('deptTaskList')),
    keep: (row, percent) => {
      const progress = progressOf(row);
      return progress !== null && progress < percent / 100;
    },
    row: (row) => ({
      department: String(row.departmentName ?? ''),
      spend: money(row.fee),
      target: money(row.quarterTarget),
      progress: formatPercent(progressOf(row)),
      value: formatPercent(progressOf(row)),
    }),
    always: true,
  },
};
