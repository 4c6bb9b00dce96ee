import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { adAccounts, customers } from './business';
import { createdAt } from './columns';
import { rowVersion } from './version';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Operational questions (common/contract/questions.ts): each about one ad account or one customer, never both.
 * A question goes with its subject.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description'),
    /** `pending`, `processing` or `solved`. */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    accountId: integer('account_id').references(() => adAccounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id),
    resolution: text('resolution'),
    createdBy: integer('created_by').references(() => users.id),
    solvedAt: at('solved_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('questions_one_subject', sql`(${t.accountId} is null) <> (${t.customerId} is null)`),
    index('questions_account').on(t.accountId),
    index('questions_customer').on(t.customerId),
    index('questions_assignee').on(t.assigneeId),
  ],
);

/**
 * What happened to a question, one row each, in the transaction of the change: opened, edited, assigned,
 * started, solved, reopened, commented. Its comments thread and its history both read from here.
 */
export const questionEvents = pgTable(
  'question_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: at('at').notNull(),
    /** A comment, or a resolution. */
    text: text('text'),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('question_events_question').on(t.questionId, t.id)],
);
