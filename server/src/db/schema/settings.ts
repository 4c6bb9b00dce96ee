import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Settings the console keeps in the database: the demo world it was seeded from, thresholds and the like. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
