import type { ImportOutcome } from '@adops/common/contract/dataCollection';
import { IMPORT_LIMITS, type ImportRowError } from '@adops/common/contract/import';
import type { Executor } from '../../db/client';
import { importHistory } from '../../db/schema';

/** An upload as the history keeps it. */
export interface ImportRecord {
  kind: 'accountDaily';
  filename: string;
  uploadedBy: number | null;
  uploadedAt: Date;
  status: ImportOutcome;
  rowsRead: number;
  rowsWritten: number;
  /** Data rows with a bad cell. */
  rowsRefused: number;
  /** Every bad cell found; the history keeps the first `IMPORT_LIMITS.maxErrors`, counts them all. */
  errors: ImportRowError[];
  message?: string | null;
}

/** Records an upload: in the transaction that writes the file, or alone for a file refused. */
export async function recordImport(db: Executor, record: ImportRecord) {
  const { errors, ...rest } = record;
  await db.insert(importHistory).values({
    ...rest,
    errorCount: errors.length,
    errors: errors.length ? errors.slice(0, IMPORT_LIMITS.maxErrors) : null,
    message: record.message ?? null,
  });
}
