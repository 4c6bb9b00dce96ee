import type { Readable } from 'node:stream';
import { EXPORT_MAX_ROWS, type ExportFilter } from '@adops/common/contract/export';
import { thousands } from '@adops/common/format';
import { formatMessage, type Lang } from '@adops/common/messages';
import { SHEET_KINDS, sheetCell, type SheetColumn } from './kinds';
import { xlsxFile, type XlsxOptions, type XlsxRows } from './xlsxWriter';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read per query while an export streams. */
export const EXPORT_PAGE = 5_000;

/**
 * Streams a sheet: the heading lines (what was filtered), the column titles, then the rows as `pages` yields
 * them, so that a long export never sits in memory whole.
 */
export function xlsxStream(
  sheetName: string,
  heading: string[],
  columns: SheetColumn[],
  pages: AsyncIterable<Record<string, unknown>[]>,
  options: XlsxOptions = {},
): Readable {
  async function* rows(): AsyncGenerator<XlsxRows> {
    yield { rows: heading.map((line) => [line]) };
    yield { rows: [columns.map((c) => c.title)], bold: true };
    for await (const page of pages) {
      yield { rows: page.map((row) => columns.map((c) => sheetCell(c, row[c.key]))) };
    }
  }
  const sheet = {
    name: sheetName.slice(0, 31),
    // The number format is the column's, so that a cell typed in later takes it too.
    columns: columns.map((c) => ({
      width: Math.max(SHEET_KINDS[c.kind].width, c.title.length * 2 + 2),
      numFmt: SHEET_KINDS[c.kind].numFmt,
    })),
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
