import { IMPORT_LIMITS } from '@adops/common/contract/import';
import { Status } from '@adops/common/codes';
import { ApiError } from '../../http/errors';
import { takingTurns } from './turns';
import { xlsxRows } from './xlsx';

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
 * Reads an xlsx (its first worksheet) or a UTF-8 csv (with or without BOM) into its non-blank rows, giving other
 * requests turns meanwhile. Stops with 130 as soon as the file passes a limit of `IMPORT_LIMITS` (data rows,
 * rows read, unpacked size), before reading the rest. A zip is read as xlsx whatever its name says.
 */
export async function readTable(upload: Upload): Promise<Table> {
  const found = collector();
  for await (const row of tableRows(upload)) found.add(row);
  return { rows: found.rows };
}

function tableRows({ filename, bytes }: Upload): AsyncIterable<TableRow> {
  const ext = extension(filename);
  const zipped = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (zipped || ext === 'xlsx') return xlsxRows(bytes);
  if (ext === 'csv') return csvRows(bytes);
  throw new ApiError(Status.INVALID, 'importFileType');
}

const tooMany = () => new ApiError(Status.INVALID, 'importTooManyRows', { max: IMPORT_LIMITS.maxRows });
const tooManyRead = () =>
  new ApiError(Status.INVALID, 'importTooManyRowsRead', { max: IMPORT_LIMITS.maxRowsRead });

/** One header row and `maxRows` data rows are kept; `maxRowsRead` rows are read, blank ones included. */
function collector() {
  const rows: TableRow[] = [];
  let read = 0;
  return {
    rows,
    add(row: TableRow) {
      read += 1;
      if (read > IMPORT_LIMITS.maxRowsRead) throw tooManyRead();
      if (row.cells.every(isBlank)) return;
      if (rows.length > IMPORT_LIMITS.maxRows) throw tooMany();
      rows.push(row);
    },
  };
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

/** The quote closing the field that opens at `open`: the next one not doubled, else the end of the text. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at >= 0 && text.charCodeAt(at + 1) === QUOTE) at = text.indexOf('"', at + 2);
  return at < 0 ? text.length : at;
}

/** A quoted field's text with its doubled quotes made single (split and join: far quicker than replaceAll). */
const unquote = (inner: string) => (inner.includes('""') ? inner.split('""').join('"') : inner);

/**
 * RFC 4180 records: comma-separated, `"` quotes (doubled inside), CRLF, LF or CR between records. Lenient
 * where Excel is: a quote inside an unquoted field, or text after a closing quote, is kept as it is; an
 * unclosed quote runs to the end. One pass, no backtracking. Fields past the first `maxFields` of a record
 * are dropped.
 */
export function* csvRecords(text: string, maxFields = Infinity): Generator<string[]> {
  let record: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      const close = closingQuote(text, i);
      field = unquote(text.slice(i + 1, close));
      i = fieldEnd(text, close + 1);
      field += text.slice(close + 1, i);
    } else {
      const end = fieldEnd(text, i);
      field = text.slice(i, end);
      i = end;
    }
    if (record.length < maxFields) record.push(field);
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

async function* csvRows(bytes: Buffer): AsyncGenerator<TableRow> {
  let text: string;
  try {
    // Strips a BOM; refuses what is not UTF-8 (a GBK file saved by Excel, say) instead of garbling it.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(Status.INVALID, 'importEncoding');
  }
  let row = 0;
  for await (const cells of takingTurns(csvRecords(text, IMPORT_LIMITS.maxColumns))) {
    row += 1;
    yield { row, cells };
  }
}
