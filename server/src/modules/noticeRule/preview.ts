import { eq } from 'drizzle-orm';
import { previewInput, RULE_PREVIEW, type PreviewAnswer } from '@adops/common/contract/noticeRules';
import { moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import { noticeTemplates } from '../../db/schema';
import { invalidField, unknownIds } from '../../http/errors';
import { route, type RouteSpec } from '../../http/route';
import { CONTENT_MAX_BYTES } from '../../connectors/wecom/protocol';
import { splitMessage } from '../../connectors/wecom/split';
import { noticeText, readEvent, type Reading } from '../../notices/rules/evaluate';
import { robotsOf } from '../../notices/rules/store';
import { shanghaiDay } from '../../time';
import { NOTICES } from '../noticeRobot/resource';

/** What a preview of an event that happens shows: an example of it. */
const EXAMPLE_QUESTION = { zh: '示例：账户余额异常', en: 'Example: an account’s balance looks wrong' };

/**
 * `POST /api/crm/noticeRule/preview`: a rule's event read now on real data — within the caller's scope and the
 * robot's reach, where one is named — rendered with a saved template or the text being written, as the messages
 * that would leave. For the rules' form and the templates' pages.
 */
export function noticePreviewRoutes(app: AppContext): RouteSpec[] {
  return [
    route({
      ...RULE_PREVIEW,
      access: [NOTICES, moduleOf('internalNoticeTemplate')],
      changesAuth: false,
      once: false,
      input: previewInput,
      async handler({ input, user, lang, scope }): Promise<PreviewAnswer> {
        const now = new Date(app.clock.now());
        const template = input.templateId
          ? (
              await app.reads
                .select({ msgtype: noticeTemplates.msgtype, template: noticeTemplates.template })
                .from(noticeTemplates)
                .where(eq(noticeTemplates.id, input.templateId))
            )[0]
          : input.template && { msgtype: input.msgtype ?? 'text', template: input.template };
        if (!template)
          throw input.templateId
            ? unknownIds('templateId', [input.templateId])
            : invalidField('template', 'required');
        const [robot] = input.robotId ? await robotsOf(app.reads, [input.robotId], false) : [];
        if (input.robotId && !robot) throw unknownIds('robotId', [input.robotId]);
        const reach = { customerId: robot?.customerId ?? null, departmentId: robot?.departmentId ?? null };
        const reading: Reading =
          input.event === 'questionAssigned'
            ? { rows: [], total: 0, send: true }
            : await readEvent(
                app.reads,
                { event: input.event, threshold: input.threshold ?? null },
                reach,
                await scope(),
                now,
              );
        const text = noticeText(
          template.template,
          {
            date: shanghaiDay(now.getTime()),
            rule: input.name,
            customer: robot?.customerName ?? undefined,
            department: robot?.departmentName ?? undefined,
            ...(input.event === 'questionAssigned'
              ? { question: EXAMPLE_QUESTION[lang], assignee: user.username, actor: user.username }
              : {}),
          },
          reading,
        );
        const msgtype = template.msgtype as keyof typeof CONTENT_MAX_BYTES;
        return { rows: reading.total, messages: splitMessage(text, CONTENT_MAX_BYTES[msgtype]) };
      },
    }),
  ];
}
