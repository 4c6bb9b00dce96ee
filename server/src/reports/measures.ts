import { sql, type SQL } from 'drizzle-orm';
import type { ColumnValues } from '@adops/common/columns';
import type { ReportColumn, ReportColumnKind } from '@adops/common/contract/report';
import { RATIOS, isRatio, metricOf, type MetricKey, type SummedKey } from '@adops/common/metrics';
import { DAILY_MEASURES } from '../facts/writer';
import { runwayDays } from '../db/runway';

/**
 * What a report sums per row. Most measures are the metric table's (common/metrics.ts), summed over the fact
 * rows `f` (ratios from their summed parts). The rest are named here once and read like them: counts of
 * spending accounts, the finance view's service fee and rebate, and the balance runway figures.
 */
export interface CustomMeasure {
  key: string;
  zh: string;
  en: string;
  kind: ReportColumnKind;
  /** An aggregate over the rows `f`, joined to their account `a` and its customer `cus`. */
  sql: SQL;
  /** False when a total over every row means nothing (a day, a rate): the totals row leaves it empty. */
  totals?: false;
  /** The same measure of one fact row, where it has one (rowMeasureSql). */
  row?: SQL;
  /** The summed columns of `f` it reads besides fee. */
  uses?: SummedKey[];
  /** It counts the rows `f`, which must then be one per account and period (sources/). */
  countsRows?: true;
  /** It reads the rows' customer, which a team's sums do not know. */
  ofCustomer?: true;
  /** The same over rows that are one per customer and period (the customers' sums): no distinct count. */
  perCustomer?: SQL;
  /** The titles of its codes, for an `enum` measure (a state). */
  values?: ColumnValues;
}

export type Measure = MetricKey | CustomMeasure;

export const measureKey = (m: Measure) => (typeof m === 'string' ? m : m.key);

/** The facts' column of each summed measure, as the fact writer names them. */
export const COLUMN_OF = Object.fromEntries(DAILY_MEASURES.map(([column, key]) => [key, column])) as Record<
  SummedKey,
  string
>;

const sumOf = (key: SummedKey) => sql.raw(`sum(f.${COLUMN_OF[key]})`);

/** A measure's aggregate over the rows `f`; `perCustomer`: over rows one per customer and period. */
export function measureSql(m: Measure, perCustomer = false): SQL {
  if (typeof m !== 'string') return (perCustomer && m.perCustomer) || m.sql;
  if (!isRatio(m)) return sql`coalesce(${sumOf(m)}, 0)`;
  const r = RATIOS[m];
  return sql`${sumOf(r.numerator)}::float8 * ${r.scale} / nullif(${sumOf(r.denominator)}, 0)`;
}

/**
 * A measure of one fact row, for rows that are already one per report row (an account's day): the same
 * figure without summing. Null for a measure that only exists over many rows (a distinct count, a rate).
 */
export function rowMeasureSql(m: Measure): SQL | null {
  if (typeof m !== 'string') return m.row ?? null;
  // A fact row's figures are never null: bare, the column's index can serve the order (account_daily_fee).
  if (!isRatio(m)) return sql.raw(`f.${COLUMN_OF[m]}`);
  const r = RATIOS[m];
  return sql.raw(
    `f.${COLUMN_OF[r.numerator]}::float8 * ${r.scale} / nullif(f.${COLUMN_OF[r.denominator]}, 0)`,
  );
}

/** Whether any of the measures counts rows (they must then be one per account and period). */
export const countsRows = (measures: Measure[]) =>
  measures.some((m) => typeof m !== 'string' && m.countsRows === true);

/** The summed measures a set of measures is made of: what the fact rows must carry (fee always). */
export function summedParts(measures: Measure[]): SummedKey[] {
  const parts = new Set<SummedKey>(['fee']);
  for (const m of measures) {
    if (typeof m !== 'string') for (const k of m.uses ?? []) parts.add(k);
    else if (isRatio(m)) parts.add(RATIOS[m].numerator).add(RATIOS[m].denominator);
    else parts.add(m);
  }
  return [...parts];
}

export function measureColumn(m: Measure): ReportColumn {
  if (typeof m !== 'string') {
    const { key, zh, en, kind, values } = m;
    return { key, zh, en, kind, sortable: true, ...(values ? { values } : {}) };
  }
  const metric = metricOf(m);
  return { key: m, zh: metric.zh, en: metric.en, kind: metric.format, sortable: true };
}

