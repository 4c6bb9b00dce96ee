import { sql } from 'drizzle-orm';
import type { CustomMeasure } from './measures';
import { moneyMeasure, summedMoney } from './measures';

/**
 * The measures of the customers' months (the customerMonths source, where each state is defined): how many
 * customers are in each state, and for one customer's row its days and what it lacks to count.
 */

const customers = (key: string, zh: string, en: string, column: string): CustomMeasure => ({
  key,
  zh,
  en,
  kind: 'count',
  sql: sql.raw(`coalesce(sum(f.${column}), 0)`),
});

export const ONLINE_CUSTOMERS = customers('onlineCustomers', '上线客户数', 'Customers online', 'online');
export const NEW_ONLINE_CUSTOMERS = customers(
  'newOnline',
  '新客上线数',
  'New online customers',
  'new_online',
);
export const RETAINED_CUSTOMERS = customers('retained', '老客留存数', 'Retained customers', 'retained');
export const WOKEN_CUSTOMERS = customers('woken', '沉睡唤醒数', 'Woken customers', 'woken');
export const ACTIVE_CUSTOMERS = customers('activeCustomers', '活跃客户数', 'Active customers', 'active');
export const DORMANT_CUSTOMERS = customers('dormantCustomers', '沉睡客户数', 'Dormant customers', 'dormant');

/** The customers' own spend in the month (all of their accounts'), what retention and waking count by. */
export const CUSTOMER_FEE = summedMoney('customerFee', '客户月消耗', "Customer's month spend", 'fee');

export const WINDOW_FEE = moneyMeasure(
  'windowFee',
  '上线窗口消耗',
  'Spend in the online window',
  sql`sum(f.window_fee)`,
  { totals: false },
);

/** A day of a customer's row (its first day with spend, its last up to the month's end). */
const day = (key: string, zh: string, en: string, column: string): CustomMeasure => ({
  key,
  zh,
  en,
  kind: 'day',
  sql: sql.raw(`to_char(max(f.${column}), 'YYYY-MM-DD')`),
  totals: false,
});

export const FIRST_SPEND_DAY = day('firstSpendDay', '首次消耗日', 'First spend on', 'first_day');
export const LAST_SPEND_DAY = day('lastSpendDay', '最近消耗日', 'Last spend on', 'last_day');

/** What a customer's spend lacks to count in a state, where it could still count (none: it counts, or cannot). */
const lack = (key: string, zh: string, en: string, column: string) =>
  moneyMeasure(key, zh, en, sql.raw(`max(f.${column})`), { totals: false });

export const ONLINE_LACK = lack('onlineLack', '距新客上线差额', 'Short of new online', 'online_lack');
export const RETAINED_LACK = lack('retainedLack', '距留存差额', 'Short of retained', 'retained_lack');
export const WOKEN_LACK = lack('wokenLack', '距唤醒差额', 'Short of woken', 'woken_lack');
