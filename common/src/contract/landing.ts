import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, type Endpoint, type StateMachine } from './endpoints';
import { flag, id, optionalId, optionalInteger, requiredId, requiredText, text } from './fields';
import { HONEYPOT_FIELD, SLUG, UTM_FIELDS, type UtmField } from './landingPublic';

export {
  ANSWER_MAX,
  HONEYPOT_FIELD,
  localText,
  PUBLIC_LANDING_URL,
  PUBLIC_LEAD_URL,
  publicLandingUrl,
  publicLeadUrl,
  SLUG,
  UTM_FIELDS,
  type UtmField,
} from './landingPublic';
import type { LANDING_CHECK_MESSAGES } from './landingMessages';

/**
 * Lead capture (/stayQualified [160]): forms (xhsAppFallPageForm [169]) whose fields visitors fill in, landing
 * pages (xhsAppFallPage [166]) that show a form and are public at /strategy?page=<slug> once published, and the
 * leads (xhsAppCustomer [161]) their visitors submit. The public API answers without a session.
 */

/** What a form field takes. A name, phone, email or region field has that kind's own key, once per form. */
export const FIELD_KINDS = {
  name: { zh: '姓名', en: 'Name' },
  phone: { zh: '手机号', en: 'Mobile' },
  email: { zh: '邮箱', en: 'Email' },
  region: { zh: '地区', en: 'Region' },
  choice: { zh: '单选', en: 'Single choice' },
  text: { zh: '文本', en: 'Text' },
} as const satisfies ColumnValues;
export type FieldKind = keyof typeof FIELD_KINDS;
const KIND_NAMES = Object.keys(FIELD_KINDS) as [FieldKind, ...FieldKind[]];

/** The kinds whose field is stored in a lead's own column, under a key of the kind's name. */
export const FIXED_KINDS = ['name', 'phone', 'email', 'region'] as const satisfies readonly FieldKind[];
export type FixedKind = (typeof FIXED_KINDS)[number];
export const isFixedKind = (kind: string): kind is FixedKind =>
  (FIXED_KINDS as readonly string[]).includes(kind);

/** Keys a form field may not take: the submission's own parameters. */
export const RESERVED_KEYS: readonly string[] = [HONEYPOT_FIELD, ...UTM_FIELDS, 'slug', 'lang'];

export interface LocalText {
  zh: string;
  /** Empty: the zh text is shown in English too. */
  en: string;
}

export interface ChoiceOption extends LocalText {
  value: string;
}

export interface LandingFormField {
  key: string;
  kind: FieldKind;
  label: LocalText;
  required: boolean;
  /** The choices of a `choice` field; empty for the others. */
  options: ChoiceOption[];
  order: number;
}

/** A JSON list sent as text (a query string or a form's hidden input) is read as the list. */
const jsonList = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const localTextInput = (max: number) =>
  z.object({ zh: requiredText(max), en: text(max).optional().default('') });

const choiceOption = z.object({
  value: requiredText(50),
  zh: requiredText(50),
  en: text(50).optional().default(''),
});

/** The most fields a form has, options a choice has, and blocks a page has. */
export const FORM_FIELDS_MAX = 30;
export const CHOICE_OPTIONS_MAX = 50;
export const BLOCKS_MAX = 50;

/** What a field's key looks like: the name its answer is posted under. */
export const FIELD_KEY = /^[a-z][A-Za-z0-9_]{0,31}$/;

const formField = z.object({
  key: z.string().trim().regex(FIELD_KEY, { error: 'formFieldKeyRule' }),
  kind: z.enum(KIND_NAMES),
  label: localTextInput(50),
  required: flag.optional().default(false),
  options: z.array(choiceOption).max(CHOICE_OPTIONS_MAX).optional().default([]),
  order: optionalInteger(0, 1000),
});