/** A named measure of money (cents): its key, titles and aggregate over the rows `f`. */
export const moneyMeasure = (
  key: string,
  zh: string,
  en: string,
  aggregate: SQL,
  more: Partial<CustomMeasure> = {},
): CustomMeasure => ({ key, zh, en, kind: 'money', sql: aggregate, ...more });

/** Money summed from a column of the rows `f`, none as 0. */
export const summedMoney = (key: string, zh: string, en: string, column: string) =>
  moneyMeasure(key, zh, en, sql.raw(`coalesce(sum(f.${column}), 0)`));

export const SPENDING_ACCOUNTS: CustomMeasure = {
  key: 'spendingAccounts',
  zh: '消耗账户数',
  en: 'Spending accounts',
  kind: 'count',
  // The rows `f` are one per account and period (a day's fact, or summed per account: sources/), each with
  // whether it spent, so no distinct count is needed; a customer's row says how many of its accounts spent. The
  // hours of many days are not one per account, and no hourly report counts accounts.
  sql: sql`coalesce(sum(f.spending), 0)`,
  row: sql`f.spending`,
  countsRows: true,
};

export const SPENDING_CUSTOMERS: CustomMeasure = {
  key: 'spendingCustomers',
  zh: '消耗客户数',
  en: 'Spending customers',
  kind: 'count',
  sql: sql`count(distinct a.customer_id) filter (where f.fee > 0)`,
  perCustomer: sql`count(*) filter (where f.fee > 0)`,
  ofCustomer: true,
};

/** A share of the spend at the customer's rate (basis points of spend): the agency's service fee, its rebate. */
const atCustomerRate = (key: string, zh: string, en: string, rate: string): CustomMeasure => ({
  key,
  zh,
  en,
  kind: 'money',
  sql: sql`coalesce(round(sum(f.fee * ${sql.raw(`cus.${rate}`)}) / 10000.0), 0)`,
  ofCustomer: true,
});

export const SERVICE_FEE = atCustomerRate('serviceFee', '服务费', 'Service fee', 'service_fee_rate');
export const REBATE = atCustomerRate('rebate', '返点', 'Rebate', 'rebate_rate');

/** The service fee rate of a customer's rows (one customer, one rate). */
export const SERVICE_FEE_RATE: CustomMeasure = {
  key: 'serviceFeeRate',
  zh: '服务费率',
  en: 'Service fee rate',
  kind: 'percent',
  sql: sql`max(cus.service_fee_rate) / 10000.0`,
  totals: false,
  ofCustomer: true,
};

/**
 * The balance runway (DOMAIN.md): available balance over the average daily spend of the 7 days before. Rows
 * `f` of the balances source carry `available` and `fee7` (the 7 days' spend) per account.
 */
export const BALANCE = summedMoney('balance', '可用余额', 'Available balance', 'available');

export const AVERAGE_FEE_7 = moneyMeasure(
  'averageFee',
  '近7日日均消耗',
  'Average daily spend (7 days)',
  sql`coalesce(round(sum(f.fee7) / 7.0), 0)`,
);

export const RUNWAY: CustomMeasure = {
  key: 'runway',
  zh: '可用天数',
  en: 'Runway (days)',
  kind: 'days',
  sql: runwayDays(sql`sum(f.available)`, sql`sum(f.fee7)`, 7),
};

export const EMPTY_DAY: CustomMeasure = {
  key: 'emptyDay',
  zh: '预计耗尽日',
  en: 'Expected empty on',
  kind: 'day',
  sql: sql`to_char(max(f.as_of) + floor(sum(f.available) * 7.0 / nullif(sum(f.fee7), 0))::int, 'YYYY-MM-DD')`,
  totals: false,
};

export const ACCOUNT_COUNT: CustomMeasure = {
  key: 'accountCount',
  zh: '账户数',
  en: 'Accounts',
  kind: 'count',
  sql: sql`count(distinct f.account_id)`,
};

/** Accounts whose runway is under `days` (an account with no spend never runs out). */
export const runwayUnder = (days: number): CustomMeasure => ({
  key: `runwayUnder${days}`,
  zh: `可用<${days}天账户`,
  en: `Runway < ${days} d`,
  kind: 'count',
  sql: sql`count(*) filter (where ${runwayDays(sql`f.available`, sql`f.fee7`, 7)} < ${days})`,
});
