import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  LANDING_PAGE_COMMANDS,
  LANDING_PAGE_PREVIEW,
  IMAGE_URL_PREFIX,
  landingPageFilters,
  landingPageSaveInput,
  type LandingBlock,
  type LandingPageRow,
} from '@adops/common/contract/landing';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { customers, landingForms, landingImages, landingPages, leads } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { conflict, invalidField } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { customerScopeColumns } from '../base/visibility';
import { pageColumns, presentPage } from './present';
import { forgetLandingPages } from './pageCache';
import { moduleOf } from '@adops/common/menu';

const PAGES = moduleOf('xhsAppFallPage');

const query = (db: Executor) =>
  db
    .select({
      ...pageColumns,
      bannerUrl: sql<string | null>`(select ${IMAGE_URL_PREFIX}::text || i.sha256 from ${landingImages} i
          where i.id = ${qualified(landingPages.bannerImageId)})`.as('banner_url'),
      formId: landingPages.formId,
      formName: landingForms.name,
      publishedAt: shanghaiTimestamp(landingPages.publishedAt, 'published_at_text'),
      leadCount:
        sql<number>`(select count(*) from ${leads} l where l.page_id = ${qualified(landingPages.id)})`
          .mapWith(Number)
          .as('lead_count'),
      createTime: shanghaiTimestamp(landingPages.createdAt, 'create_time'),
      updateTime: shanghaiTimestamp(landingPages.updatedAt, 'update_time'),
    })
    .from(landingPages)
    .innerJoin(customers, eq(customers.id, landingPages.customerId))
    .leftJoin(landingForms, eq(landingForms.id, landingPages.formId))
    .$dynamic();

/** 130 naming the field when an image the page shows is not stored. */
async function ensureImages(db: Executor, bannerImageId: number | null, blocks: LandingBlock[]) {
  const wanted = [
    ...(bannerImageId ? [{ id: bannerImageId, field: 'bannerImageId' }] : []),
    ...blocks.flatMap((b) => (b.kind === 'image' ? [{ id: b.imageId, field: 'blocks' }] : [])),
  ];
  if (!wanted.length) return;
  const found = await db
    .select({ id: landingImages.id })
    .from(landingImages)
    .where(
      inArray(
        landingImages.id,
        wanted.map((w) => w.id),
      ),
    );
  const known = new Set(found.map((f) => f.id));
  const missing = wanted.find((w) => !known.has(w.id));
  if (missing) throw invalidField(missing.field, 'unknownImage', { id: missing.id });
}

/**
 * Landing pages (xhsAppFallPage [166]): `/api/crm/landingPage/…`, seen within the scope of their advertiser.
 * Published and taken offline by commands; previewed in any state.
 */
export function landingPageRoutes(app: AppContext) {
  // This instance's visitors see the change at once; the others once the database announces it.
  const forget = async () => forgetLandingPages(app);
  return resourceRoutes<LandingPageRow, typeof landingPageFilters, typeof landingPageSaveInput>(app, {
    path: 'landingPage',
    entity: 'landingPage',
    table: landingPages,
    id: landingPages.id,
    access: PAGES,
    query,
    scope: customerScopeColumns,
    filters: landingPageFilters,
    where: (f) =>
      and(
        f.status ? eq(landingPages.status, f.status) : undefined,
        f.customerId ? eq(landingPages.customerId, f.customerId) : undefined,
        f.formId ? eq(landingPages.formId, f.formId) : undefined,
      ),
    keyword: (text) =>
      or(
        ilike(landingPages.title, containing(text)),
        ilike(landingPages.slug, containing(text)),
        ilike(customers.name, containing(text)),
      ),
    sorts: {
      id: landingPages.id,
      title: landingPages.title,
      slug: landingPages.slug,
      status: landingPages.status,
      publishedAt: landingPages.publishedAt,
      createTime: landingPages.createdAt,
      leadCount: sql`lead_count`,
    },
    defaultSort: '-id',
    save: {
      input: landingPageSaveInput,
      references: { customerId: 'customer' },
      unique: [{ field: 'slug', column: landingPages.slug, message: 'duplicateSlug' }],
      async values(input, ctx, before) {
        const [form] = await ctx.tx
          .select({ id: landingForms.id })
          .from(landingForms)
          .where(eq(landingForms.id, input.formId));
        if (!form) throw invalidField('formId', 'unknownForm', { id: input.formId });
        const bannerImageId = input.bannerImageId ?? null;
        await ensureImages(ctx.tx, bannerImageId, input.blocks);
        return {
          title: input.title,
          slug: input.slug,
          customerId: input.customerId,
          bannerImageId,
          blocks: input.blocks,
          formId: input.formId,
          updatedAt: ctx.now,
          ...(before ? {} : { createdBy: ctx.user.userId }),
        };
      },
      after: forget,
    },
    remove: {
      async check({ tx }, row) {
        if (row.status === 'published') throw conflict('pagePublishedDelete');
        const count = await tx.$count(leads, eq(leads.pageId, row.id));
        if (count) throw conflict('pageHasLeads', { count });
      },
      after: forget,
    },
    commands: [
      {
        contract: LANDING_PAGE_COMMANDS.publish,
        run: async (ctx, row) => {
          await ctx.tx
            .update(landingPages)
            .set({ status: 'published', publishedAt: ctx.now, updatedAt: ctx.now })
            .where(eq(landingPages.id, row.id));
          await forget();
          return null;
        },
      },
      {
        contract: LANDING_PAGE_COMMANDS.unpublish,
        run: async (ctx, row) => {
          await ctx.tx
            .update(landingPages)
            .set({ status: 'draft', updatedAt: ctx.now })
            .where(eq(landingPages.id, row.id));
          await forget();
          return null;
        },
      },
    ],
    related: [
      {
        endpoint: LANDING_PAGE_PREVIEW,
        idField: 'id',
        read: (db, row, _input, lang) => presentPage(db, row.id, lang),
      },
    ],
  });
}
