import { cellText } from '@adops/common/cellText';
import type { ColumnKind } from '@adops/common/columns';
import type { ExportColumn } from '@adops/common/contract/export';
import { EMPTY } from '@adops/common/format';
import { shanghaiTime } from '../time';

export type SheetColumn = Required<Pick<ExportColumn, 'key' | 'title' | 'kind'>> &
  Pick<ExportColumn, 'values' | 'group'>;

interface SheetKind {
  /** Where the column's width starts (its title may widen it). */
  width: number;
  numFmt?: string;
  scale?: number;
}

/**
 * How a column of each kind (common/columns) is written to a sheet, for resource and report exports alike: a
 * figure as a number in its number format, divided by `scale` (cents into yuan, basis points into a fraction);
 * a text as the console shows it.
 */
export const SHEET_KINDS: Record<ColumnKind, SheetKind> = {
  text: { width: 18 },
  money: { width: 14, numFmt: '#,##0.00', scale: 100 },
  count: { width: 12, numFmt: '#,##0' },
  decimal: { width: 10, numFmt: '#,##0.0' },
  days: { width: 10, numFmt: '#,##0.0' },
  rate: { width: 10, numFmt: '0.00%', scale: 10_000 },
  percent: { width: 10, numFmt: '0.00%' },
  change: { width: 10, numFmt: '0.00%' },
  day: { width: 12 },
  time: { width: 20 },
  hour: { width: 8 },
  region: { width: 24 },
  enum: { width: 18 },
  flag: { width: 18 },
  link: { width: 18 },
};

/** A figure as a number; a text in a figure's column (the totals row's title) as the text, never NaN. */
const figure = (value: unknown, scale = 1): string | number => {
  const n = Number(value);
  return Number.isNaN(n) ? String(value) : n / scale;
};

/** A wall-clock time with no zone, as the lists give their times: already Shanghai's. */
const SHANGHAI_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * A time as the console shows it, 'YYYY-MM-DD HH:mm:ss' in Shanghai: a wall-clock text as it is (reading it as
 * an instant would shift it by the server's own zone), an instant converted; anything else as given.
 */
function sheetTime(value: unknown): string {
  const text = String(value);
  if (SHANGHAI_TEXT.test(text)) return text.replace('T', ' ');
  const time = value instanceof Date ? value.getTime() : Date.parse(text);
  if (Number.isNaN(time)) return text;
  return shanghaiTime(time);
}

/** A value as the cell holds it: money in yuan, basis points as a fraction, empty as the console's "##". */
export function sheetCell(column: SheetColumn, value: unknown): string | number {
  if (value === null || value === undefined || value === '') return EMPTY;
  // Coded values read as their titles; a yes-or-no reads by 'true' and 'false'.
  if (column.values && (typeof value === 'string' || typeof value === 'boolean'))
    return column.values[String(value)] ?? String(value);
  const kind = SHEET_KINDS[column.kind];
  if (kind.numFmt) return figure(value, kind.scale);
  switch (column.kind) {
    case 'time':
      return sheetTime(value);
    case 'hour':
    case 'region':
      // Texts of no language, as the screen reads them.
      return cellText(column.kind, value, 'zh');
    default:
      if (typeof value === 'boolean') return value ? '✓' : '';
      return typeof value === 'number' ? value : String(value);
  }
}
