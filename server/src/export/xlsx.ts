import type { Readable } from 'node:stream';
import { EXPORT_MAX_ROWS, type ExportFilter } from '@adops/common/contract/export';
import { thousands } from '@adops/common/format';
import { formatMessage, type Lang } from '@adops/common/messages';
import { headerRows } from '@adops/common/sheetText';
import { SHEET_KINDS, sheetCell, type SheetColumn } from './kinds';
import { columnLetters, xlsxFile, type XlsxOptions, type XlsxRows } from './xlsxWriter';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read per query while an export streams. */
export const EXPORT_PAGE = 5_000;

export interface SheetOptions extends XlsxOptions {
  /** The columns' widths; by default from their kinds and titles. */
  widths?: readonly number[];
}

/**
 * The header's rows from row `top` (1-based) on, and the ranges merged: where columns are grouped, each group's
 * title over its columns, and the title of a column of no group over both rows.
 */
export function mergedHeader(columns: readonly SheetColumn[], top: number) {
  const [groups, titles] = headerRows(columns);
  if (!titles) return { rows: [groups!], merges: [] };
  const merges: string[] = [];
  const first = [...groups!];
  const second = [...titles];
  columns.forEach((column, i) => {
    const at = columnLetters(i);
    if (!column.group) {
      first[i] = column.title;
      second[i] = '';
      merges.push(`${at}${top}:${at}${top + 1}`);
      return;
    }
    if (!groups![i]) return;
    let last = i;
    while (columns[last + 1]?.group === column.group && !groups![last + 1]) last += 1;
    if (last > i) merges.push(`${at}${top}:${columnLetters(last)}${top}`);
  });
  return { rows: [first, second], merges };
}

/**
 * Streams a sheet: the heading lines (what was filtered), the header (the column titles, under their groups
 * where there are any), then the rows as `pages` yields them, so that a long export never sits in memory whole.
 */
export function xlsxStream(
  sheetName: string,
  heading: string[],
  columns: SheetColumn[],
  pages: AsyncIterable<Record<string, unknown>[]>,
  options: SheetOptions = {},
): Readable {
  const header = mergedHeader(columns, heading.length + 1);
  async function* rows(): AsyncGenerator<XlsxRows> {
    yield { rows: heading.map((line) => [line]) };
    yield { rows: header.rows, bold: true };
    for await (const page of pages) {
      yield { rows: page.map((row) => columns.map((c) => sheetCell(c, row[c.key]))) };
    }
  }
  const sheet = {
    name: sheetName.slice(0, 31),
    // The number format is the column's, so that a cell typed in later takes it too.
    columns: columns.map((c, i) => ({
      width: options.widths?.[i] ?? Math.max(SHEET_KINDS[c.kind].width, c.title.length * 2 + 2),
      numFmt: SHEET_KINDS[c.kind].numFmt,
    })),
    merges: header.merges,
  };
  return xlsxFile(sheet, rows(), options);
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