/** The first rule a form's fields break, as a message key and its parameters; null when they keep them all. */
export function checkFormFields(
  fields: readonly Pick<LandingFormField, 'key' | 'kind' | 'options'>[],
): { message: keyof typeof LANDING_CHECK_MESSAGES; params: Record<string, string> } | null {
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.key)) return { message: 'formFieldKeyTaken', params: { key: field.key } };
    seen.add(field.key);
    if (RESERVED_KEYS.includes(field.key))
      return { message: 'formFieldKeyReserved', params: { key: field.key } };
    if (isFixedKind(field.kind) && field.key !== field.kind)
      return { message: 'formFieldKindKey', params: { given: field.key, key: field.kind } };
    // `phone` on a text field would read as the lead's phone: the fixed kinds' keys are theirs alone.
    if (isFixedKind(field.key) && field.key !== field.kind)
      return { message: 'formFieldKeyReserved', params: { key: field.key } };
    if (field.kind === 'choice' && new Set(field.options.map((o) => o.value)).size < 2)
      return { message: 'formFieldOptions', params: { key: field.key } };
  }
  if (!fields.some((f) => f.kind === 'phone' || f.kind === 'email'))
    return { message: 'formNeedsContact', params: {} };
  return null;
}

/** A form's fields as the builder sends them: checked, options kept only on choices, numbered in order. */
export const formFieldsInput = z
  .preprocess(jsonList, z.array(formField, { error: 'formFieldsRule' }).min(1).max(FORM_FIELDS_MAX))
  .superRefine((fields, ctx) => {
    const broken = checkFormFields(fields);
    if (broken) ctx.addIssue({ code: 'custom', message: broken.message, params: broken.params });
  })
  .transform((fields): LandingFormField[] =>
    fields
      .map((field, index) => ({ ...field, order: field.order ?? index }))
      .sort((a, b) => a.order - b.order)
      .map((field, index) => ({
        ...field,
        order: index,
        options: field.kind === 'choice' ? field.options : [],
      })),
  );

export interface LandingFormRow {
  id: number;
  name: string;
  fields: LandingFormField[];
  /** Pages showing the form, and how many of them are published. */
  pageCount: number;
  publishedCount: number;
  createTime: string;
  updateTime: string;
  version: number;
}

export const landingFormFilters = {};

export const landingFormSaveInput = z.object({
  name: requiredText(100),
  fields: formFieldsInput,
});

/** What a landing page shows, top to bottom. Without a form block the form comes last. */
export const BLOCK_KINDS = {
  text: { zh: '文字', en: 'Text' },
  image: { zh: '图片', en: 'Image' },
  form: { zh: '表单', en: 'Form' },
} as const satisfies ColumnValues;
export type BlockKind = keyof typeof BLOCK_KINDS;

export type LandingBlock =
  { kind: 'text'; text: LocalText } | { kind: 'image'; imageId: number } | { kind: 'form' };

const block = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: localTextInput(5_000) }),
  z.object({ kind: z.literal('image'), imageId: id }),
  z.object({ kind: z.literal('form') }),
]);

export const blocksInput = z
  .preprocess(jsonList, z.array(block).max(BLOCKS_MAX))
  .refine((blocks) => blocks.filter((b) => b.kind === 'form').length <= 1, { error: 'blocksRule' });

export const PAGE_STATUSES = {
  draft: { zh: '草稿', en: 'Draft', color: 'default' },
  published: { zh: '已发布', en: 'Published', color: 'green' },
} as const satisfies ColumnValues;
export type LandingPageStatus = keyof typeof PAGE_STATUSES;
const PAGE_STATUS_NAMES = Object.keys(PAGE_STATUSES) as [LandingPageStatus, ...LandingPageStatus[]];

/** Where a published page is open to anyone (spec section 2). */
export const publicPagePath = (slugText: string) => `/strategy?page=${encodeURIComponent(slugText)}`;
export const slug = z.string().trim().regex(SLUG, { error: 'slugRule' });

