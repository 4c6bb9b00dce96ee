import { z } from 'zod';

/**
 * What an export is asked for besides the list's own filters: the columns as the caller shows them, titled in
 * the caller's language, so that the file reads like the page.
 */
export const EXPORT_KINDS = [
  'text',
  'money',
  'count',
  'day',
  'time',
  'rate',
  'percent',
  'decimal',
  /** A region's six-digit code, written as its names (省 市 区). */
  'region',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportColumn = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/),
  title: z.string().trim().min(1).max(60),
  kind: z.enum(EXPORT_KINDS).default('text'),
  /** Display texts of coded values (a status shown as 合作中). */
  values: z.record(z.string().max(40), z.string().max(60)).optional(),
});
export type ExportColumn = z.input<typeof exportColumn>;

/** `columns` travels in the query string as JSON. */
export const exportColumns = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(exportColumn).min(1).max(60));

/** The most rows one export writes. */
export const EXPORT_MAX_ROWS = 100_000;
