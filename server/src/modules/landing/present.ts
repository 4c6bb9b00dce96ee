import { and, eq, inArray } from 'drizzle-orm';
import {
  HONEYPOT_FIELD,
  imageUrl,
  localText,
  type LandingFormField,
  type LandingPageRow,
  type PublicLandingPage,
} from '@adops/common/contract/landing';
import type { Lang } from '@adops/common/messages';
import type { Executor } from '../../db/client';
import { customers, landingForms, landingImages, landingPages } from '../../db/schema';

export type StoredPage = Pick<
  LandingPageRow,
  'id' | 'title' | 'slug' | 'customerId' | 'customerName' | 'bannerImageId' | 'blocks' | 'status'
> & { fields: LandingFormField[] };

/** A page's own columns, as the console's list and the public page both read them. */
export const pageColumns = {
  id: landingPages.id,
  title: landingPages.title,
  slug: landingPages.slug,
  customerId: landingPages.customerId,
  customerName: customers.name,
  bannerImageId: landingPages.bannerImageId,
  blocks: landingPages.blocks,
  status: landingPages.status,
};

const pages = (db: Executor) =>
  db
    .select({ ...pageColumns, fields: landingForms.fields })
    .from(landingPages)
    .innerJoin(landingForms, eq(landingForms.id, landingPages.formId))
    .leftJoin(customers, eq(customers.id, landingPages.customerId))
    .$dynamic();

/** A published page by its slug, with its form's fields; none when unknown or not published. */
export async function publishedPage(db: Executor, slug: string): Promise<StoredPage | undefined> {
  const [page] = await pages(db)
    .where(and(eq(landingPages.slug, slug), eq(landingPages.status, 'published')))
    .limit(1);
  return page;
}

/** A page as visitors see it, in `lang`: texts picked, images as their public addresses. */
export async function showPage(db: Executor, page: StoredPage, lang: Lang): Promise<PublicLandingPage> {
  const imageIds = [
    ...(page.bannerImageId ? [page.bannerImageId] : []),
    ...page.blocks.flatMap((b) => (b.kind === 'image' ? [b.imageId] : [])),
  ];
  const images = imageIds.length
    ? await db
        .select({ id: landingImages.id, sha256: landingImages.sha256 })
        .from(landingImages)
        .where(inArray(landingImages.id, imageIds))
    : [];
  const urlOf = new Map(images.map((i) => [i.id, imageUrl(i.sha256)]));
  return {
    title: page.title,
    slug: page.slug,
    advertiser: page.customerName,
    bannerUrl: (page.bannerImageId && urlOf.get(page.bannerImageId)) || null,
    blocks: page.blocks.map((b): PublicLandingPage['blocks'][number] => {
      if (b.kind === 'text') return { kind: 'text', text: localText(b.text, lang) };
      if (b.kind === 'image') return { kind: 'image', url: urlOf.get(b.imageId) ?? null };
      return { kind: 'form' };
    }),
    form: {
      fields: [...page.fields]
        .sort((a, b) => a.order - b.order)
        .map((f) => ({
          key: f.key,
          kind: f.kind,
          label: localText(f.label, lang),
          required: f.required,
          options: f.options.map((o) => ({ value: o.value, label: localText(o, lang) })),
        })),
    },
    honeypot: HONEYPOT_FIELD,
  };
}

/** A page in any state as visitors would see it: the console's preview. */
export async function presentPage(db: Executor, pageId: number, lang: Lang): Promise<PublicLandingPage> {
  const [page] = await pages(db).where(eq(landingPages.id, pageId)).limit(1);
  return showPage(db, page!, lang);
}
