import { sql, type SQL } from 'drizzle-orm';
import { addDays, monthStart } from '../../time';
import { only } from './parts';
import type { SourceDefinition, SourceOptions } from './index';

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
function monthRows([start, end]: [string, string], options: SourceOptions): SQL {
  const { onlineAmount, onlineDays, dormantDays, activeDays } = options.inForce;
  // Whole numbers of the settings, written into the query as constants (the planner reads them).
  const [t, w, d, a] = [onlineAmount, onlineDays - 1, dormantDays, activeDays].map((n) =>
    sql.raw(String(Math.trunc(n))),
  );
  const lastClosed = addDays(options.today, -1);
  const period = options.bucket === 'month' ? sql`f.month` : sql`null::date`;
  // The customer `c`'s spend over days `x` (its daily sums), and its last day with spend up to one.
  const spent = (c: string, days: SQL) =>
    sql`(select coalesce(sum(x.fee), 0) from customer_daily x where x.customer_id = ${sql.raw(c)}.customer_id and ${days})`;
  const lastSpend = (c: string, upTo: SQL) =>
    sql`(select max(x.day) from customer_daily x
         where x.customer_id = ${sql.raw(c)}.customer_id and x.fee > 0 and x.day <= ${upTo})`;
  const is = (condition: SQL) => sql`coalesce(${condition}, false)::int`;
  const online = sql`f.first_day >= f.month`;
  const newOnline = sql`f.window_fee >= ${t}`;
  const returned = sql`f.before_first <= f.month_first - ${d} - 1`;
  return sql`with months as (
      select g.m::date as month, least((g.m + interval '1 month')::date - 1, ${lastClosed}::date) as as_of
      from generate_series(${monthStart(start)}::date, ${monthStart(end)}::date, interval '1 month') g(m)
      where g.m::date <= ${lastClosed}::date
    ), kept as (
      select c.id as customer_id, c.first_spend_day as first_day
      from customers c
      where c.first_spend_day <= ${lastClosed}::date${only(sql`c.id`, options, 'customer_id', true)}
    ), standing as (
      select k.customer_id, m.month, m.as_of, k.first_day,
        ${spent('k', sql`x.day between k.first_day and k.first_day + ${w}`)} as window_fee,
        ${spent('k', sql`x.day between m.month and m.as_of`)} as fee,
        ${lastSpend('k', sql`m.as_of`)} as last_day,
        case when k.first_day < m.month then
          (select min(x.day) from customer_daily x
            where x.customer_id = k.customer_id and x.fee > 0 and x.day between m.month and m.as_of) end as month_first
      from kept k join months m on k.first_day <= m.as_of
    ), states as (
      select s.*, ${lastSpend('s', sql`s.month_first - 1`)} as before_first from standing s
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
      (select coalesce(sum(b.available), 0) from balance_snapshots b join ad_accounts ba on ba.id = b.account_id
        where ba.customer_id = f.customer_id and b.day = f.as_of) as available
    from states f`;
}

/**
 * The customers' months (the assessment of /platformAssessment): rows of customers, not accounts, read for the
 * customers of the accounts the scope and filters keep; by month, or over the range as a whole.
 */
export const customerMonths: SourceDefinition = {
  parts: (range, options) => [monthRows(range, options)],
  periods: true,
  summedRollups: () => [],
  summable: false,
  flat: false,
  keepsAccounts: true,
  customers: true,
  hoursTable: 'account_hourly',
  // Every state looks back to the customer's first day: any day up to the range's end may change it.
  daysRead: ([, end]) => ['2000-01-01', end],
};
