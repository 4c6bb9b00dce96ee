import { sql } from 'drizzle-orm';
import type { RuleEventKey } from '@adops/common/contract/noticeRules';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { Reach } from './evaluate';

/** A rule as its runs read it: its template's text, and its robots that are on. */
export interface StoredRule {
  id: number;
  name: string;
  event: RuleEventKey;
  threshold: number | null;
  robotIds: number[];
  enabled: boolean;
  msgtype: 'text' | 'markdown';
  template: string;
}

export interface RuleRobot extends Reach {
  id: number;
  name: string;
  customerName: string | null;
  departmentName: string | null;
}

/** Rules `r` with their template's text. */
const RULES = sql`select r.id, r.name, r.event, r.threshold, r.robot_ids as "robotIds", r.enabled, t.msgtype,
    t.template
  from notice_rules r join notice_templates t on t.id = r.template_id`;

export async function readRule(db: Executor, id: number): Promise<StoredRule | null> {
  const [rule] = await queryRows<StoredRule>(db, sql`${RULES} where r.id = ${id}`);
  return rule ?? null;
}

/** The rules of an event that happens, on, with their template. */
export async function rulesOf(db: Executor, event: RuleEventKey): Promise<StoredRule[]> {
  return queryRows<StoredRule>(db, sql`${RULES} where r.event = ${event} and r.enabled order by r.id`);
}

/** Robots by id, those on, with what names their reach. */
export async function robotsOf(db: Executor, ids: number[], enabledOnly = true): Promise<RuleRobot[]> {
  if (!ids.length) return [];
  return queryRows<RuleRobot>(
    db,
    sql`select b.id, b.name, b.customer_id as "customerId", b.department_id as "departmentId",
        c.name as "customerName", d.name as "departmentName"
      from notice_robots b
      left join customers c on c.id = b.customer_id
      left join departments d on d.id = b.department_id
      where b.id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})
        ${enabledOnly ? sql`and b.enabled` : sql``}
      order by b.id`,
  );
}
