import { asc, sql } from 'drizzle-orm';
import { RULE_TEMPLATES, type RuleTemplateOption } from '@adops/common/contract/noticeRules';
import type { RobotKind } from '@adops/common/contract/notices';
import type { AppContext } from '../../context';
import { noticeTemplates } from '../../db/schema';
import { route, type RouteSpec } from '../../http/route';
import { NOTICES } from '../noticeRobot/resource';

/** `GET /api/crm/noticeRule/templates`: every template, both audiences', for a rule's form to pick from. */
export function ruleTemplateRoutes(app: AppContext): RouteSpec[] {
  return [
    route({
      ...RULE_TEMPLATES,
      access: NOTICES,
      handler: (): Promise<RuleTemplateOption[]> =>
        app.reads
          .select({
            id: noticeTemplates.id,
            name: noticeTemplates.name,
            audience: sql<RobotKind>`${noticeTemplates.audience}`,
          })
          .from(noticeTemplates)
          .orderBy(asc(noticeTemplates.audience), asc(noticeTemplates.id)),
    }),
  ];
}
