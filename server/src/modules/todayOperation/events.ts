import { sql, type SQL } from 'drizzle-orm';
import type { EventSource, EventWindow } from './sources';

/**
 * The window's events of every source, one under the other, with the names of their account, customer and
 * actor: an SQL derived table `events`, so that the list's filters, order, paging and count run on it in SQL.
 * An event's id is its place in the window (oldest first), the same at every read of the window.
 */
export function eventsTable(sources: EventSource[], window: EventWindow): SQL {
  const union = sql.join(
    sources.map((source) => sql`(${source.select(window)})`),
    sql` union all `,
  );
  return sql`(select row_number() over (order by e.at, e.kind, e.ref) as id,
      to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as time, e.at, e.kind,
      e.account_id, acc.name as account_name, e.customer_id, cus.name as customer_name, u.name as actor_name,
      e.amount, e.before, e.after, e.text
    from (${union}) e
    left join ad_accounts acc on acc.id = e.account_id
    left join customers cus on cus.id = e.customer_id
    left join users u on u.id = e.actor_id) events`;
}

/** A column of the `events` table. */
export const eventColumn = (name: string) => sql.raw(`events.${name}`);
