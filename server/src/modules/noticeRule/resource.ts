import { and, arrayContains, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  checkRule,
  RULE_COMMANDS,
  ruleFilters,
  ruleSaveInput,
  type RuleInput,
  type RuleRow,
} from '@adops/common/contract/noticeRules';
import type { RobotKind } from '@adops/common/contract/notices';
import type { AppContext } from '../../context';
import { noticeRobots, noticeRules, noticeTemplates, scheduledJobs } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { invalidField, unknownIds } from '../../http/errors';
import { resourceRoutes, type WriteContext } from '../../resources/resource';
import { removeRuleJob, requestRuleRun, RULE_JOB, saveRuleJob } from '../../notices/rules/job';
import { NOTICES } from '../noticeRobot/resource';
import { outboxCount } from '../../notices/outboxCount';

const robotNames = sql<string>`(select string_agg(b.name, '、' order by b.id) from notice_robots b
  where b.id = any(${noticeRules.robotIds}))`;
const messages = (standing?: 'failed') => outboxCount(sql`m.rule_id = ${noticeRules.id}`, standing);

/**
 * The rule's robots and template exist, and are for the same kind of group; its threshold and cron are what its
 * event takes. Each refusal names its field.
 */
async function checked(input: RuleInput, ctx: WriteContext) {
  const problem = checkRule(input);
  if (problem) throw invalidField(problem.field, problem.message, problem.params);
  const robots = await ctx.tx
    .select({ id: noticeRobots.id, kind: noticeRobots.kind })
    .from(noticeRobots)
    .where(inArray(noticeRobots.id, input.robotIds));
  const missing = input.robotIds.filter((id: number) => !robots.some((r) => r.id === id));
  if (missing.length) throw unknownIds('robotIds', missing);
  const [template] = await ctx.tx
    .select({ audience: noticeTemplates.audience })
    .from(noticeTemplates)
    .where(eq(noticeTemplates.id, input.templateId));
  if (!template) throw unknownIds('templateId', [input.templateId]);
  if (robots.some((r) => r.kind !== template.audience))
    throw invalidField('templateId', 'ruleTemplateAudience');
}

/**
 * Notice rules (noticeOptions): `/api/crm/noticeRule/…`. A rule's schedule is its job's (scheduleTask), saved,
 * enabled and removed with it; `runNow` asks its job to run at once.
 */
export function noticeRuleRoutes(app: AppContext) {
  return resourceRoutes<RuleRow, typeof ruleFilters, typeof ruleSaveInput>(app, {
    path: 'noticeRule',
    entity: 'rule',
    table: noticeRules,
    id: noticeRules.id,
    access: NOTICES,
    query: (db) =>
      db
        .select({
          id: noticeRules.id,
          name: noticeRules.name,
          event: sql<RuleRow['event']>`${noticeRules.event}`.as('event'),
          threshold: noticeRules.threshold,
          cron: scheduledJobs.cron,
          robotIds: noticeRules.robotIds,
          robotNames: robotNames.as('robot_names'),
          templateId: noticeRules.templateId,
          templateName: sql<string>`${noticeTemplates.name}`.as('template_name'),
          audience: sql<RobotKind>`${noticeTemplates.audience}`.as('audience'),
          enabled: noticeRules.enabled,
          nextRunAt: shanghaiTimestamp(scheduledJobs.nextRunAt, 'next_run_at_text'),
          lastRunAt: shanghaiTimestamp(scheduledJobs.lastRunAt, 'last_run_at_text'),
          lastStatus: scheduledJobs.lastStatus,
          sent: messages().as('sent'),
          failed: messages('failed').as('failed'),
          version: noticeRules.version,
        })
        .from(noticeRules)
        .innerJoin(noticeTemplates, eq(noticeTemplates.id, noticeRules.templateId))
        .leftJoin(
          scheduledJobs,
          and(eq(scheduledJobs.kind, RULE_JOB), eq(scheduledJobs.refId, noticeRules.id)),
        )
        .$dynamic(),
    filters: ruleFilters,
    where: (f) =>
      and(
        f.event ? eq(noticeRules.event, f.event) : undefined,
        f.enabled === undefined ? undefined : eq(noticeRules.enabled, f.enabled),
        f.robotId ? arrayContains(noticeRules.robotIds, [f.robotId]) : undefined,
      ),
    keyword: (text) => ilike(noticeRules.name, containing(text)),
    sorts: { id: noticeRules.id, name: noticeRules.name, event: noticeRules.event },
    defaultSort: '-id',
    save: {
      input: ruleSaveInput,
      values: async (input, ctx) => {
        await checked(input, ctx);
        const { cron: _cron, ...values } = input;
        return { ...values, threshold: input.threshold ?? null, updatedAt: ctx.now };
      },
      after: (ctx, _before, after, input) =>
        saveRuleJob(ctx.tx, after.id, { cron: input.cron ?? null, enabled: input.enabled }, ctx.now),
    },
    remove: { after: (ctx, row) => removeRuleJob(ctx.tx, row.id) },
    commands: [
      {
        contract: RULE_COMMANDS.runNow,
        run: async (ctx, rule) => {
          await requestRuleRun(ctx.tx, rule.id, ctx.now, ctx.user.userId);
          return null;
        },
      },
    ],
  });
}
