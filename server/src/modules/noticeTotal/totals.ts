import { sql, type SQL } from 'drizzle-orm';
import { TOTAL_MAX_DAYS } from '@adops/common/contract/noticeTotal';
import { checkedDays } from '../../reports/engine';
import { STANDING } from '../../notices/outboxCount';
import { addDays, shanghaiMidnight } from '../../time';

/** The days a query of the totals reads: the last 30 by default, a year at most. */
export function totalRange(
  start: string | undefined,
  end: string | undefined,
  today: string,
): [string, string] {
  if (!start && !end) return [addDays(today, -29), today];
  return checkedDays([start ?? end!, end ?? start!], ['start', 'end'], TOTAL_MAX_DAYS);
}

/** Counts of messages `m` by where they stand now. */
const COUNTS = sql`count(*) as total,
  count(*) filter (where ${STANDING.waiting}) as queued,
  count(*) filter (where ${STANDING.sent}) as sent,
  count(*) filter (where ${STANDING.failed}) as failed`;

/** The messages queued within the days (Shanghai's), by day, and by what `by` adds. */
const counted = ([from, to]: [string, string], by: SQL[]) => sql`select
    to_char(m.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, ${sql.join(by, sql`, `)}${
      by.length ? sql`, ` : sql``
    }${COUNTS}
  from notice_outbox m
  where m.created_at >= ${shanghaiMidnight(from)} and m.created_at < ${shanghaiMidnight(addDays(to, 1))}
  group by ${sql.join([sql`1`, ...by.map((_, i) => sql.raw(String(i + 2)))], sql`, `)}`;

/**
 * Each day's messages of each rule (or test, or resend): a derived table `totals`, so that the list's filters,
 * order, paging and count run on it in SQL. Its id is the row's place (oldest day first), the same at every read.
 */
export const totalsTable = (range: [string, string]) => sql`(select
    row_number() over (order by d.day, d.rule_id nulls first, d.source) as id,
    d.day, d.rule_id, r.name as rule_name, d.source, d.total, d.queued, d.sent, d.failed
  from (${counted(range, [sql`m.rule_id`, sql`m.source`])}) d
  left join notice_rules r on r.id = d.rule_id) totals`;

/** Every day of the range with its messages (none: 0), narrowed as the list is. */
export const daysTable = (range: [string, string], where: SQL | undefined) => sql`select
    to_char(g.day, 'YYYY-MM-DD') as day, coalesce(d.total, 0)::int as total, coalesce(d.queued, 0)::int as queued,
    coalesce(d.sent, 0)::int as sent, coalesce(d.failed, 0)::int as failed
  from generate_series(${range[0]}::date, ${range[1]}::date, interval '1 day') g(day)
  left join (select totals.day, sum(totals.total) as total, sum(totals.queued) as queued,
               sum(totals.sent) as sent, sum(totals.failed) as failed
             from ${totalsTable(range)}${where ? sql` where ${where}` : sql``} group by totals.day) d
    on d.day = to_char(g.day, 'YYYY-MM-DD')
  order by g.day`;

/** A column of the `totals` table. */
export const totalsColumn = (name: string) => sql.raw(`totals.${name}`);
