/**
 * A one-sheet xlsx written as its rows arrive: the sheet's XML is made a chunk at a time and deflated into the
 * zip as the reader takes the bytes, so neither the sheet nor the file is ever held whole.
 */
import { once } from 'node:events';
import { Readable, type TransformOptions } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { constants, crc32, createDeflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';
import { Zip, ZipDeflate, type AsyncFlateStreamHandler, type FlateError, type ZipInputFile } from 'fflate';

export type XlsxCell = string | number;

export interface XlsxColumn {
  width: number;
  /** An Excel number format such as `#,##0.00`, for every cell of the column outside bold rows. */
  numFmt?: string;
}

/** Rows written alike: bold ones (column titles) take no number format. */
export interface XlsxRows {
  rows: readonly (readonly XlsxCell[])[];
  bold?: boolean;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** Ranges of cells shown as one, such as `A3:C3` (a header's group over its columns). */
  merges?: readonly string[];
}

/** Excel's own ids for formats it knows; a file need not define these. */
const BUILT_IN_FORMATS: Record<string, number> = {
  '0': 1,
  '0.00': 2,
  '#,##0': 3,
  '#,##0.00': 4,
  '0%': 9,
  '0.00%': 10,
};
const FIRST_CUSTOM_FORMAT = 164;
/** Excel's most characters in a cell; it calls a file with more damaged. */
const MAX_CELL_TEXT = 32_767;
const PLAIN = 0;
const BOLD = 1;

/** Sheet XML is handed to the compressor in pieces of about this many characters. */
const CHUNK_CHARS = 128 * 1024;
/** Deflate level 1: xlsx XML is repetitive enough that the fastest level still shrinks it about sixfold. */
const LEVEL = 1;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 does not allow, lone surrogates among them. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/**
 * A quick test for anything `escapeText` must change: a character that is neither plain XML text nor one of
 * `&<>`, or an `_xHHHH_`. Surrogate pairs take the slow way too, where each pair is checked whole.
 */
const NEEDS_ESCAPE = /[^\t\n\r\x20-\x25\x27-\x3B\x3D\x3F-\uD7FF\uE000-\uFFFD]|_x[0-9A-Fa-f]{4}_/;

/**
 * Text as an XML text node Excel reads back unchanged. Excel decodes `_xHHHH_` in strings as a character,
 * so a literal one has its underscore written as `_x005F_`.
 */
function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Excel refuses a sheet named blank or with any of `[]:*?/\`. */
function sheetName(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, ' ').trim();
  return clean || 'Sheet1';
}

/** `A`…`Z`, `AA`… for a 0-based column. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The cell styles: 0 plain, 1 bold, then one per number format the columns use, keyed by format. */
function stylesOf(columns: readonly XlsxColumn[]): { xml: string; styleOf: Map<string, number> } {
  const styleOf = new Map<string, number>();
  const numFmts: string[] = [];
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
  ];
  for (const { numFmt } of columns) {
    if (!numFmt || styleOf.has(numFmt)) continue;
    let id = BUILT_IN_FORMATS[numFmt];
    if (id === undefined) {
      id = FIRST_CUSTOM_FORMAT + numFmts.length;
      numFmts.push(`<numFmt numFmtId="${id}" formatCode="${escapeAttribute(numFmt)}"/>`);
    }
    styleOf.set(numFmt, xfs.length);
    xfs.push(`<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
  }
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  const xml =
    `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
    (numFmts.length ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : '') +
    `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { xml, styleOf };
}

/** The package's fixed parts: content types, relationships and the workbook naming its one sheet. */
function packageParts(sheet: XlsxSheet, stylesXml: string): [string, string][] {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return [
    [
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type}.styles+xml"/>` +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${escapeAttribute(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/>` +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/styles.xml', stylesXml],
  ];
}

/** One column's cell markup split around the row number and the value, made once for every row. */
interface CellParts {
  open: string;
  number: string;
  text: string;
  textPreserved: string;
}

function cellParts(letters: string, style: number): CellParts {
  const s = style === PLAIN ? '' : ` s="${style}"`;
  return {
    open: `<c r="${letters}`,
    number: `"${s}><v>`,
    text: `"${s} t="inlineStr"><is><t>`,
    textPreserved: `"${s} t="inlineStr"><is><t xml:space="preserve">`,
  };
}

function cellXml(parts: CellParts, row: string, value: XlsxCell): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `${parts.open}${row}${parts.number}${value}</v></c>`;
  }
  const text = String(value).slice(0, MAX_CELL_TEXT);
  // Without xml:space="preserve" Excel drops a string's leading and trailing blanks.
  const edged = text.length > 0 && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32);
  return `${parts.open}${row}${edged ? parts.textPreserved : parts.text}${escapeText(text)}</t></is></c>`;
}

