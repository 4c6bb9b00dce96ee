import type { Lang } from '../messages';
import type { FieldKind, LocalText } from './landing';

/**
 * The values of lead capture that the public landing page runs with (its address, a submission's keys and rules).
 * Kept apart from landing.ts, whose zod schemas the page would otherwise load for nothing; landing.ts gives them
 * out too.
 */

/** The hidden field of the public form that people leave empty and robots fill in. */
export const HONEYPOT_FIELD = 'website';
/** The page address's UTM parameters, sent with a submission and kept as the lead's source. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The longest answer each kind takes (phone, email and region have rules of their own). */
export const ANSWER_MAX: Record<FieldKind, number> = {
  name: 50,
  phone: 11,
  email: 100,
  region: 6,
  choice: 50,
  text: 500,
};

export const localText = (value: LocalText, lang: Lang) => (lang === 'en' && value.en) || value.zh;

export const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

export const PUBLIC_LANDING_URL = '/api/public/landing/:slug';
export const PUBLIC_LEAD_URL = '/api/public/landing/:slug/lead';
export const publicLandingUrl = (slugText: string) => `/api/public/landing/${encodeURIComponent(slugText)}`;
export const publicLeadUrl = (slugText: string) => `${publicLandingUrl(slugText)}/lead`;
