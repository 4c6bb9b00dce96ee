import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Note } from '@adops/common/notes';
import { customers } from './business';
import { createdAt } from './columns';
import { departments } from './org';
import { rowVersion } from './version';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * WeCom group robots: a customer's group (customer-facing notices) or a department's (internal ones). The webhook
 * URL carries the robot's key, its only credential: it never leaves the server unmasked.
 */
export const noticeRobots = pgTable('notice_robots', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  webhookUrl: text('webhook_url').notNull(),
  /** `customer` or `internal`. */
  kind: varchar('kind', { length: 20 }).notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
  enabled: boolean('enabled').notNull().default(true),
  version: rowVersion(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Notice templates (common/notices/template.ts): customer-facing or internal, text or markdown. */
export const noticeTemplates = pgTable('notice_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  /** `customer` or `internal`: which robots' rules may use it. */
  audience: varchar('audience', { length: 20 }).notNull(),
  msgtype: varchar('msgtype', { length: 20 }).notNull().default('text'),
  template: text('template').notNull(),
  version: rowVersion(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Notice rules (common/contract/noticeRules.ts): an event, its threshold, the robots told and the template they
 * are told with. A scheduled rule's schedule is its job's (scheduled_jobs, kind `notice.rule`, ref_id its id),
 * written with it.
 */
export const noticeRules = pgTable('notice_rules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  event: varchar('event', { length: 30 }).notNull(),
  /** In its event's unit (runway days, whole percent); none: the setting in force, or no threshold. */
  threshold: integer('threshold'),
  robotIds: integer('robot_ids').array().notNull(),
  templateId: integer('template_id')
    .notNull()
    .references(() => noticeTemplates.id),
  enabled: boolean('enabled').notNull().default(true),
  version: rowVersion(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The outbox: every message to a robot is written here first, in the transaction of what it tells of, and
 * leaves from here, in order per robot, within the robot's limit, until the robot has it or refuses it for good.
 * `dedupe_key` is the sender's idempotency key: a notice queued twice (a rule's run repeated) is queued once.
 */
export const noticeOutbox = pgTable(
  'notice_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    robotId: integer('robot_id').references(() => noticeRobots.id, { onDelete: 'set null' }),
    robotName: varchar('robot_name', { length: 60 }).notNull(),
    ruleId: integer('rule_id'),
    /** The job run that queued it (a rule's), so that the run's details list its messages. */
    runId: bigint('run_id', { mode: 'number' }),
    /** What queued it: `rule`, `test`, `resend`. */
    source: varchar('source', { length: 20 }).notNull(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).unique(),
    msgtype: varchar('msgtype', { length: 20 }).notNull(),
    content: text('content').notNull(),
    mentions: jsonb('mentions'),
    part: smallint('part').notNull().default(1),
    parts: smallint('parts').notNull().default(1),
    /** `queued`, `sending`, `sent` or `failed`. */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    leaseOwner: varchar('lease_owner', { length: 80 }),
    leaseUntil: at('lease_until'),
    /** When the post of the attempt under way began: a message its instance died posting may have arrived. */
    postedAt: at('posted_at'),
    lastErrcode: integer('last_errcode'),
    lastErrmsg: text('last_errmsg'),
    /** The last attempt's text when it is ours (no answer came), in words when read; its errmsg is then ''. */
    lastNote: jsonb('last_note').$type<Note>(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('notice_outbox_robot_queue')
      .on(t.robotId, t.id)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('notice_outbox_created').on(t.createdAt),
    index('notice_outbox_run')
      .on(t.runId)
      .where(sql`${t.runId} is not null`),
  ],
);

/** Every attempt to post a message: the send log's retries, and what a robot's minute has used. */
export const noticeAttempts = pgTable(
  'notice_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => noticeOutbox.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id'),
    at: at('at').notNull(),
    errcode: integer('errcode').notNull(),
    /** The robot's errmsg as it sent it; '' when the text is ours (`note`). */
    errmsg: text('errmsg').notNull(),
    /** Our text for an attempt without the robot's answer (common/src/notes.ts), in words when read. */
    note: jsonb('note').$type<Note>(),
    /** `sent`, `retry` or `failed`. */
    delivery: varchar('delivery', { length: 10 }).notNull(),
    ms: integer('ms').notNull(),
    instance: varchar('instance', { length: 80 }),
  },
  (t) => [
    index('notice_attempts_robot_at').on(t.robotId, t.at),
    index('notice_attempts_message').on(t.messageId),
  ],
);
