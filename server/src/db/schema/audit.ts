import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_created').on(t.createdAt)],
);