export interface LandingPageRow {
  id: number;
  title: string;
  slug: string;
  customerId: number;
  customerName: string | null;
  bannerImageId: number | null;
  /** Where the banner is served (the public image route), when there is one. */
  bannerUrl: string | null;
  blocks: LandingBlock[];
  formId: number;
  formName: string | null;
  status: LandingPageStatus;
  publishedAt: string | null;
  leadCount: number;
  createTime: string;
  updateTime: string;
  version: number;
}

export const landingPageFilters = {
  status: z.enum(PAGE_STATUS_NAMES).optional(),
  customerId: optionalId,
  formId: optionalId,
};

export const landingPageSaveInput = z.object({
  title: requiredText(100),
  slug,
  customerId: requiredId,
  bannerImageId: optionalId.nullable(),
  blocks: blocksInput.optional().default([]),
  formId: requiredId,
});

const PAGE_STATE: StateMachine<Pick<LandingPageRow, 'status'>, LandingPageStatus> = {
  of: (row) => row.status,
  titles: PAGE_STATUSES,
};

export const LANDING_PAGE_COMMANDS = {
  publish: command({
    name: 'publish',
    title: { zh: '发布', en: 'Publish' },
    input: z.object({}),
    from: { machine: PAGE_STATE, states: ['draft'] },
  }),
  unpublish: command({
    name: 'unpublish',
    title: { zh: '下线', en: 'Take offline' },
    input: z.object({}),
    from: { machine: PAGE_STATE, states: ['published'] },
  }),
};

/** A page as its visitors see it, published or previewed: texts in the caller's language. */
export interface PublicLandingPage {
  title: string;
  slug: string;
  advertiser: string | null;
  bannerUrl: string | null;
  blocks: ({ kind: 'text'; text: string } | { kind: 'image'; url: string | null } | { kind: 'form' })[];
  form: {
    fields: {
      key: string;
      kind: FieldKind;
      label: string;
      required: boolean;
      options: { value: string; label: string }[];
    }[];
  };
  /** The hidden field to leave empty. */
  honeypot: string;
}

/** A console preview of a page in any state. */
export const LANDING_PAGE_PREVIEW: Endpoint = { method: 'GET', url: '/api/crm/landingPage/preview' };

export const LANDING_IMAGE_UPLOAD: Endpoint = { method: 'POST', url: '/api/crm/landingImage/upload' };
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface LandingImageAnswer {
  id: number;
  url: string;
  mime: ImageType;
  size: number;
}

/** Where an image is served, without a session (`<img>` cannot sign): named by its content's SHA-256. */
export const IMAGE_URL_PREFIX = '/api/public/landing/image/';
export const imageUrl = (sha256: string) => `${IMAGE_URL_PREFIX}${sha256}`;

/** A lead's follow-up. */
export const LEAD_STATUSES = {
  new: { zh: '新线索', en: 'New', color: 'blue' },
  following: { zh: '跟进中', en: 'Following up', color: 'orange' },
  converted: { zh: '已转化', en: 'Converted', color: 'green' },
  invalid: { zh: '无效', en: 'Invalid', color: 'default' },
} as const satisfies ColumnValues;
export type LeadStatus = keyof typeof LEAD_STATUSES;

/** A lead's answers to the fields of its form other than name, phone, email and region. */
export type LeadAnswers = Record<string, { label: LocalText; value: string }>;
export type LeadSource = Partial<Record<UtmField, string>>;

/** Rate limits of the public lead endpoint (app setting `landing.rateLimits`); these are the defaults. */
export const LEAD_RATE_LIMITS_SETTING = 'landing.rateLimits';
export interface LeadRateLimits {
  /** Leads a minute from one address. */
  perAddressPerMinute: number;
  /** Leads a day (Asia/Shanghai) to one page. */
  perPagePerDay: number;
}
export const DEFAULT_LEAD_RATE_LIMITS: LeadRateLimits = { perAddressPerMinute: 5, perPagePerDay: 500 };

/** What a submission answers: the visitor is thanked whether the lead was kept, a duplicate or a robot's. */
export interface LeadAnswer {
  ok: true;
}
