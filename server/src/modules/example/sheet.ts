import type { FastifyRequest } from 'fastify';
import {
  SHEET_EXTENSIONS,
  SHEET_MAX_BYTES,
  SHEET_MAX_ROWS,
  SHEET_MODULE,
  SHEET_URL,
  type SheetAnswer,
} from '@adops/common/contract/exampleSheet';
import { invalidField } from '../../http/errors';
import { route, type RouteSpec } from '../../http/route';
import { receiveUpload } from '../../http/upload';
import { readTable, type Cell, type Upload } from '../import/table';

/** An old binary workbook (OLE2 compound file), which the reader cannot read. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const tooLarge = () => invalidField('file', 'importFileTooLarge', { mb: SHEET_MAX_BYTES / 1024 / 1024 });

/** The uploaded sheet: 130 naming the file when there is none, it is empty, too large or of a type not taken. */
async function receiveSheet(request: FastifyRequest): Promise<Upload> {
  const missing = () => invalidField('file', 'sheetNoFile');
  const upload = await receiveUpload(request, { field: 'file', missing, tooLarge });
  if (!upload.bytes.length) throw invalidField('file', 'importEmpty');
  if (upload.bytes.length > SHEET_MAX_BYTES) throw tooLarge();
  const name = upload.filename.toLowerCase();
  const extension = SHEET_EXTENSIONS.find((ext) => name.endsWith(ext));
  if (!extension) throw invalidField('file', 'sheetFileType');
  const zipped = upload.bytes.subarray(0, 4).equals(ZIP_MAGIC);
  // An .xls that is an xlsx under that name reads; an old binary one (or anything else) does not.
  if (extension === '.xls' && !zipped) throw invalidField('file', 'sheetOldXls');
  if (upload.bytes.subarray(0, 8).equals(OLE2_MAGIC)) throw invalidField('file', 'sheetOldXls');
  return upload;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a date as its day (and time, when it has one) as the file wrote it. */
function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (!(cell instanceof Date)) return String(cell);
  const day = `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  const time = `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}:${pad(cell.getUTCSeconds())}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
}

/** The table of a file: its first row as the columns, as many as its widest row has; the rows after it. */
export function sheetAnswer(rows: Cell[][]): SheetAnswer {
  const [header = [], ...data] = rows;
  const width = data.reduce((widest, r) => Math.max(widest, r.length), header.length);
  const columns = Array.from({ length: width }, (_, i) => cellText(header[i]).trim() || `#${i + 1}`);
  return {
    columns,
    rows: data.slice(0, SHEET_MAX_ROWS).map((r) => columns.map((_, i) => cellText(r[i]))),
    total: data.length,
  };
}

/** Module 994 (Excel sample page): an uploaded sheet read back as a table. */
export function exampleSheetRoutes(): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: SHEET_URL,
      access: SHEET_MODULE,
      changesAuth: false,
      upload: true,
      async handler({ request }): Promise<SheetAnswer> {
        const table = await readTable(await receiveSheet(request));
        return sheetAnswer(table.rows.map((r) => r.cells));
      },
    }),
  ];
}
