import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '@adops/common/contract/import';
import { users } from './auth';
import { adAccounts } from './business';
import { jobRuns } from './jobs';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Each account's last platform sync (operationReptile), written by the sync in the transaction of the account's
 * facts; a failing account keeps its last good sync and says why the last one failed. A sync of the account asked
 * for by hand waits here until the `platform.account` job takes it.
 */
export const accountSyncState = pgTable(
  'account_sync_state',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    lastSyncAt: at('last_sync_at'),
    lastOkAt: at('last_ok_at'),
    /** Rows the last good sync wrote of the account. */
    rows: integer('rows'),
    /** Why the last sync failed; null when it went well. */
    error: text('error'),
    runId: bigint('run_id', { mode: 'number' }).references(() => jobRuns.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('account_sync_state_requested').on(t.requestedAt)],
);

/**
 * Every upload of a platform export file: who, when, the file, how many rows it read, wrote and refused, and its
 * bad cells. A file written is recorded in the transaction that writes it; a refused one after, alone.
 */
export const importHistory = pgTable(
  'import_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull(),
    /** `ok` or `refused`. */
    status: varchar('status', { length: 20 }).notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsRefused: integer('rows_refused').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>(),
    message: text('message'),
  },
  (t) => [index('import_history_uploaded').on(t.uploadedAt)],
);
