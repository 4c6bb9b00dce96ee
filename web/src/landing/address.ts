import type { LeadSource } from '@adops/common/contract/landing';
import { SLUG, UTM_FIELDS } from '@adops/common/contract/landingPublic';
import type { Lang } from '@adops/common/messages';

/** What the public page's address says: the page's slug (null when it cannot be one), its language, the UTM source. */
export interface LandingAddress {
  slug: string | null;
  lang: Lang;
  utm: LeadSource;
}

/** Reads `?page=<slug>&lang=en&utm_…` of the page's address (Chinese unless `lang` starts with `en`). */
export function readAddress(search: string): LandingAddress {
  const query = new URLSearchParams(search);
  const slug = query.get('page')?.trim() ?? '';
  const utm: LeadSource = {};
  for (const key of UTM_FIELDS) {
    const value = query.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return {
    slug: SLUG.test(slug) ? slug : null,
    lang: query.get('lang')?.toLowerCase().startsWith('en') ? 'en' : 'zh',
    utm,
  };
}
