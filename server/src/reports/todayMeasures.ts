import { sql, type SQL } from 'drizzle-orm';
import type { Anomaly } from '@adops/common/contract/monitoring';
import { MONITOR_STATE_TITLES, type WorkbenchTask } from '@adops/common/contract/workbench';
import { moneyMeasure, summedMoney, type CustomMeasure } from './measures';

/**
 * The measures of the accounts as they stand today (the todayAccounts source): the workbench's to-dos and the
 * operators' anomalies, each a condition on an account's row `f` counted over the rows, and a monitored account's
 * thresholds and state.
 */

/** What an account can be found with today: a workbench to-do, an anomaly of operMonitoring. */
export type TodayCondition = WorkbenchTask | Anomaly;

/** Each as a condition on an account's row today. */
export const TODAY_CONDITIONS: Record<TodayCondition, SQL> = {
  // Runway under the low-balance days in force: an account that spent nothing lately never runs out.
  lowBalance: sql`f.low_balance`,
  // Spent in the last days but nothing so far today.
  zeroSpend: sql`(f.fee = 0 and f.fee7 > 0)`,
  // Spend so far below yesterday's to the same hour by more than the descent share in force.
  descent: sql`f.descent`,
  // A monitored account whose hour's spend is above its limit or whose balance is below its.
  overThreshold: sql`coalesce(f.monitored and (f.hour_fee > f.hourly_limit or f.available < f.balance_limit), false)`,
  // This hour above the spike factor times the average hour of the 7 days before.
  spike: sql`f.spike`,
  // Today's CPC above the CPC factor times the 7 days'.
  cpcAnomaly: sql`f.cpc_anomaly`,
};

const TITLES: Record<TodayCondition, { zh: string; en: string }> = {
  lowBalance: { zh: '余额不足', en: 'Low balance' },
  zeroSpend: { zh: '零消耗', en: 'No spend yet' },
  descent: { zh: '消耗下降', en: 'Spend falling' },
  overThreshold: { zh: '监控超阈值', en: 'Over threshold' },
  spike: { zh: '小时突增', en: 'Hourly spike' },
  cpcAnomaly: { zh: 'CPC异常', en: 'CPC anomaly' },
};

/** How many of the rows' accounts are so (1 or 0 for an account's own row). */
export const taskCount = (condition: TodayCondition): CustomMeasure => ({
  key: condition,
  ...TITLES[condition],
  kind: 'count',
  sql: sql`count(*) filter (where ${TODAY_CONDITIONS[condition]})`,
  row: sql`(${TODAY_CONDITIONS[condition]})::int`,
});

export const SAME_TIME_FEE = summedMoney('feeSameTime', '昨日同时段', 'Same time yesterday', 'fee_same_time');

export const HOUR_FEE = summedMoney('hourFee', '本小时消耗', 'This hour', 'hour_fee');

/** A monitored account's threshold (none: not watched by it); a total of thresholds means nothing. */
const limit = (key: string, zh: string, en: string, column: string) =>
  moneyMeasure(key, zh, en, sql.raw(`max(f.${column})`), { totals: false });

export const HOURLY_FEE_LIMIT = limit('hourlyFeeLimit', '小时消耗阈值', 'Hourly spend limit', 'hourly_limit');
export const BALANCE_LIMIT = limit('balanceLimit', '余额阈值', 'Balance limit', 'balance_limit');

export const MONITOR_STATE: CustomMeasure = {
  key: 'monitorState',
  zh: '监控状态',
  en: 'State',
  kind: 'enum',
  sql: sql`case when bool_or(${TODAY_CONDITIONS.overThreshold}) then 'over' else 'ok' end`,
  totals: false,
  values: MONITOR_STATE_TITLES,
};

export const MONITORED_ACCOUNTS: CustomMeasure = {
  key: 'monitoredAccounts',
  zh: '监控账户数',
  en: 'Monitored accounts',
  kind: 'count',
  sql: sql`count(*) filter (where f.monitored)`,
};
