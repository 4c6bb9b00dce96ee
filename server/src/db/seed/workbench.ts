import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { addDays, monthStart } from '../../time';

/**
 * What the workbench measures against on a fresh start: every account with spend last month has a task for this
 * month (its spend then times 0.9-1.3, rounded to ¥100), and each operation group watches its two biggest
 * spenders of the last week, an hour above twice their usual hour or a balance under three days of spend.
 */
export async function seedWorkbench(db: Executor, today: string) {
  const month = monthStart(today);
  const lastMonth = monthStart(addDays(month, -1));
  await db.execute(sql`insert into account_tasks (account_id, month, amount)
    select account_id, ${month}::date, round(fee * (0.9 + (account_id * 7919 % 41) / 100.0) / 10000) * 10000
    from account_monthly where month = ${lastMonth} and fee >= 10000`);
  await db.execute(sql`insert into monitored_accounts (account_id, hourly_fee, balance)
    select account_id, round(fee7 / 7 / 24 * 2 / 100) * 100, round(fee7 / 7 * 3 / 100) * 100
    from (select d.account_id, sum(d.fee) as fee7,
                 row_number() over (partition by a.group_id order by sum(d.fee) desc) as rank
          from account_daily d join ad_accounts a on a.id = d.account_id
          where d.day between ${addDays(today, -7)} and ${addDays(today, -1)} and a.group_id is not null
          group by d.account_id, a.group_id) spent
    where rank <= 2 and fee7 > 0`);
}
