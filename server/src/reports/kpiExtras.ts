import type { ReportRow } from '@adops/common/contract/report';
import type { ThresholdKey } from '@adops/common/thresholds';
import { elapsedShare, monthEnd, monthStart } from '../time';
import { extraColumn, num } from './extraColumn';
import { filteredTarget, type Extra, type ExtraContext } from './extras';

/**
 * The agency's monthly KPI targets (the thresholds in force, common/thresholds.ts) beside a report's months of
 * customers (the customerMonths source): each count against its target, with the share of the month gone by.
 * The targets are the company's: they measure the rows only where the rows are the company's, for a caller who
 * sees all data with no filter; elsewhere they are left empty.
 */

interface Kpi {
  /** The report's measure it measures. */
  measure: string;
  target: ThresholdKey;
  zh: string;
  en: string;
  kind: 'count' | 'money';
}

const KPIS: Kpi[] = [
  { measure: 'newOnline', target: 'targetOnline', zh: '新客上线', en: 'New online', kind: 'count' },
  { measure: 'retained', target: 'targetRetained', zh: '老客留存', en: 'Retained', kind: 'count' },
  { measure: 'woken', target: 'targetWoken', zh: '沉睡唤醒', en: 'Woken', kind: 'count' },
];
const BALANCE_KPI: Kpi = {
  measure: 'balance',
  target: 'targetBalance',
  zh: '余额',
  en: 'Balance',
  kind: 'money',
};

const ELAPSED = extraColumn('elapsed', '时间进度', 'Time elapsed', 'percent');

const columnsOf = (kpi: Kpi) => [
  extraColumn(kpi.target, `${kpi.zh}目标`, `${kpi.en} target`, kpi.kind),
  extraColumn(`${kpi.measure}Progress`, `${kpi.zh}完成率`, `${kpi.en} progress`, 'percent'),
];

/** Whether the rows are the company's: all data, no filter. */
const companyWide = ({ scope, query }: ExtraContext) =>
  scope.all &&
  !query.deptId &&
  !query.groupId &&
  !query.operatorId &&
  !query.customerId &&
  !query.accountId &&
  !query.product;

/** The month a row stands for: its own (rows by month), else the range's last. */
const monthOf = (row: ReportRow, x: ExtraContext) => monthStart(String(row.month ?? x.range[1]));

function fillKpis(kpis: Kpi[], rows: ReportRow[], x: ExtraContext) {
  const company = companyWide(x);
  for (const row of rows) {
    const month = monthOf(row, x);
    for (const kpi of kpis) {
      const target = company ? x.inForce[kpi.target] : null;
      row[kpi.target] = target;
      row[`${kpi.measure}Progress`] = target ? num(row[kpi.measure]) / target : null;
    }
    row.elapsed = elapsedShare([month, monthEnd(month)], min(monthEnd(month), x.today), x.today, x.hour);
  }
}

const min = (a: string, b: string) => (a < b ? a : b);

/**
 * New online, retained and woken customers of each month and its end's balance against their targets, and the
 * spend against its.
 */
const kpiTargets: Extra = {
  columns: [
    extraColumn('monthTarget', '消耗目标', 'Spend target'),
    extraColumn('feeProgress', '消耗完成率', 'Spend progress', 'percent'),
    ...[...KPIS, BALANCE_KPI].flatMap(columnsOf),
    ELAPSED,
  ],
  async fill(rows, x) {
    fillKpis([...KPIS, BALANCE_KPI], rows, x);
    const months = [...new Set(rows.map((row) => monthOf(row, x)))];
    const targets = new Map(
      await Promise.all(months.map(async (m) => [m, await filteredTarget(x, m)] as const)),
    );
    for (const row of rows) {
      const target = targets.get(monthOf(row, x)) ?? null;
      row.monthTarget = target;
      row.feeProgress = target ? num(row.customerFee) / target : null;
    }
  },
};

/** The prepaid balance at each month's end against its target. */
const balanceTarget: Extra = {
  columns: [...columnsOf(BALANCE_KPI), ELAPSED],
  async fill(rows, x) {
    fillKpis([BALANCE_KPI], rows, x);
  },
};

export const KPI_EXTRAS = { kpiTargets, balanceTarget } satisfies Record<string, Extra>;
