import { sql } from 'drizzle-orm';
import type { Note } from '@adops/common/notes';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { NO_ANSWER, postToRobot, type Attempt } from '../connectors/wecom/client';
import { ROBOT_MESSAGES_PER_MINUTE, type RobotMessage } from '../connectors/wecom/protocol';
import { retryDelayMs } from './backoff';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  /** This instance's name on the messages it holds and the attempts it makes. */
  instance: string;
  /** How long messages taken for sending are this instance's: after a crash, how soon they are queued again. */
  leaseMs: number;
  /** How long an attempt waits for the robot's answer. */
  timeoutMs: number;
}

interface Taken {
  id: number;
  msgtype: RobotMessage['msgtype'];
  content: string;
  mentions: { list: string[]; mobiles: string[] } | null;
  attempts: number;
}

/**
 * One round of the outbox: every robot with a message due gets the messages at the head of its queue, in order,
 * as many as its minute has room for (its attempts of the last 60 s counted across every instance), and they are
 * posted one after another. A message the robot did not take stops its queue: it waits its backoff and the
 * messages behind it wait for it; a message refused for good is failed and the queue goes on. Answers the
 * messages sent.
 */
export async function deliverDue(deps: DeliveryDeps): Promise<number> {
  const now = () => new Date(deps.clock.now());
  await requeueLapsed(deps.db, now());
  let sent = 0;
  const tried: number[] = [];
  for (;;) {
    const batch = await takeBatch(deps, now(), tried);
    if (!batch) return sent;
    tried.push(batch.robotId);
    for (const [i, message] of batch.messages.entries()) {
      await deps.db.execute(sql`update notice_outbox set posted_at = ${now()} where id = ${message.id}`);
      const attempt = await postToRobot(batch.webhookUrl, asMessage(message), deps.timeoutMs);
      await record(deps, batch.robotId, message, attempt, now());
      if (attempt.delivery === 'sent') sent++;
      if (attempt.delivery === 'retry') {
        await release(deps.db, batch.messages.slice(i + 1));
        break;
      }
    }
  }
}

const asMessage = (m: Taken): RobotMessage => ({
  msgtype: m.msgtype,
  content: m.content,
  ...(m.mentions ? { mentionedList: m.mentions.list, mentionedMobileList: m.mentions.mobiles } : {}),
});

/**
 * The head of one robot's queue, taken for this instance in one transaction: the robot's row locked (another
 * instance takes another robot), the messages due in id order up to the first that is not, at most the robot's
 * room in its minute.
 */
async function takeBatch(deps: DeliveryDeps, now: Date, tried: number[]) {
  return deps.db.transaction(async (tx) => {
    const [robot] = await queryRows<{ id: number; webhook_url: string }>(
      tx,
      sql`select r.id, r.webhook_url from notice_robots r
        where r.enabled
          and r.id not in (select value::int from json_array_elements_text(${JSON.stringify(tried)}::json))
          and (select m.next_attempt_at from notice_outbox m
               where m.robot_id = r.id and m.status in ('queued', 'sending') order by m.id limit 1) <= ${now}
          and not exists (select 1 from notice_outbox m where m.robot_id = r.id and m.status = 'sending')
        order by r.id limit 1
        for update of r skip locked`,
    );
    if (!robot) return null;
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from notice_attempts
        where robot_id = ${robot.id} and at > ${new Date(now.getTime() - 60_000)}`,
    );
    const room = ROBOT_MESSAGES_PER_MINUTE - Number(used!.n);
    if (room <= 0) return { robotId: robot.id, webhookUrl: robot.webhook_url, messages: [] as Taken[] };
    const messages = await queryRows<Taken>(
      tx,
      sql`with head as (
          select id, msgtype, content, mentions, attempts, next_attempt_at from notice_outbox
          where robot_id = ${robot.id} and status = 'queued' order by id limit ${room}
        ), due as (
          select h.*, bool_and(h.next_attempt_at <= ${now}) over (order by h.id) as ready from head h
        )
        update notice_outbox m set status = 'sending', lease_owner = ${deps.instance},
          lease_until = ${new Date(now.getTime() + deps.leaseMs)}
        from due where m.id = due.id and due.ready
        returning m.id, m.msgtype, m.content, m.mentions, m.attempts`,
    );
    messages.sort((a, b) => Number(a.id) - Number(b.id));
    return { robotId: robot.id, webhookUrl: robot.webhook_url, messages };
  });
}

/** An attempt's record, and the message's state after it, together. */
async function record(deps: DeliveryDeps, robotId: number, message: Taken, attempt: Attempt, at: Date) {
  const attempts = message.attempts + 1;
  const state =
    attempt.delivery === 'sent'
      ? sql`status = 'sent', sent_at = ${at}`
      : attempt.delivery === 'failed'
        ? sql`status = 'failed'`
        : sql`status = 'queued', next_attempt_at = ${new Date(at.getTime() + retryDelayMs(attempts, attempt.errcode))}`;
  const note = attempt.note ? JSON.stringify(attempt.note) : null;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`insert into notice_attempts (message_id, robot_id, at, errcode, errmsg, note, delivery, ms, instance)
      values (${message.id}, ${robotId}, ${at}, ${attempt.errcode}, ${attempt.errmsg}, ${note}::jsonb, ${attempt.delivery},
        ${attempt.ms}, ${deps.instance})`);
    await tx.execute(sql`update notice_outbox set ${state}, attempts = ${attempts}, last_errcode = ${attempt.errcode},
        last_errmsg = ${attempt.errmsg}, last_note = ${note}::jsonb, lease_owner = null, lease_until = null, posted_at = null
      where id = ${message.id}`);
  });
}

/** What the attempt of a message its instance died posting is recorded as: it may have arrived, or not. */
export const LAPSED_ATTEMPT: Note = { key: 'noticeLapsed' };

/**
 * Messages held by an instance that stopped, back in the queue. The one it was posting gets an attempt of
 * unknown outcome: the robot may have counted it towards its minute.
 */
async function requeueLapsed(db: Db, now: Date) {
  const lapsedNote = JSON.stringify(LAPSED_ATTEMPT);
  await db.execute(sql`with lapsed as (
      select id, robot_id, posted_at from notice_outbox where status = 'sending' and lease_until < ${now}
      for update
    ), unknown as (
      insert into notice_attempts (message_id, robot_id, at, errcode, errmsg, note, delivery, ms)
      select id, robot_id, posted_at, ${NO_ANSWER}, '', ${lapsedNote}::jsonb, 'retry', 0 from lapsed
      where posted_at is not null
    )
    update notice_outbox m set status = 'queued', lease_owner = null, lease_until = null, posted_at = null,
      attempts = m.attempts + (l.posted_at is not null)::int,
      last_errcode = case when l.posted_at is null then m.last_errcode else ${NO_ANSWER} end,
      last_errmsg = case when l.posted_at is null then m.last_errmsg else '' end,
      last_note = case when l.posted_at is null then m.last_note else ${lapsedNote}::jsonb end
    from lapsed l where m.id = l.id`);
}

/** Messages taken but not tried (their queue stopped), back in the queue as they were. */
async function release(db: Db, messages: Taken[]) {
  if (!messages.length) return;
  await db.execute(sql`update notice_outbox set status = 'queued', lease_owner = null, lease_until = null
    where id in (select value::bigint from json_array_elements_text(${JSON.stringify(messages.map((m) => m.id))}::json))`);
}
