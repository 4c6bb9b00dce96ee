import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Status } from '@adops/common/codes';
import { ApiError } from '../../http/errors';

/** A cell as the file gives it: xlsx keeps numbers and dates, csv gives text. */
export type Cell = string | number | Date | boolean | null;

/** A row of the file: its number as the user sees it (the first row is 1) and its cells from column A. */
export interface TableRow {
  row: number;
  cells: Cell[];
}

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** The rows of a file that are not blank, in order, at most `maxRows` + a header's worth. */
export interface Table {
  rows: TableRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const extension = (filename: string) => /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';

export const isBlank = (cell: Cell | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * Reads an xlsx (its first worksheet) or a UTF-8 csv (with or without BOM) into its non-blank rows; stops with
 * 130 once it passes `limit` rows, before reading the rest. A zip is read as xlsx whatever its name says.
 */
export async function readTable(upload: Upload, limit: number): Promise<Table> {
  const ext = extension(upload.filename);
  const zipped = upload.bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (zipped || ext === 'xlsx') return readXlsx(upload.bytes, limit);
  if (ext === 'csv') return readCsv(upload.bytes, limit);
  throw new ApiError(Status.INVALID, 'importFileType');
}

const tooMany = (limit: number) => new ApiError(Status.INVALID, 'importTooManyRows', { max: limit });

/** One header row and `limit` data rows are allowed. */
function collector(limit: number) {
  const rows: TableRow[] = [];
  return {
    rows,
    add(row: TableRow) {
      if (row.cells.every(isBlank)) return;
      if (rows.length > limit) throw tooMany(limit);
      rows.push(row);
    },
  };
}

// ---------------------------------------------------------------- xlsx

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

async function readXlsx(bytes: Buffer, limit: number): Promise<Table> {
  const found = collector(limit);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as XlsxValue[];
        // `values` is 1-based: index 0 is always empty.
        found.add({ row: row.number, cells: Array.from(values.slice(1), plainCell) });
      }
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(Status.INVALID, 'importUnreadable');
  }
  return { rows: found.rows };
}

// ---------------------------------------------------------------- csv

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Where the field starting at `from` ends: the next comma or line break, or the end of the text. */
function fieldEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === LF || c === CR) return i;
  }
  return text.length;
}

/**
 * RFC 4180 records: comma-separated, `"` quotes (doubled inside), CRLF, LF or CR between records. Lenient
 * where Excel is: a quote inside an unquoted field, or text after a closing quote, is kept as it is; an
 * unclosed quote runs to the end. One pass, no backtracking.
 */
export function* csvRecords(text: string): Generator<string[]> {
  let record: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let field = '';
    if (text.charCodeAt(i) === QUOTE) {
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) {
          field += text.slice(from);
          from = text.length;
          break;
        }
        field += text.slice(from, close);
        from = close + 1;
        if (text.charCodeAt(from) !== QUOTE) break;
        field += '"';
        from += 1;
      }
      i = fieldEnd(text, from);
      field += text.slice(from, i);
    } else {
      const end = fieldEnd(text, i);
      field = text.slice(i, end);
      i = end;
    }
    record.push(field);
    if (i >= text.length) {
      yield record;
      return;
    }
    const c = text.charCodeAt(i);
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    if (c === COMMA) continue;
    yield record;
    record = [];
    if (i >= text.length) return;
  }
}

function readCsv(bytes: Buffer, limit: number): Table {
  let text: string;
  try {
    // Strips a BOM; refuses what is not UTF-8 (a GBK file saved by Excel, say) instead of garbling it.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(Status.INVALID, 'importEncoding');
  }
  const found = collector(limit);
  let row = 0;
  for (const record of csvRecords(text)) {
    row += 1;
    found.add({ row, cells: record });
  }
  return { rows: found.rows };
}
