import { bigint, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Settings the console keeps in the database: the demo world it was seeded from, thresholds and the like. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transfers the simulated platform was asked for (its journal: the rest of its world comes from the seed
 * and the clock). The platform's storage, not the console's: the console's own record of a transfer is
 * platform_transfers.
 */
export const simulatedTransfers = pgTable('simulated_transfers', {
  seq: integer('seq').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  advertiserId: varchar('advertiser_id', { length: 40 }).notNull(),
  type: varchar('type', { length: 12 }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  remark: varchar('remark', { length: 200 }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
});
