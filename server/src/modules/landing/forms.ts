import { eq, ilike, sql } from 'drizzle-orm';
import {
  landingFormFilters,
  landingFormSaveInput,
  type LandingFormRow,
} from '@adops/common/contract/landing';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { landingForms, landingPages } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { conflict } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { moduleOf } from '@adops/common/menu';
import { forgetLandingPages } from './pageCache';

const FORMS = moduleOf('xhsAppFallPageForm');

const pagesOf = (published: boolean) =>
  sql<number>`(select count(*) from ${landingPages} p where p.form_id = ${qualified(landingForms.id)}
    ${published ? sql`and p.status = 'published'` : sql``})`.mapWith(Number);

const query = (db: Executor) =>
  db
    .select({
      id: landingForms.id,
      name: landingForms.name,
      fields: landingForms.fields,
      pageCount: pagesOf(false).as('page_count'),
      publishedCount: pagesOf(true).as('published_count'),
      createTime: shanghaiTimestamp(landingForms.createdAt, 'create_time'),
      updateTime: shanghaiTimestamp(landingForms.updatedAt, 'update_time'),
    })
    .from(landingForms)
    .$dynamic();

/**
 * Lead forms (xhsAppFallPageForm [169]): `/api/crm/landingForm/…`. Forms name no advertiser, so everyone with
 * the module sees them all. A form a page shows cannot be deleted: a published page would lose its form.
 */
export function landingFormRoutes(app: AppContext) {
  return resourceRoutes<LandingFormRow, typeof landingFormFilters, typeof landingFormSaveInput>(app, {
    path: 'landingForm',
    entity: 'landingForm',
    table: landingForms,
    id: landingForms.id,
    access: FORMS,
    query,
    filters: landingFormFilters,
    where: () => undefined,
    keyword: (text) => ilike(landingForms.name, containing(text)),
    sorts: {
      id: landingForms.id,
      name: landingForms.name,
      createTime: landingForms.createdAt,
      updateTime: landingForms.updatedAt,
      pageCount: sql`page_count`,
    },
    defaultSort: '-id',
    save: {
      input: landingFormSaveInput,
      async values(input, ctx, before) {
        return {
          name: input.name,
          fields: input.fields,
          updatedAt: ctx.now,
          ...(before ? {} : { createdBy: ctx.user.userId }),
        };
      },
      // The pages showing the form read its fields again (other instances once the database announces it).
      after: async () => forgetLandingPages(app),
    },
    remove: {
      async check({ tx }, row) {
        const using = await tx
          .select({ title: landingPages.title })
          .from(landingPages)
          .where(eq(landingPages.formId, row.id))
          .orderBy(landingPages.id);
        if (using.length)
          throw conflict('formInUse', {
            count: using.length,
            titles: using
              .slice(0, 3)
              .map((p) => p.title)
              .join('、'),
          });
      },
    },
  });
}
