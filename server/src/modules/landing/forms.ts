import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '@adops/common/scope';
import {
  landingFormFilters,
  landingFormSaveInput,
  type LandingFormRow,
} from '@adops/common/contract/landing';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { customers, landingForms, landingPages } from '../../db/schema';
import { scopeFilter } from '../../scope/dataScope';
import { customerScopeColumns } from '../base/visibility';
import { containing, shanghaiTimestamp } from '../../db/text';
import { conflict } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { moduleOf } from '@adops/common/menu';
import { forgetLandingPages } from './pageCache';

const FORMS = moduleOf('xhsAppFallPageForm');

/** The pages showing the form, `where` they also are (`true`: all). */
const pagesWhere = (where: SQL) =>
  sql`select 1 from ${landingPages} join ${customers} on ${qualified(customers.id)} = ${qualified(landingPages.customerId)}
    where ${qualified(landingPages.formId)} = ${qualified(landingForms.id)} and ${where}`;

/** A form's pages as the caller may count them: those of advertisers within their scope. */
const pagesOf = (scope: DataScope, published: boolean) =>
  sql<number>`(select count(*) from (${pagesWhere(
    and(
      scopeFilter(scope, customerScopeColumns),
      published ? eq(landingPages.status, 'published') : undefined,
    ) ?? sql`true`,
  )}) shown)`.mapWith(Number);

const query = (db: Executor, { scope }: { scope: DataScope }) =>
  db
    .select({
      id: landingForms.id,
      name: landingForms.name,
      fields: landingForms.fields,
      pageCount: pagesOf(scope, false).as('page_count'),
      publishedCount: pagesOf(scope, true).as('published_count'),
      createTime: shanghaiTimestamp(landingForms.createdAt, 'create_time'),
      updateTime: shanghaiTimestamp(landingForms.updatedAt, 'update_time'),
    })
    .from(landingForms)
    .$dynamic();

/**
 * Lead forms (xhsAppFallPageForm [169]): `/api/crm/landingForm/…`. Forms name no advertiser, so everyone with
 * the module sees them all, and of their pages those within their scope; but a form is changed or deleted only
 * by whom every page showing it is within scope (what a page asks its visitors is its advertiser's). A form a
 * page shows cannot be deleted: a published page would lose its form.
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
    writableWithin: (scope) => {
      const outside = scopeFilter(scope, customerScopeColumns);
      return outside && sql`not exists (${pagesWhere(sql`not coalesce((${outside}), false)`)})`;
    },
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
