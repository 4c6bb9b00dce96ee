import type { Readable } from 'node:stream';
import {
  EXPORT_MAX_ROWS,
  type ExportColumn,
  type ExportFilter,
  type ExportKind,
} from '@adops/common/contract/export';
import { EMPTY, thousands } from '@adops/common/format';
import { regionName } from '@adops/common/region';
import { formatMessage, type Lang } from '@adops/common/messages';
import { xlsxFile, type XlsxRows } from './xlsxWriter';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read per query while an export streams. */
export const EXPORT_PAGE = 5_000;

type Column = Required<Pick<ExportColumn, 'key' | 'title' | 'kind'>> & Pick<ExportColumn, 'values'>;

const FORMATS: Partial<Record<ExportKind, string>> = {
  money: '#,##0.00',
  count: '#,##0',
  rate: '0.00%',
  percent: '0.00%',
  decimal: '#,##0.0',
};

const WIDTHS: Record<ExportKind, number> = {
  text: 18,
  money: 14,
  count: 12,
  day: 12,
  time: 20,
  rate: 10,
  percent: 10,
  decimal: 10,
  region: 24,
  hour: 8,
};

/** A figure as a number; a text in a figure's column (the totals row's title) as the text, never NaN. */
const figure = (value: unknown, scale = 1): string | number => {
  const n = Number(value);
  return Number.isNaN(n) ? String(value) : n / scale;
};

/** A wall-clock time with no zone, as the lists give their times: already Shanghai's. */
const SHANGHAI_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/**
 * A time as the console shows it, 'YYYY-MM-DD HH:mm:ss' in Shanghai: a wall-clock text as it is (reading it as
 * an instant would shift it by the server's own zone), an instant converted; anything else as given.
 */
function shanghaiTime(value: unknown): string {
  const text = String(value);
  if (SHANGHAI_TEXT.test(text)) return text.replace('T', ' ');
  const time = value instanceof Date ? value.getTime() : Date.parse(text);
  if (Number.isNaN(time)) return text;
  return new Date(time + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A value as the cell holds it: money in yuan, basis points as a fraction, empty as the console's "##". */
function cell(column: Column, value: unknown): string | number {
  if (value === null || value === undefined || value === '') return EMPTY;
  // Coded values read as their titles; a yes-or-no reads by 'true' and 'false'.
  if (column.values && (typeof value === 'string' || typeof value === 'boolean'))
    return column.values[String(value)] ?? String(value);
  switch (column.kind) {
    case 'money':
      return figure(value, 100);
    case 'rate':
      return figure(value, 10_000);
    case 'count':
    case 'percent':
    case 'decimal':
      return figure(value);
    case 'hour':
      return typeof value === 'number' || /^\d+$/.test(String(value))
        ? `${String(value).padStart(2, '0')}:00`
        : String(value);
    case 'time':
      return shanghaiTime(value);
    case 'region':
      return regionName(String(value)) ?? String(value);
    default:
      if (typeof value === 'boolean') return value ? '✓' : '';
      return typeof value === 'number' ? value : String(value);
  }
}

/**
 * Streams a sheet: the heading lines (what was filtered), the column titles, then the rows as `pages` yields
 * them, so that a long export never sits in memory whole.
 */
export function xlsxStream(
  sheetName: string,
  heading: string[],
  columns: Column[],
  pages: AsyncIterable<Record<string, unknown>[]>,
): Readable {
  async function* rows(): AsyncGenerator<XlsxRows> {
    yield { rows: heading.map((line) => [line]) };
    yield { rows: [columns.map((c) => c.title)], bold: true };
    for await (const page of pages) {
      yield { rows: page.map((row) => columns.map((c) => cell(c, row[c.key]))) };
    }
  }
  const sheet = {
    name: sheetName.slice(0, 31),
    // The number format is the column's, so that a cell typed in later takes it too.
    columns: columns.map((c) => ({
      width: Math.max(WIDTHS[c.kind], c.title.length * 2 + 2),
      numFmt: FORMATS[c.kind],
    })),
  };
  return xlsxFile(sheet, rows());
}

/** The line under an export's title that says what was filtered, as the page shows it: `筛选条件：客户：某某；状态：合作中`. */
export function filtersLine(filters: ExportFilter[], lang: Lang): string {
  const said = filters.map((f) => formatMessage('exportFilter', lang, { label: f.label, value: f.value }));
  return `${formatMessage('exportFilters', lang)}${
    said.length
      ? said.join(formatMessage('exportFilterSeparator', lang))
      : formatMessage('exportNoFilters', lang)
  }`;
}

/**
 * An export's heading lines: its title, the range it covers where it has one, the filters in words, and where a
 * result holds more rows than a sheet, that the file holds the first ones.
 */
export function exportHeading(
  lang: Lang,
  {
    title,
    range,
    filters,
    total,
  }: { title: string; range?: [string, string]; filters: ExportFilter[]; total: number },
): string[] {
  const said = filtersLine(filters, lang);
  return [
    title,
    range ? `${range[0]} ~ ${range[1]}  ${said}` : said,
    ...(total > EXPORT_MAX_ROWS
      ? [formatMessage('exportCut', lang, { shown: thousands(EXPORT_MAX_ROWS), total: thousands(total) })]
      : []),
  ];
}
