/**
 * File import of the platform's exported reports (DOMAIN.md, "File import"): the whole file is written in one
 * transaction or not at all, and a refusal lists every bad cell.
 */

/** Module 422 (数据采集): who may upload platform export files. */
export const IMPORT_MODULE = 422;

export const IMPORT_URLS = {
  accountDaily: '/api/crm/import/accountDaily',
  accountDailyTemplate: '/api/crm/import/accountDaily/template',
} as const;

/** The multipart field the console sends the file in (any field name is accepted; the first file counts). */
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows (not counting the header). */
  maxRows: 100_000,
  /**
   * Rows read, blank ones included (a header, title lines, blank lines between and after the data): twice the
   * data rows. Reading stops once a file passes it, so that a file of blank rows cannot keep the server busy.
   */
  maxRowsRead: 200_000,
  /** Cells read from the left of each row; cells further right are ignored. */
  maxColumns: 200,
  /** Bytes an xlsx unpacks to: the sum of the parts read (workbook, styles, shared strings, worksheet). */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** Bad cells listed in a refusal; `total` counts them all. */
  maxErrors: 1_000,
} as const;

/**
 * The columns of the platform's account daily report, as titled in its export and in the template, in the
 * template's order. A file may order them freely and carry more (ignored); a title may carry a unit in
 * brackets (`消耗(元)`).
 */
export const ACCOUNT_DAILY_COLUMNS = [
  { key: 'day', title: '日期' },
  { key: 'platformId', title: '账户ID' },
  /** Yuan with at most two decimals; stored in cents. */
  { key: 'fee', title: '消耗' },
  { key: 'impressions', title: '展现' },
  { key: 'clicks', title: '点击' },
  { key: 'interactions', title: '互动' },
  { key: 'consults', title: '私信咨询' },
  { key: 'leads', title: '表单提交' },
] as const;

export type AccountDailyColumn = (typeof ACCOUNT_DAILY_COLUMNS)[number]['key'];

export const ACCOUNT_DAILY_TEMPLATE_NAME = '账户日报导入模板.xlsx';

/** One bad cell: the row as the user sees it in the file (the header is row 1), the column title, why. */
export interface ImportRowError {
  row: number;
  column: string;
  reason: string;
}

/** The `data` of a status-130 refusal of a file. */
export interface ImportFailure {
  /** The first `IMPORT_LIMITS.maxErrors` bad cells, by row then column. */
  errors: ImportRowError[];
  /** Every bad cell. */
  total: number;
}

/** The `data` of a successful account daily import. */
export interface AccountDailyImportResult {
  /** Data rows in the file. */
  rows: number;
  /** Distinct accounts among them. */
  accounts: number;
  days: { start: string; end: string };
  /** The file's total spend, cents. */
  fee: number;
  /** Rows that were new, that replaced different values, and that matched what was stored already. */
  created: number;
  updated: number;
  unchanged: number;
}
