import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, type Endpoint } from './endpoints';
import { day, flag, optionalId } from './fields';
import type { ImportRowError } from './import';

/**
 * Data collection (operationReptile [422]): each account's last platform sync, the syncs asked for by hand, and
 * the history of the platform export files uploaded.
 */

/** An account as the data-collection page shows it: its last sync, what it wrote and what went wrong. */
export interface SyncStateRow {
  id: number;
  platformId: string;
  name: string;
  customerId: number | null;
  customerName: string | null;
  operatorName: string | null;
  /** When a sync last reached the account, ok or not; Shanghai 'YYYY-MM-DD HH:MM:SS'. */
  lastSyncAt: string | null;
  /** When a sync of it last went well. */
  lastOkAt: string | null;
  /** Rows the last good sync wrote of it (hours, days, plans, fund records). */
  rows: number | null;
  /** Why the last sync of it failed; null when it went well. */
  error: string | null;
  /** The run (automation log) that last synced it. */
  runId: number | null;
  /** A sync of this account asked for by hand and not yet done. */
  requestedAt: string | null;
}

export const syncStateFilters = {
  /** Only the accounts whose last sync failed (true), or went well (false). */
  hasError: flag.optional(),
  customerId: optionalId,
};

const noInput = z.object({});

/** The syncs asked for by hand; each refused while a sync runs or waits. */
export const SYNC_COMMANDS = {
  /** A row's: this account's today and restated days, now. */
  syncAccount: command({
    name: 'syncAccount',
    title: { zh: '立即同步', en: 'Sync now' },
    input: noInput,
  }),
  /** The list's: every account's today, now (the platform.hourly job asked for). */
  syncAll: command({
    name: 'syncAll',
    title: { zh: '全部同步', en: 'Sync all now' },
    input: noInput,
    whole: true,
  }),
};

/** How an upload ended: written whole, or refused whole (nothing written). */
export const IMPORT_OUTCOMES = {
  ok: { zh: '已导入', en: 'Imported', color: 'green' },
  refused: { zh: '已拒绝', en: 'Refused', color: 'red' },
} as const satisfies ColumnValues;
export type ImportOutcome = keyof typeof IMPORT_OUTCOMES;

/** The kinds of file the import takes (IMPORT_URLS). */
export const IMPORT_KINDS = {
  accountDaily: { zh: '账户日报', en: 'Account daily report' },
} as const satisfies ColumnValues;

/** An upload of a platform export file: who, when, what it held and how it ended. */
export interface ImportHistoryRow {
  id: number;
  kind: keyof typeof IMPORT_KINDS;
  filename: string;
  uploadedBy: number | null;
  uploaderName: string | null;
  /** Shanghai 'YYYY-MM-DD HH:MM:SS'. */
  uploadedAt: string;
  status: ImportOutcome;
  /** Data rows read from the file. */
  rowsRead: number;
  /** Rows new or changed; 0 for a refused file. */
  rowsWritten: number;
  /** Rows with at least one bad cell. */
  rowsRefused: number;
  /** Why it was refused, as told to the uploader. */
  message: string | null;
  /** Bad cells in all; the detail lists them (`ImportErrorItem`). */
  errorCount: number;
}

/** The bad cells of one upload (`id`), in row order. */
export const IMPORT_ERRORS: Endpoint = { method: 'GET', url: '/api/crm/dataCollection/imports/errors' };

/** A bad cell of an upload, as its detail lists them. */
export interface ImportErrorItem extends ImportRowError {
  /** Its place in the list, for a key. */
  n: number;
}

const OUTCOME_NAMES = Object.keys(IMPORT_OUTCOMES) as [ImportOutcome, ...ImportOutcome[]];
export const importHistoryFilters = {
  status: z.enum(OUTCOME_NAMES).optional(),
  start: day.optional(),
  end: day.optional(),
};
