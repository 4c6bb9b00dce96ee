import { reportQuery } from '@adops/common/contract/report';
import type { RuleEventKey } from '@adops/common/contract/noticeRules';
import type { DataScope } from '@adops/common/scope';
import { renderTemplate, type NoticeValues, type RowValues } from '@adops/common/notices/template';
import type { Executor } from '../../db/client';
import { readThresholds } from '../../db/thresholds';
import { runReport } from '../../reports/engine';
import { shanghaiDay, shanghaiHour } from '../../time';
import { EVENT_READINGS } from './events';

/** A notice lists at most this many rows; `count` says how many there were. */
export const NOTICE_ROWS = 50;

/** Whose accounts a robot is told of: its customer's (a customer's group) or its department's (none: all). */
export interface Reach {
  customerId: number | null;
  departmentId: number | null;
}

export interface Reading {
  rows: RowValues[];
  /** All the rows found (more than listed, for a long list). */
  total: number;
  /** Whether it is worth telling: something found, or a report. */
  send: boolean;
}

/**
 * A scheduled event read now through the report engine, within a scope (a run's: everything; a preview's: the
 * caller's) and a robot's reach, with the rule's threshold put in.
 */
export async function readEvent(
  db: Executor,
  rule: { event: Exclude<RuleEventKey, 'questionAssigned'>; threshold: number | null },
  reach: Reach,
  scope: DataScope,
  now: Date,
): Promise<Reading> {
  const reading = EVENT_READINGS[rule.event];
  const { threshold } = rule;
  const inForce = await readThresholds(db);
  const keep = reading.keep && threshold !== null ? reading.keep : null;
  const query = reportQuery.parse({
    page: 1,
    // A threshold kept here rather than by the report reads every row.
    pageSize: keep ? 500 : NOTICE_ROWS,
    ...(reach.customerId ? { customerId: reach.customerId } : {}),
    ...(reach.departmentId ? { deptId: reach.departmentId } : {}),
  });
  const result = await runReport(reading.def(), query, {
    db,
    scope,
    today: shanghaiDay(now.getTime()),
    hour: shanghaiHour(now.getTime()),
    inForce: reading.inForce && threshold !== null ? reading.inForce(inForce, threshold) : inForce,
  });
  const kept = keep ? result.rows.filter((row) => keep(row, threshold!)) : result.rows;
  const total = keep ? kept.length : result.total;
  return {
    rows: kept.slice(0, NOTICE_ROWS).map(reading.row),
    total,
    send: total > 0 || Boolean(reading.always),
  };
}

/** A notice's text: its template with the reading's rows, a long list cut with its count. */
export function noticeText(template: string, values: NoticeValues, reading: Reading): string {
  return renderTemplate(template, { ...values, count: String(reading.total) }, reading.rows);
}
