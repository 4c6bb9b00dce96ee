import { sql } from 'drizzle-orm';
import type { SourceDefinition } from './index';

/** The accounts themselves, one row each whatever the range, to count them (ACCOUNT_COUNT). */
export const accounts: SourceDefinition = {
  parts: () => [
    sql`select id as account_id, null::int as plan_id, null::date as period, null::smallint as hour
          from ad_accounts`,
  ],
  periods: false,
  summedRollups: () => [],
  summable: false,
  flat: false,
  hoursTable: 'account_hourly',
};
