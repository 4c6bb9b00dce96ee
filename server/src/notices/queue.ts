import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/rows';
import { wake } from '../background/wake';
import { CONTENT_MAX_BYTES, type RobotMessage } from '../connectors/wecom/protocol';
import { splitMessage } from '../connectors/wecom/split';

export interface QueuedNotice {
  robot: { id: number; name: string };
  ruleId?: number | null;
  /** The job run that queues it, if one does. */
  runId?: number | null;
  source: 'rule' | 'test' | 'resend';
  /** The sender's idempotency key: the same key queued again is not queued twice. */
  dedupeKey: string;
  message: RobotMessage;
  now: Date;
}

/**
 * Writes a message to the outbox in the caller's transaction (with what it tells of), as the robot takes it: a
 * content over the byte limit as several messages, in order, each its own part of the key. Answers the ids
 * queued (none when the key was queued before).
 */
export async function queueNotice(tx: Executor, notice: QueuedNotice): Promise<number[]> {
  const { message } = notice;
  const parts = splitMessage(message.content, CONTENT_MAX_BYTES[message.msgtype]);
  const mentions =
    message.mentionedList?.length || message.mentionedMobileList?.length
      ? JSON.stringify({ list: message.mentionedList ?? [], mobiles: message.mentionedMobileList ?? [] })
      : null;
  const rows = parts.map((content, i) => ({
    key: parts.length === 1 ? notice.dedupeKey : `${notice.dedupeKey}#${i + 1}`,
    content,
    part: i + 1,
  }));
  const queued = await queryRows<{ id: number }>(
    tx,
    sql`insert into notice_outbox (robot_id, robot_name, rule_id, run_id, source, dedupe_key, msgtype, content, mentions,
        part, parts, next_attempt_at)
      select ${notice.robot.id}, ${notice.robot.name}, ${notice.ruleId ?? null}, ${notice.runId ?? null}, ${notice.source}, x.key,
        ${message.msgtype}, x.content, ${mentions}::jsonb, x.part, ${parts.length}, ${notice.now}
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(key varchar, content text, part smallint)
      order by x.part
      on conflict (dedupe_key) do nothing
      returning id`,
  );
  if (queued.length) await wake(tx, 'notices');
  return queued.map((q) => Number(q.id));
}
