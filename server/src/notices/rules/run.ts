import type { Db } from '../../db/client';
import type { RunOutcome } from '../../jobs/claim';
import { ALL_DATA } from '../../scope/dataScope';
import { shanghaiDay } from '../../time';
import { queueNotice } from '../queue';
import { noticeText, readEvent } from './evaluate';
import { readRule, robotsOf } from './store';

/**
 * A run of a scheduled rule (the job `notice.rule` of the rule `ruleId`, due at `dueAt`): its event read within
 * each of its robots' reach, and what is worth telling queued to the robot — all of it in one transaction, each
 * message under the key of the rule, the robot and the due time, so that a run repeated after a crash queues
 * nothing twice.
 */
export async function runNoticeRule(
  db: Db,
  ruleId: number,
  dueAt: Date,
  now: Date,
  runId: number | null = null,
): Promise<RunOutcome> {
  const rule = await readRule(db, ruleId);
  // A rule of an event that happens has no schedule (its job went with its event's change).
  if (!rule?.enabled || rule.event === 'questionAssigned') return { status: 'ok', accounts: 0, rows: 0 };
  const event = rule.event;
  const robots = await robotsOf(db, rule.robotIds);
  const notices: { robot: (typeof robots)[number]; content: string }[] = [];
  let accounts = 0;
  for (const robot of robots) {
    const reading = await readEvent(db, { event, threshold: rule.threshold }, robot, ALL_DATA, now);
    accounts += reading.total;
    if (!reading.send) continue;
    const content = noticeText(
      rule.template,
      {
        date: shanghaiDay(now.getTime()),
        rule: rule.name,
        customer: robot.customerName ?? undefined,
        department: robot.departmentName ?? undefined,
      },
      reading,
    );
    notices.push({ robot, content });
  }
  const queued = await db.transaction(async (tx) => {
    let count = 0;
    for (const { robot, content } of notices)
      count += (
        await queueNotice(tx, {
          robot,
          ruleId,
          runId,
          source: 'rule',
          dedupeKey: `rule:${ruleId}:${robot.id}:${dueAt.toISOString()}`,
          message: { msgtype: rule.msgtype, content },
          now,
        })
      ).length;
    return count;
  });
  return {
    status: 'ok',
    accounts,
    rows: queued,
    note: { key: 'ruleRunSummary', params: { robots: notices.length, messages: queued } },
  };
}
