import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { adAccounts } from './business';
import { createdAt } from './columns';

/** Every change made through the API: who, what, before, after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id'),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_created').on(t.createdAt)],
);

/** The trail of an ad account's fields: who changed what from what to what (xhsAccountChangeRecord). */
export const accountChangeRecords = pgTable(
  'account_change_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    field: varchar('field', { length: 40 }).notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: integer('changed_by'),
    source: varchar('source', { length: 20 }).notNull().default('manual'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_change_records_account').on(t.accountId, t.changedAt)],
);