/** The sheet's XML in pieces of about CHUNK_CHARS, as the row batches come. */
async function* sheetXml(
  { columns, merges = [] }: XlsxSheet,
  styleOf: Map<string, number>,
  batches: AsyncIterable<XlsxRows>,
): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const plainCells = columns.map((c, i) => cellParts(letters[i]!, c.numFmt ? styleOf.get(c.numFmt)! : PLAIN));
  const boldCells = columns.map((_, i) => cellParts(letters[i]!, BOLD));
  const cols = columns
    .map((c, i) => {
      const style = c.numFmt ? ` style="${styleOf.get(c.numFmt)}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${c.width}"${style} customWidth="1"/>`;
    })
    .join('');
  let xml =
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>';
  let row = 0;
  for await (const { rows, bold } of batches) {
    const parts = bold ? boldCells : plainCells;
    for (const values of rows) {
      const r = String(++row);
      xml += bold ? `<row r="${r}" s="${BOLD}" customFormat="1">` : `<row r="${r}">`;
      for (let i = 0; i < values.length; i++) {
        // A cell past the columns is written plain.
        xml += cellXml(parts[i] ?? cellParts(columnLetters(i), bold ? BOLD : PLAIN), r, values[i]!);
      }
      xml += '</row>';
      if (xml.length >= CHUNK_CHARS) {
        yield xml;
        xml = '';
        // A macrotask between slices: the server's other callers are answered while a long sheet is made.
        await setImmediate();
      }
    }
  }
  const merged = merges.length
    ? `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
    : '';
  yield `${xml}</sheetData>${merged}</worksheet>`;
}

/**
 * Big output chunks, for fewer hops between zlib's thread and the main one; and room for a few sheet chunks
 * waiting, so the next is made while zlib deflates the last (zlib hands stream options to its Transform).
 */
const DEFLATE_OPTIONS: ZlibOptions & TransformOptions = {
  level: LEVEL,
  chunkSize: 256 * 1024,
  writableHighWaterMark: 1024 * 1024,
};

/**
 * A zip entry deflated by Node's zlib, which runs on libuv's threads and at level 1 is about four times as fast
 * as fflate's own deflate; fflate lays out the zip around it.
 */
class NativeDeflate implements ZipInputFile {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  private readonly deflate = createDeflateRaw(DEFLATE_OPTIONS);
  private readonly stopped = new AbortController();

  constructor(readonly filename: string) {
    this.deflate.on('data', (chunk: Uint8Array<ArrayBuffer>) => this.ondata?.(null, chunk, false));
    this.deflate.on('end', () => this.ondata?.(null, new Uint8Array(0), true));
    this.deflate.on('error', (error) => this.ondata?.(error as FlateError, new Uint8Array(0), true));
  }

  /** Settles once zlib can take more. */
  async write(chunk: Uint8Array): Promise<void> {
    this.size += chunk.length;
    this.crc = crc32(chunk, this.crc);
    if (!this.deflate.write(chunk)) await once(this.deflate, 'drain', { signal: this.stopped.signal });
  }

  end(): void {
    this.deflate.end();
  }

  terminate(): void {
    this.stopped.abort();
    this.deflate.destroy();
  }
}

/**
 * A zip entry deflated by zlib on the thread that writes it, a chunk at a time: each chunk's deflate ends flushed
 * (no last block), so the chunks' deflates one after the other are one deflate stream, closed by an empty last
 * block. For a thread of low priority (the export thread), whose work libuv's threads would do at everyone's.
 */
class DeflateHere implements ZipInputFile {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;

  constructor(readonly filename: string) {}

  write(chunk: Uint8Array): Promise<void> {
    this.size += chunk.length;
    this.crc = crc32(chunk, this.crc);
    this.ondata?.(null, deflateRawSync(chunk, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }), false);
    return Promise.resolve();
  }

  end(): void {
    this.ondata?.(null, deflateRawSync(new Uint8Array(0), { level: LEVEL }), true);
  }

  terminate(): void {}
}

/** Where the sheet is deflated: on libuv's threads (fastest), or on the writing thread itself. */
export interface XlsxOptions {
  deflateHere?: boolean;
}

/**
 * The xlsx file of one sheet whose rows are read from `batches` only as fast as the returned stream is read.
 * An error from `batches` destroys the stream with that error; destroying the stream stops reading `batches`.
 */
export function xlsxFile(
  sheet: XlsxSheet,
  batches: AsyncIterable<XlsxRows>,
  options: XlsxOptions = {},
): Readable {
  const styles = stylesOf(sheet.columns);
  const chunks = sheetXml(sheet, styles.styleOf, batches);
  let reading = false;
  let wanted = false;
  let sheetDone = false;
  // Lets the source close whatever it holds open, such as a database cursor.
  const stopSource = () => void chunks.return(undefined).catch(() => {});

  const out = new Readable({
    highWaterMark: 256 * 1024,
    read() {
      wanted = true;
      if (!reading && !sheetDone) void fill();
    },
    destroy(error, callback) {
      zip.terminate();
      if (!reading) stopSource();
      callback(error);
    },
  });
  const zip = new Zip((error, data, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    wanted = out.push(data);
    if (final) out.push(null);
  });
  for (const [name, xml] of packageParts(sheet, styles.xml)) {
    const part = new ZipDeflate(name, { level: LEVEL });
    zip.add(part);
    part.push(Buffer.from(xml), true);
  }
  const sheetName = 'xl/worksheets/sheet1.xml';
  const sheetPart = options.deflateHere ? new DeflateHere(sheetName) : new NativeDeflate(sheetName);
  zip.add(sheetPart);
  zip.end();

  /** Deflates sheet chunks until the reader has enough for now or the sheet is done. */
  async function fill() {
    reading = true;
    try {
      while (wanted && !out.destroyed) {
        const next = await chunks.next();
        if (out.destroyed) break;
        if (next.done) {
          sheetDone = true;
          sheetPart.end();
          break;
        }
        await sheetPart.write(Buffer.from(next.value));
      }
    } catch (error) {
      out.destroy(error as Error);
    } finally {
      reading = false;
      if (out.destroyed) stopSource();
    }
  }
  return out;
}
