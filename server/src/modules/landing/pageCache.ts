import { TtlCache } from '../../auth/ttlCache';
import type { AppContext } from '../../context';
import { publishedPage, type StoredPage } from './present';

/** The announcement (NOTIFY) of a change to a landing page or form, made by triggers (migration 0030). */
export const LANDING_CHANNEL = 'adops_landing';
/** How long an instance that missed an announcement could show a page as it was. */
const KEEP_MS = 30_000;

const caches = new WeakMap<AppContext, TtlCache<string, StoredPage>>();
const cacheOf = (app: AppContext) => {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new TtlCache(KEEP_MS, app.clock, 1_000)));
  return cache;
};

/**
 * A published page with its form's fields, kept by this instance until any page or form changes, through any
 * instance: what each visitor's view and lead read first costs no statement. Unknown slugs are not kept.
 */
export async function cachedPublishedPage(app: AppContext, slug: string): Promise<StoredPage | undefined> {
  const cache = cacheOf(app);
  return cache.get(slug) ?? (await cache.load(slug, () => publishedPage(app.db, slug)));
}

/** Pages and forms changed: read them again. */
export const forgetLandingPages = (app: AppContext) => cacheOf(app).clear();
