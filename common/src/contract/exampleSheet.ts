import { moduleOf } from '../menu';

/**
 * The Excel sample page's upload (module 994): one .xlsx, .xls (an xlsx under that name; an old binary workbook
 * is refused) or .csv file of at most 1 MB, read back as a table whose columns are its first row.
 */
export const SHEET_URL = '/api/crm/example/sheet';
export const SHEET_MODULE = moduleOf('excelExport');
export const SHEET_MAX_BYTES = 1024 * 1024;
export const SHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** The rows answered; `total` says how many the file holds. */
export const SHEET_MAX_ROWS = 500;

export interface SheetAnswer {
  /** The first row's cells; a blank one named by its column's number. */
  columns: string[];
  rows: string[][];
  /** Data rows in the file. */
  total: number;
}
