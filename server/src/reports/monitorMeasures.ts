import { sql } from 'drizzle-orm';
import type { CustomMeasure } from './measures';
import { moneyMeasure, summedMoney } from './measures';

/**
 * The measures of the monitoring pages' own sources: the descents (sources/descents.ts) with what was recorded
 * of them, and the accounts gone online (sources/onlineAccounts.ts).
 */

export const PREVIOUS_FEE = summedMoney('previousFee', '上期消耗', 'Previous period', 'previous_fee');

export const DESCENT_CHANGE: CustomMeasure = {
  key: 'descentChange',
  zh: '降幅',
  en: 'Change',
  kind: 'change',
  sql: sql`(sum(f.fee) - sum(f.previous_fee))::float8 / nullif(sum(f.previous_fee), 0)`,
};

/** What was recorded of an account's descent: one account's row, so its one record. */
const recorded = (key: string, zh: string, en: string, column: string): CustomMeasure => ({
  key,
  zh,
  en,
  kind: 'text',
  sql: sql.raw(`max(f.${column})`),
  totals: false,
});

export const DESCENT_REASON = recorded('cause', '下降原因', 'Cause', 'reason');
export const DESCENT_ACTION = recorded('action', '处理措施', 'Action taken', 'action');
export const RECORDED_BY = recorded('recordedBy', '记录人', 'Recorded by', 'recorded_by');
export const RECORDED_AT: CustomMeasure = {
  ...recorded('recordedAt', '记录时间', 'Recorded at', 'recorded_at'),
  sql: sql`to_char(max(f.recorded_at) at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`,
};
export const RECORDED_FEE = moneyMeasure(
  'recordedFee',
  '记录时消耗',
  'Spend when recorded',
  sql`max(f.recorded_fee)`,
  {
    totals: false,
  },
);
export const RECORDED_PREVIOUS_FEE = moneyMeasure(
  'recordedPreviousFee',
  '记录时上期消耗',
  'Previous when recorded',
  sql`max(f.recorded_previous_fee)`,
  { totals: false },
);

export const FEE_SINCE_ONLINE = summedMoney('feeSinceOnline', '上线以来消耗', 'Spend since online', 'fee');

export const ONLINE_ACCOUNTS: CustomMeasure = {
  key: 'onlineAccounts',
  zh: '上线账户数',
  en: 'Accounts online',
  kind: 'count',
  sql: sql`count(*)`,
};

export const NEW_CUSTOMERS: CustomMeasure = {
  key: 'newCustomers',
  zh: '新上线客户数',
  en: 'New customers online',
  kind: 'count',
  sql: sql`count(distinct a.customer_id) filter (where f.new_customer)`,
  ofCustomer: true,
};
