import { cellText } from './cellText';
import type { ExportColumn } from './contract/export';
import { EMPTY } from './format';
import type { Lang } from './messages';

/**
 * A table as text, as the page shows it: the csv and txt exports of the server and the zip of the sample page
 * write every cell by this, so that a file reads like the table it came from.
 */

export type TextBook = 'csv' | 'txt';
export type TextColumn = Pick<ExportColumn, 'key' | 'title' | 'kind' | 'values' | 'group'>;

/** Between lines: CRLF as RFC 4180 has it for csv; a plain line feed for text. */
export const LINE_END: Record<TextBook, string> = { csv: '\r\n', txt: '\n' };

/** A csv starts with a byte order mark, so that Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A value as its column reads in the page's language: a coded value as its title, empty as "##". */
export function textCell(column: TextColumn, value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (column.values && (typeof value === 'string' || typeof value === 'boolean')) {
    return column.values[String(value)] ?? String(value);
  }
  if (typeof value === 'boolean') return cellText('flag', value, lang);
  return cellText(column.kind ?? 'text', value, lang);
}

/** A csv field: quoted (quotes doubled) when it holds a comma, a quote, a line break or blanks at its edges. */
function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, without its line end. Tab-separated text has no quoting: a tab or line break is a space. */
export function textLine(cells: readonly string[], book: TextBook): string {
  return book === 'csv'
    ? cells.map(csvField).join(',')
    : cells.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t');
}

/**
 * The header's rows: where columns are grouped, a row of the groups first (a group's title over its first
 * column, blank over the rest and over columns of no group), then the columns' titles.
 */
export function headerRows(columns: readonly TextColumn[]): string[][] {
  const titles = columns.map((c) => c.title);
  if (!columns.some((c) => c.group)) return [titles];
  const groups = columns.map((c, i) => (c.group && c.group !== columns[i - 1]?.group ? c.group : ''));
  return [groups, titles];
}

/** A row's cells as text. */
export const rowTexts = (columns: readonly TextColumn[], row: object, lang: Lang) =>
  columns.map((c) => textCell(c, (row as Record<string, unknown>)[c.key], lang));

/** The whole table as text: the header, then a line for each row, each ended. */
export function tableText(
  columns: readonly TextColumn[],
  rows: readonly object[],
  lang: Lang,
  book: TextBook,
): string {
  const lines = [...headerRows(columns), ...rows.map((row) => rowTexts(columns, row, lang))];
  return lines.map((cells) => textLine(cells, book) + LINE_END[book]).join('');
}
