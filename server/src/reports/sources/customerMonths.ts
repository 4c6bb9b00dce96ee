import { sql, type SQL } from 'drizzle-orm';
import { addDays, assertLoopable, monthEnd, monthStart } from '../../time';
import { only } from './parts';
import type { SourceOptions } from './index';
import { readOwn } from './readOwn';

/**
 * Each customer's standing in each month of the range (the platform's assessment of the agency, DOMAIN.md's
 * derived states), by the thresholds in force, as of the month's last closed day. A customer's standing is the
 * customer's own, over all of its accounts (the platform assesses the agency per customer); the scope and filters
 * decide which customers are read: those with an account they keep.
 *
 * The states, each defined here and nowhere else (T the spend to count, W the online window, D the dormant days,
 * A the active days):
 * - online in M: its first day with spend falls in M;
 * - new online in M: online in M, and its spend over the W days from its first day reaches T;
 * - retained in M: new online in an earlier month, and its spend in M reaches T;
 * - dormant at a day: it has spent, but nothing over the D days up to it;
 * - woken in M: its first spend in M comes after at least D days without any (dormant the day before), and its
 *   spend in M reaches T; a customer goes dormant and wakes as often as it does;
 * - active at a day: it spent within the A days up to it.
 * Beside them, what each state lacks to count (the spend short of T), where the customer could still count.
 */
/** The months `start`..`end` touch up to the last closed day, each with its last closed day. */
function monthsOf(start: string, end: string, lastClosed: string): [string, string][] {
  assertLoopable(start, end);
  const months: [string, string][] = [];
  for (let m = monthStart(start); m <= monthStart(end) && m <= lastClosed; m = addDays(monthEnd(m), 1))
    months.push([m, monthEnd(m) < lastClosed ? monthEnd(m) : lastClosed]);
  return months;
}

function customerMonthRows([start, end]: [string, string], options: SourceOptions): SQL {
  const { onlineAmount, onlineDays, dormantDays, activeDays } = options.inForce;
  // Whole numbers of the settings, written into the query as constants (the planner reads them).
  const [t, w, d, a] = [onlineAmount, onlineDays - 1, dormantDays, activeDays].map((n) =>
    sql.raw(String(Math.trunc(n))),
  );
  const lastClosed = addDays(options.today, -1);
  const period = options.bucket === 'month' ? sql`f.month` : sql`null::date`;
  const is = (condition: SQL) => sql`coalesce(${condition}, false)::int`;
  const online = sql`f.first_day >= f.month`;
  const newOnline = sql`f.window_fee >= ${t}`;
  const returned = sql`f.before_first <= f.month_first - ${d} - 1`;
  // Each month's spend and its first and last day with spend are its rollup's (daily facts end on the last closed
  // day); the last day with spend before it is the latest of the months before. The months are constants, each
  // with the day its standing is as of: the planner knows how few they are.
  const months = monthsOf(start, end, lastClosed);
  const asOfs = sql.raw(months.map(([, asOf]) => `'${asOf}'::date`).join(', ') || 'null::date');
  const monthValues = months.length
    ? sql.raw(`values ${months.map(([month, asOf]) => `('${month}'::date, '${asOf}'::date)`).join(', ')}`)
    : sql`select null::date, null::date where false`;
  return sql`with months (month, as_of) as (${monthValues}), kept as (
      select c.id as customer_id, c.first_spend_day as first_day,
        (select coalesce(sum(x.fee), 0) from customer_daily x
          where x.customer_id = c.id and x.day between c.first_spend_day and c.first_spend_day + ${w}) as window_fee
      from customers c
      where c.first_spend_day <= ${lastClosed}::date${only(sql`c.id`, options, 'customer_id', true)}
    ), monthly as (
      select p.customer_id, p.month, p.fee, p.first_spend, p.last_spend,
        max(p.last_spend)
          over (partition by p.customer_id order by p.month rows between unbounded preceding and 1 preceding)
          as before_first
      from customer_monthly p
      where p.customer_id in (select customer_id from kept) and p.month <= ${monthStart(end)}::date
    ), standing as (
      select k.customer_id, k.first_day, k.window_fee, m.month, m.as_of, coalesce(cm.fee, 0) as fee,
        cm.first_spend as month_first, coalesce(cm.last_spend, cm.before_first, (
          -- A month the customer has no rollup of (none of its accounts had a day): its last before, read apart.
          select max(p.last_spend) from customer_monthly p where p.customer_id = k.customer_id and p.month < m.month
        )) as last_day,
        cm.before_first
      from kept k join months m on k.first_day <= m.as_of
        left join monthly cm on cm.customer_id = k.customer_id and cm.month = m.month
    ), balances as (
      select ba.customer_id, b.day, sum(b.available) as available
      from ad_accounts ba join balance_snapshots b on b.account_id = ba.id and b.day in (${asOfs})
      where ba.customer_id in (select customer_id from kept)
      group by ba.customer_id, b.day
    )
    select null::int as account_id, f.customer_id, null::int as plan_id, ${period} as period,
      null::smallint as hour, f.fee, f.first_day, f.last_day, f.as_of,
      ${is(online)} as online,
      ${is(sql`${online} and ${newOnline}`)} as new_online,
      case when ${online} then f.window_fee end as window_fee,
      case when ${online} and not ${newOnline} and f.first_day + ${w} >= ${lastClosed}::date
        then ${t} - f.window_fee end as online_lack,
      ${is(sql`not ${online} and ${newOnline} and f.fee >= ${t}`)} as retained,
      case when not ${online} and ${newOnline} and f.fee < ${t} then ${t} - f.fee end as retained_lack,
      ${is(sql`${returned} and f.fee >= ${t}`)} as woken,
      case when ${returned} and f.fee < ${t} then ${t} - f.fee end as woken_lack,
      ${is(sql`f.last_day > f.as_of - ${a}`)} as active,
      ${is(sql`f.last_day <= f.as_of - ${d}`)} as dormant,
      coalesce(bl.available, 0) as available
    from standing f left join balances bl on bl.customer_id = f.customer_id and bl.day = f.as_of`;
}

/**
 * The customers' months (the assessment of /platformAssessment): rows of customers, not accounts, read for the
 * customers of the accounts the scope and filters keep; by month, or over the range as a whole.
 */
export const customerMonths = readOwn({
  parts: (range, options) => [customerMonthRows(range, options)],
  periods: true,
  customers: true,
  // Every state looks back to the customer's first day: any day up to the range's end may change it.
  daysRead: ([, end]) => ['2000-01-01', end],
});
