import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LeadEmailResult } from '@adops/common/contract/leadEmail';
import { users } from './auth';
import { customers } from './business';
import { createdAt } from './columns';
import { rowVersion } from './version';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Lead e-mail settings (xhsAppEmailSend): who receives an advertiser's digest of new leads. Its schedule is its
 * job's (scheduled_jobs, kind `lead.digest`, ref_id its id), saved and removed with it. One per advertiser, so
 * that a lead goes out in one digest.
 */
export const leadEmailSettings = pgTable(
  'lead_email_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    recipients: text('recipients').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lead_email_settings_customer').on(t.customerId)],
);

/**
 * The send log: each digest, written as `sending` before the mail server is asked, so that a digest a crash
 * interrupted is finished by the next run with the same leads and Message-ID; its leads are marked sent in
 * the transaction that writes its success.
 */
export const leadEmailSends = pgTable(
  'lead_email_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    settingId: integer('setting_id').references(() => leadEmailSettings.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    recipients: text('recipients').array().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** The Message-ID header, made from the row's id: the same on a digest sent again after a crash. */
    messageId: varchar('message_id', { length: 200 }),
    leadIds: bigint('lead_ids', { mode: 'number' }).array().notNull(),
    leadCount: integer('lead_count').notNull(),
    result: varchar('result', { length: 20 }).$type<LeadEmailResult>().notNull().default('sending'),
    /** The mail server's answer to the message (`250 …`), or its refusal or the error. */
    answer: text('answer'),
    /** The whole message (RFC 822), when it was kept rather than sent (no SMTP_URL). */
    raw: text('raw'),
    /** The job run that sent it. */
    runId: bigint('run_id', { mode: 'number' }),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('lead_email_sends_customer').on(t.customerId, t.createdAt),
    index('lead_email_sends_unfinished')
      .on(t.settingId)
      .where(sql`${t.result} = 'sending'`),
  ],
);
