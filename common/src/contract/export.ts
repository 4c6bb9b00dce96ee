import { z } from 'zod';
import { COLUMN_KIND_NAMES } from '../columns';

/**
 * What an export is asked for besides the list's own filters: the columns as the caller shows them, titled in
 * the caller's language and of the kinds of common/columns, so that the file reads like the page.
 */
export const exportColumn = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/),
  title: z.string().trim().min(1).max(60),
  kind: z.enum(COLUMN_KIND_NAMES).default('text'),
  /** Display texts of coded values (a status shown as 合作中). */
  values: z.record(z.string().max(40), z.string().max(60)).optional(),
});
export type ExportColumn = z.input<typeof exportColumn>;

/** A list that travels in the query string as JSON (text that is no JSON is left for the schema to refuse). */
function fromJson(v: unknown) {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

export const exportColumns = z.preprocess(fromJson, z.array(exportColumn).min(1).max(60));

/** A filter of the page as it shows it, label and value in the caller's language: the heading says them. */
export const exportFilter = z.object({
  label: z.string().trim().min(1).max(40),
  value: z.string().trim().max(200),
});
export type ExportFilter = z.input<typeof exportFilter>;

/** None set is an empty list. */
export const exportFilters = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : fromJson(v)),
  z.array(exportFilter).max(30),
);

/**
 * The most rows one export writes: what one sheet holds (1,048,576 rows) less the title, filter, header and
 * totals lines. A larger result says in the file and on the screen that it holds the first ones.
 */
export const EXPORT_MAX_ROWS = 1_048_576 - 4;
