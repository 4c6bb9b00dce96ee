import { z } from 'zod';
import type { Lang } from '../messages';
import { clearableText, day, integer, optionalId } from './fields';
import {
  LEAD_STATUSES,
  UTM_FIELDS,
  localText,
  type LandingFormField,
  type LeadAnswers,
  type LeadRateLimits,
  type LeadSource,
  type LeadStatus,
  type UtmField,
} from './landing';

/**
 * The leads (xhsAppCustomer [161]) at `/api/crm/lead/…`: what visitors of landing pages submitted, followed up
 * in the console (status, remark, assignee); never created or deleted there. Phone and email come masked to a
 * caller who does not own the lead's advertiser (leadContact.ts).
 */

export const LEAD_STATUS_NAMES = Object.keys(LEAD_STATUSES) as [LeadStatus, ...LeadStatus[]];

export interface LeadRow {
  id: number;
  name: string | null;
  /** Whole to the advertiser's owners, `138****1234` to anyone else. */
  phone: string | null;
  email: string | null;
  /** Whether phone and email are shown masked to the caller. */
  masked: boolean;
  /** Six digits, read as 省 市 区 (column kind `region`). */
  regionCode: string | null;
  pageId: number;
  pageTitle: string;
  pageSlug: string;
  customerId: number;
  customerName: string;
  /** The UTM parameters of the page's address, readable in the caller's language. */
  source: string;
  /** The form's other fields with their answers, readable. */
  answers: string;
  status: LeadStatus;
  /** The follow-up note (the table's `note`). */
  remark: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  createTime: string;
  version: number;
}

/** The UTM parameters as people call them. */
export const UTM_TITLES: Record<UtmField, { zh: string; en: string }> = {
  utm_source: { zh: '来源', en: 'Source' },
  utm_medium: { zh: '媒介', en: 'Medium' },
  utm_campaign: { zh: '活动', en: 'Campaign' },
  utm_term: { zh: '关键词', en: 'Term' },
  utm_content: { zh: '内容', en: 'Content' },
};

const SEPARATOR = { zh: '；', en: '; ' };
const COLON = { zh: '：', en: ': ' };

/** "来源：xiaohongshu；活动：autumn", in UTM_FIELDS' order; empty when the address carried none. */
export function sourceText(source: LeadSource, lang: Lang): string {
  return UTM_FIELDS.filter((key) => source[key])
    .map((key) => `${UTM_TITLES[key][lang]}${COLON[lang]}${source[key]}`)
    .join(SEPARATOR[lang]);
}

/**
 * "月投放预算：1–5 万", each answer under the label the form had when it was given; a choice reads as its
 * option's title where the form still offers it.
 */
export function answersText(answers: LeadAnswers, fields: readonly LandingFormField[], lang: Lang): string {
  return Object.entries(answers)
    .map(([key, { label, value }]) => {
      const option = fields.find((f) => f.key === key)?.options.find((o) => o.value === value);
      return `${localText(label, lang)}${COLON[lang]}${option ? localText(option, lang) : value}`;
    })
    .join(SEPARATOR[lang]);
}

/** A region code and every code below it: 440000 → "44", 440300 → "4403", 440305 → "440305". */
export const regionPrefix = (code: string) => code.replace(/(00)+$/, '');

export const leadFilters = {
  status: z.enum(LEAD_STATUS_NAMES).optional(),
  pageId: optionalId,
  customerId: optionalId,
  assigneeId: optionalId,
  /** The region or any region within it (a province takes its cities and counties). */
  regionCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'regionRule' })
    .optional(),
  start: day.optional(),
  end: day.optional(),
};

export const LEAD_REMARK_MAX = 500;

/** What the console changes of a lead: its follow-up, nothing the visitor gave. */
export const leadEditInput = z.object({
  status: z.enum(LEAD_STATUS_NAMES),
  remark: clearableText(LEAD_REMARK_MAX).optional(),
  assigneeId: optionalId.nullable(),
});

/** The landing pages whose leads the caller sees, for the list's page filter. */
export const LEAD_PAGES_URL = '/api/crm/lead/pages';
export interface LeadPageOption {
  id: number;
  title: string;
  slug: string;
}

/**
 * The public lead endpoint's rate limits (app setting `landing.rateLimits`): read on the leads and landing pages,
 * changed by a holder of the landing pages who sees all data, since they hold for every advertiser's pages.
 */
export const LEAD_RATE_LIMITS_URL = '/api/crm/lead/rateLimits';
export const LEAD_RATE_LIMITS_SAVE_URL = `${LEAD_RATE_LIMITS_URL}/save`;

/** The values each limit takes, both ends included. */
export const LEAD_RATE_LIMIT_RULES: Record<keyof LeadRateLimits, { min: number; max: number }> = {
  perAddressPerMinute: { min: 1, max: 1_000 },
  perPagePerDay: { min: 1, max: 1_000_000 },
};

const limit = ({ min, max }: { min: number; max: number }) => integer(min, max);
export const leadRateLimitsInput = z.object({
  perAddressPerMinute: limit(LEAD_RATE_LIMIT_RULES.perAddressPerMinute),
  perPagePerDay: limit(LEAD_RATE_LIMIT_RULES.perPagePerDay),
});

export interface LeadRateLimitsAnswer {
  values: LeadRateLimits;
  defaults: LeadRateLimits;
  /** Whether the caller may change them. */
  editable: boolean;
}
