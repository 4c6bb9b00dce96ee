import { z } from 'zod';
import { COLUMN_KIND_NAMES } from '../columns';
import { flag, id, listOf } from './fields';

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
  /** The title of the columns' group: written as a header row above the titles, merged over the group's columns. */
  group: z.string().trim().min(1).max(60).optional(),
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

/** The files an export writes: an xlsx workbook, a csv (UTF-8 with BOM, RFC 4180) or a tab-separated text. */
export const EXPORT_BOOKS = ['xlsx', 'csv', 'txt'] as const;
export type ExportBook = (typeof EXPORT_BOOKS)[number];

export const FILE_NAME_MAX = 60;
/** What a file name may not hold: path characters, those Windows refuses, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f\u007f]/;

/** A file name as typed, without its extension: none of the characters a file system refuses, no `.` or `..`. */
export const exportFileName = z
  .string()
  .trim()
  .max(FILE_NAME_MAX)
  .refine((name) => !FILE_NAME_FORBIDDEN.test(name) && !/^\.+$/.test(name), { error: 'fileNameRule' });

/** The most rows an export of picked rows names. */
export const EXPORT_MAX_IDS = 1_000;

/**
 * How an export is written, besides what it holds, for every list: only the rows of `ids` (within the caller's
 * scope and the list's filters; none named is every row), the file's type, column widths from the cells (else by
 * the columns' kinds), and the file's name (else the title and the day).
 */
export const exportOptions = {
  ids: listOf(id, EXPORT_MAX_IDS),
  book: z.enum(EXPORT_BOOKS).default('xlsx'),
  autoWidth: z.preprocess((v) => (v === undefined || v === '' ? false : v), flag),
  fileName: z.preprocess((v) => (v === '' || v === null ? undefined : v), exportFileName.optional()),
};

/** What `exportOptions` takes, as the web sends it. */
export interface ExportOptions {
  ids?: number[];
  book?: ExportBook;
  autoWidth?: boolean;
  fileName?: string;
}
