import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '@adops/common/contract/import';
import { Status } from '@adops/common/codes';
import { ApiError } from '../../http/errors';
import type { Cell, TableRow } from './table';
import { entryText, zipEntries, type ZipEntry } from './zip';

/**
 * The rows of an xlsx's first worksheet. exceljs reads an xlsx only from a zip stream it unpacks itself, with
 * no limit on how much, and spills a worksheet that comes before its shared strings to a temporary file. So
 * this module unpacks the parts, shared strings first, counting every byte against
 * `IMPORT_LIMITS.maxUnpackedBytes`, and feeds them to the per-part methods of exceljs's streaming reader
 * (exceljs 4.4), which keep their reading of cells, styles and dates.
 */
interface WorkbookPartReader {
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseWorksheet(part: AsyncIterable<string>, sheetNo: string): Iterable<{ value: WorksheetPartReader }>;
}

/**
 * exceljs's worksheet reader. Its `_dimensions`, unused here, is replaced: tracking them walks each row's cells
 * up to its last column, so that rows with one cell far to the right would cost thousands of steps each.
 */
interface WorksheetPartReader extends AsyncIterable<ExcelJS.Row> {
  _dimensions: { expandRow(row: ExcelJS.Row): void };
}

const READER_OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
} as const;

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

interface PackageParts {
  workbook?: ZipEntry;
  styles?: ZipEntry;
  sharedStrings?: ZipEntry;
  worksheet: ZipEntry;
}

/** The parts read; the worksheet is the first in the zip. */
function packageParts(entries: ZipEntry[]): PackageParts {
  const named = (name: string) => entries.find((e) => e.name === name);
  const worksheet = entries.find((e) => WORKSHEET.test(e.name));
  if (!worksheet) throw new Error('xlsx: no worksheet');
  return {
    workbook: named('xl/workbook.xml'),
    styles: named('xl/styles.xml'),
    sharedStrings: named('xl/sharedStrings.xml'),
    worksheet,
  };
}

const unpackedTooLarge = () =>
  new ApiError(Status.INVALID, 'importUnpackedTooLarge', {
    mb: IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024,
  });

/** Refuses at once what the zip itself declares too large (the declared sizes may lie low, not high). */
function checkDeclaredSizes(parts: PackageParts) {
  const declared = Object.values(parts).reduce((sum, entry) => sum + (entry?.declaredSize ?? 0), 0);
  if (declared > IMPORT_LIMITS.maxUnpackedBytes) throw unpackedTooLarge();
}

/** Counts the bytes unpacked; 130 as soon as they pass the limit. */
function unpackBudget() {
  let left = IMPORT_LIMITS.maxUnpackedBytes;
  return (bytes: number) => {
    left -= bytes;
    if (left < 0) throw unpackedTooLarge();
  };
}

type XlsxValue = ExcelJS.CellValue | undefined;

/** Rich text, formulas, hyperlinks and errors come down to the value shown in the cell. */
export function plainCell(value: XlsxValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return plainCell(value.result as XlsxValue);
  if ('hyperlink' in value) return plainCell(value.text as XlsxValue);
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * The first `IMPORT_LIMITS.maxColumns` cells, looked up one by one (a row's list of cells is as long as its
 * last column, however few it holds).
 */
function rowCells(row: ExcelJS.Row): Cell[] {
  const width = Math.min(row.cellCount, IMPORT_LIMITS.maxColumns);
  const cells: Cell[] = [];
  for (let column = 1; column <= width; column += 1) cells.push(plainCell(row.findCell(column)?.value));
  return cells;
}

/** Runs an async generator for what it does, not what it yields. */
async function drain(items: AsyncIterable<unknown>) {
  for await (const _ of items) continue;
}

async function* worksheetRows(zip: Buffer): AsyncGenerator<TableRow> {
  const parts = packageParts(zipEntries(zip));
  checkDeclaredSizes(parts);
  const count = unpackBudget();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([]),
    READER_OPTIONS,
  ) as unknown as WorkbookPartReader;
  const readPart = async (entry: ZipEntry | undefined, read: (part: Readable) => Promise<unknown>) => {
    if (!entry) return;
    const part = Readable.from(entryText(zip, entry, count));
    try {
      await read(part);
    } finally {
      part.destroy();
    }
  };
  await readPart(parts.workbook, (part) => reader._parseWorkbook(part));
  await readPart(parts.styles, (part) => reader._parseStyles(part));
  await readPart(parts.sharedStrings, (part) => drain(reader._parseSharedStrings(part)));
  const sheetNo = WORKSHEET.exec(parts.worksheet.name)![1]!;
  for (const { value: sheet } of reader._parseWorksheet(entryText(zip, parts.worksheet, count), sheetNo)) {
    sheet._dimensions = { expandRow: () => {} };
    for await (const row of sheet) yield { row: row.number, cells: rowCells(row) };
  }
}

/** The rows of the first worksheet, blank ones included; 130 when the file is no xlsx or is too large. */
export async function* xlsxRows(zip: Buffer): AsyncGenerator<TableRow> {
  try {
    yield* worksheetRows(zip);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(Status.INVALID, 'importUnreadable');
  }
}
