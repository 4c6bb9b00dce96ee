import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { shanghaiDay } from '../time';
import { queueNotice } from './queue';
import { noticeText } from './rules/evaluate';
import { robotsOf, rulesOf } from './rules/store';

export interface QuestionAssignedEvent {
  questionId: number;
  title: string;
  assigneeId: number;
  actorId: number;
  now: Date;
}

interface People {
  assignee: string;
  mobile: string | null;
  actor: string;
  /** The assignee's department and the departments above it. */
  departments: number[];
}

async function peopleOf(tx: Tx, event: QuestionAssignedEvent): Promise<People> {
  const [found] = await queryRows<People>(
    tx,
    sql`with recursive up as (
        select d.id, d.parent_id from departments d join users u on u.department_id = d.id
          where u.id = ${event.assigneeId}
        union select d.id, d.parent_id from departments d join up on d.id = up.parent_id)
      select a.name as assignee, a.mobile, b.name as actor,
        coalesce((select array_agg(id) from up), '{}') as departments
      from users a, users b where a.id = ${event.assigneeId} and b.id = ${event.actorId}`,
  );
  return found!;
}

/**
 * A question was assigned (or handed to someone else), in the transaction of the assignment: each rule of the
 * event that is on tells its internal robots of the assignee's department (or of one above it, or of none — the
 * company's), the assignee mentioned by mobile where known; queued with the assignment, or not at all.
 */
export async function questionAssigned(tx: Tx, event: QuestionAssignedEvent): Promise<void> {
  const rules = await rulesOf(tx, 'questionAssigned');
  if (!rules.length) return;
  const people = await peopleOf(tx, event);
  for (const rule of rules) {
    const robots = (await robotsOf(tx, rule.robotIds)).filter(
      (robot) =>
        robot.customerId === null && (!robot.departmentId || people.departments.includes(robot.departmentId)),
    );
    const content = noticeText(
      rule.template,
      {
        date: shanghaiDay(event.now.getTime()),
        rule: rule.name,
        question: event.title,
        assignee: people.assignee,
        actor: people.actor,
      },
      { rows: [], total: 0, send: true },
    );
    for (const robot of robots)
      await queueNotice(tx, {
        robot,
        ruleId: rule.id,
        source: 'rule',
        dedupeKey: `question:${event.questionId}:${event.assigneeId}:${robot.id}:${rule.id}:${event.now.getTime()}`,
        message: {
          msgtype: rule.msgtype,
          content,
          ...(people.mobile && rule.msgtype === 'text' ? { mentionedMobileList: [people.mobile] } : {}),
        },
        now: event.now,
      });
  }
}
