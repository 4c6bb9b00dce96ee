import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { queryRows } from '../rows';
import { saveRuleJob } from '../../notices/rules/job';

const TEMPLATES = [
  {
    key: 'daily',
    name: '客户消耗日报',
    audience: 'customer',
    msgtype: 'text',
    template:
      '【{{customer}}】昨日消耗日报（{{date}}）\n{{#rows}}{{account}}：¥{{spend}}\n{{/rows}}共 {{count}} 个账户有消耗',
  },
  {
    key: 'lowBalance',
    name: '内部余额预警',
    audience: 'internal',
    msgtype: 'markdown',
    template:
      '**{{department}} 余额预警**（{{date}}）\n{{count}} 个账户可用天数不足：\n{{#rows}}> {{account}}（{{customer}}）余额 ¥{{balance}}，可用 {{runway}} 天，运营 {{operator}}\n{{/rows}}',
  },
  {
    key: 'question',
    name: '问题指派通知',
    audience: 'internal',
    msgtype: 'text',
    template: '【问题指派】{{question}}\n处理人：{{assignee}}　指派人：{{actor}}（{{date}}）',
  },
] as const;

/** The rules of the demo: each a template and the robots of its audience. */
const RULES = [
  { name: '客户消耗日报', event: 'dailyReport', cron: '0 9 * * *', template: 'daily', audience: 'customer' },
  {
    name: '内部余额预警',
    event: 'lowBalance',
    cron: '30 9 * * 1-5',
    template: 'lowBalance',
    audience: 'internal',
  },
  { name: '问题指派通知', event: 'questionAssigned', cron: null, template: 'question', audience: 'internal' },
] as const;

/**
 * The demo's notice templates, and — where it has group robots — its rules on them, each scheduled one with its
 * job, so that a new user sees notices planned and, on the demo's fake robots, arriving.
 */
export async function seedNoticeRules(tx: Executor, now: Date): Promise<number> {
  const templates = new Map<string, number>();
  for (const t of TEMPLATES) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into notice_templates (name, audience, msgtype, template)
        values (${t.name}, ${t.audience}, ${t.msgtype}, ${t.template}) returning id`,
    );
    templates.set(t.key, row!.id);
  }
  const robots = await queryRows<{ id: number; kind: string }>(
    tx,
    sql`select id, kind from notice_robots order by id`,
  );
  let made = 0;
  for (const rule of RULES) {
    const ids = robots.filter((r) => r.kind === rule.audience).map((r) => r.id);
    if (!ids.length) continue;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into notice_rules (name, event, robot_ids, template_id)
        values (${rule.name}, ${rule.event}, ${sql.raw(`array[${ids.join(',')}]::int[]`)}, ${templates.get(rule.template)!})
        returning id`,
    );
    await saveRuleJob(tx, row!.id, { cron: rule.cron, enabled: true }, now);
    made++;
  }
  return made;
}
