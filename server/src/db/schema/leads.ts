import {
  bigint,
  char,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  LandingBlock,
  LandingFormField,
  LandingPageStatus,
  LeadAnswers,
  LeadSource,
  LeadStatus,
} from '@adops/common/contract/landing';
import { users } from './auth';
import { customers } from './business';
import { createdAt } from './columns';
import { rowVersion } from './version';

const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, pg a Buffer: both are read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Lead forms (xhsAppFallPageForm): the fields a landing page asks its visitors for, in their order. */
export const landingForms = pgTable('landing_forms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  /** common/contract/landing.ts's LandingFormField list, checked by `formFieldsInput`. */
  fields: jsonb('fields').$type<LandingFormField[]>().notNull(),
  createdBy: integer('created_by').references(() => users.id),
  version: rowVersion(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Images of landing pages, kept in the database so that every server instance serves them. Named publicly by
 * their content's SHA-256 (an upload of the same bytes is the same image).
 */
export const landingImages = pgTable('landing_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  sha256: char('sha256', { length: 64 }).notNull().unique(),
  /** `image/jpeg`, `image/png` or `image/webp`, as the bytes say. */
  mime: varchar('mime', { length: 20 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  filename: varchar('filename', { length: 200 }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** Landing pages (xhsAppFallPage): public at /strategy?page=<slug> once published. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull(),
    /** The advertiser the page's leads are for. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    bannerImageId: integer('banner_image_id').references(() => landingImages.id),
    blocks: jsonb('blocks').$type<LandingBlock[]>().notNull().default([]),
    formId: integer('form_id')
      .notNull()
      .references(() => landingForms.id),
    status: varchar('status', { length: 20 }).$type<LandingPageStatus>().notNull().default('draft'),
    publishedAt: at('published_at'),
    createdBy: integer('created_by').references(() => users.id),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('landing_pages_slug').on(t.slug),
    index('landing_pages_customer').on(t.customerId),
    index('landing_pages_form').on(t.formId),
  ],
);

/** Leads (xhsAppCustomer): what visitors of landing pages submitted, and how they are followed up. */
export const leads = pgTable(
  'leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id),
    /** The page's advertiser when the lead came in. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: varchar('name', { length: 50 }),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 100 }),
    regionCode: char('region_code', { length: 6 }),
    /** The form's other fields: their labels as the form had them, and the answers. */
    answers: jsonb('answers').$type<LeadAnswers>().notNull().default({}),
    /** The UTM parameters of the page's address. */
    source: jsonb('source').$type<LeadSource>().notNull().default({}),
    ip: varchar('ip', { length: 45 }),
    status: varchar('status', { length: 20 }).$type<LeadStatus>().notNull().default('new'),
    note: text('note'),
    assigneeId: integer('assignee_id').references(() => users.id),
    /** When the lead went out in an advertiser's lead e-mail digest; none while it has not. */
    emailedAt: at('emailed_at'),
    createdAt: createdAt(),
    version: rowVersion(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('leads_page').on(t.pageId, t.createdAt),
    index('leads_customer').on(t.customerId, t.createdAt),
    index('leads_unsent').on(t.customerId, t.emailedAt),
  ],
);

/**
 * When a lead of each contact (its phone, else its email) was last kept on a page: the 24-hour duplicate check,
 * made by one upsert whose row lock holds a second submission of the same contact until the first is committed
 * (a check of the leads themselves would not see a lead committed while its statement ran).
 */
export const leadContacts = pgTable(
  'lead_contacts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    contact: varchar('contact', { length: 100 }).notNull(),
    keptAt: at('kept_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.contact] }), index('lead_contacts_kept').on(t.keptAt)],
);

/**
 * Fixed-window counters of the public endpoints' rate limits (a key such as `lead:ip:1.2.3.4`, the window's
 * start): counted in the database so that the limits hold across instances and restarts.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 120 }).notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_counters_window').on(t.windowStart)],
);
