import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The version of each part of the data a report reads, for its result cache: one row per day of facts (key
 * `YYYY-MM-DD`, moved by the fact writer when a day's facts change) and one for the catalog (key `catalog`:
 * accounts, customers, teams, plans, targets, moved by a trigger on their tables). Every move takes the next
 * number of one sequence, so a span's highest version changes exactly when one of its days did.
 */
export const dataVersions = pgTable('data_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Report results shared by the server instances of one PostgreSQL (unlogged: a cache, lost on a crash), by the
 * hash of what asked them and of the versions they were computed from.
 */
export const reportCache = pgTable(
  'report_cache',
  {
    key: text('key').primaryKey(),
    body: text('body').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_cache_created_at_idx').on(t.createdAt)],
);
