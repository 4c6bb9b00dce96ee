import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { shanghaiDay, shanghaiMidnight } from '../../time';

const MINUTE = 60_000;

/**
 * What happened on the seed's day besides the world's money, so that today's operations (todayOperation) has a
 * day to show on a fresh start: accounts made on their opening day (so that only today's read as opened today),
 * two of the demo operator's accounts handed over to them, two descents explained (the operator's where theirs fell), a question opened and one
 * solved, and a notice sent to each customer's group. Every event lies between the day's midnight and `now`.
 */
export async function seedTodaysEvents(db: Executor, now: Date): Promise<void> {
  const midnight = shanghaiMidnight(shanghaiDay(now.getTime()));
  /** The n-th moment back from now, a quarter of an hour apart, never before midnight. */
  const ago = (n: number) =>
    new Date(Math.max(midnight.getTime(), now.getTime() - n * 15 * MINUTE)).toISOString();
  const user = (username: string) => sql`(select id from users where username = ${username})`;
  const ownAccounts = sql`(select id, customer_id, group_id from ad_accounts
    where operator_id = ${user('operator')} order by id limit 2)`;

  await db.execute(sql`update ad_accounts
    set created_at = least(${now.toISOString()}::timestamptz, (opened_on + time '10:00') at time zone 'Asia/Shanghai')
    where opened_on is not null`);

  await db.execute(sql`insert into account_change_records (account_id, field, before, after, changed_by, source, changed_at)
    select a.id, 'operatorId',
      (select name from users u where u.group_id = a.group_id and u.id <> ${user('operator')}
        and u.username <> 'grouplead' order by u.id limit 1),
      (select name from users where username = 'operator'), ${user('grouplead')}, 'manual',
      (array[${ago(7)}, ${ago(6)}])[row_number() over (order by a.id)]::timestamptz
    from ${ownAccounts} a`);

  await db.execute(sql`insert into descent_reasons
      (account_id, period_start, period_end, fee, previous_fee, reason, action, recorded_by, recorded_at)
    select f.id, f.day - 7, f.day - 1, f.fee, f.previous_fee, '素材老化，点击率下降', '更换三组新素材',
      f.operator_id, (array[${ago(5)}, ${ago(4)}])[row_number() over (order by f.mine desc, f.id)]::timestamptz
    from (select a.id, a.operator_id, a.operator_id = ${user('operator')} as mine, d.day,
            (select coalesce(sum(fee), 0) from account_daily
              where account_id = a.id and day between d.day - 7 and d.day - 1) as fee,
            (select coalesce(sum(fee), 0) from account_daily
              where account_id = a.id and day between d.day - 14 and d.day - 8) as previous_fee
          from ad_accounts a, (select ${shanghaiDay(now.getTime())}::date as day) d
          where a.operator_id is not null) f
    -- Only accounts that did fall by the default descent share (the demo operator's first): a cause is recorded
    -- of a descent, by the account's operator.
    where f.fee < f.previous_fee * ${1 - DEFAULT_THRESHOLDS.descentRatio}
    order by f.mine desc, f.id limit 2
    on conflict do nothing`);

  await db.execute(sql`with opened as (
      insert into questions (title, description, status, account_id, assignee_id, resolution, created_by,
        solved_at, created_at, updated_at)
      select q.title, q.description, q.status, a.id, case when q.status = 'solved' then ${user('operator')} end,
        q.resolution, ${user('operator')}, case when q.status = 'solved' then q.solved::timestamptz end,
        q.opened::timestamptz, coalesce(q.solved, q.opened)::timestamptz
      from (values
          ('新建计划审核未通过', '今天新建的两条计划审核被拒，需补充资质。', 'pending', null::text, ${ago(3)}, null::text, 0),
          ('账户今日无消耗', '上午至今没有消耗，需检查出价。', 'solved', '出价过低，已调高出价，恢复消耗', ${ago(8)}, ${ago(2)}, 1)
        ) as q(title, description, status, resolution, opened, solved, n)
      join (select id, row_number() over (order by id) - 1 as n from ${ownAccounts} x) a on a.n = q.n
      returning id, status, title, resolution, created_at, solved_at
    )
    insert into question_events (question_id, kind, actor_id, at, text, before, after)
    select id, 'opened', ${user('operator')}, created_at, null, null, title from opened
    union all
    select id, 'solved', ${user('operator')}, solved_at, resolution, 'processing', 'solved' from opened
    where status = 'solved'`);

  await db.execute(sql`with sent as (
      insert into notice_outbox (robot_id, robot_name, source, msgtype, content, status, attempts, next_attempt_at,
        created_at, sent_at)
      select r.id, r.name, 'rule', 'text',
        '【余额提醒】' || c.name || ' 的账户余额预计可用不足 3 天，请及时充值。', 'sent', 1, t.at, t.at, t.at
      from notice_robots r join customers c on c.id = r.customer_id,
        lateral (select (array[${ago(1)}, ${ago(9)}, ${ago(10)}])[1 + (r.id % 3)]::timestamptz as at) t
      where r.kind = 'customer'
      returning id, robot_id, sent_at
    )
    insert into notice_attempts (message_id, robot_id, at, errcode, errmsg, delivery, ms)
    select id, robot_id, sent_at, 0, 'ok', 'sent', 120 from sent`);
}
