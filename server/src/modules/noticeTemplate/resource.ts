import { eq, ilike, sql } from 'drizzle-orm';
import { moduleOf } from '@adops/common/menu';
import {
  templateFilters,
  templateSaveInput,
  type RobotKind,
  type TemplateRow,
} from '@adops/common/contract/notices';
import type { AppContext } from '../../context';
import { noticeTemplates } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { resourceRoutes } from '../../resources/resource';

/** Each audience's templates: a page of its own, with a module of its own. */
const PAGES: Record<RobotKind, string> = { customer: 'noticeTemplate', internal: 'internalNoticeTemplate' };

/**
 * The notice templates of one audience (`/api/crm/noticeTemplate/…`, `/api/crm/internalNoticeTemplate/…`): one
 * table, each page's resource its own audience's rows. A template is checked when saved (common/notices).
 */
export function noticeTemplateRoutes(app: AppContext, audience: RobotKind) {
  const page = PAGES[audience];
  return resourceRoutes<TemplateRow, typeof templateFilters, typeof templateSaveInput>(app, {
    path: page,
    entity: 'record',
    table: noticeTemplates,
    id: noticeTemplates.id,
    access: moduleOf(page),
    only: eq(noticeTemplates.audience, audience),
    query: (db) =>
      db
        .select({
          id: noticeTemplates.id,
          name: noticeTemplates.name,
          audience: sql<RobotKind>`${noticeTemplates.audience}`.as('audience'),
          msgtype: sql<TemplateRow['msgtype']>`${noticeTemplates.msgtype}`.as('msgtype'),
          template: noticeTemplates.template,
          updateTime: shanghaiTimestamp(noticeTemplates.updatedAt, 'update_time'),
          version: noticeTemplates.version,
        })
        .from(noticeTemplates)
        .$dynamic(),
    filters: templateFilters,
    where: (f) => (f.msgtype ? eq(noticeTemplates.msgtype, f.msgtype) : undefined),
    keyword: (text) => ilike(noticeTemplates.name, containing(text)),
    sorts: { id: noticeTemplates.id, name: noticeTemplates.name, updateTime: noticeTemplates.updatedAt },
    defaultSort: '-id',
    save: {
      input: templateSaveInput,
      values: async (input, ctx) => ({ ...input, audience, updatedAt: ctx.now }),
    },
    remove: {},
  });
}
