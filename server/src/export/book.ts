import { Readable } from 'node:stream';
import { autoWidths } from '@adops/common/columnWidth';
import type { ExportBook } from '@adops/common/contract/export';
import type { Lang } from '@adops/common/messages';
import { CSV_BOM, headerRows, LINE_END, rowTexts, textLine, type TextBook } from '@adops/common/sheetText';
import type { SheetColumn } from './kinds';
import { XLSX_TYPE, xlsxStream } from './xlsx';

export const BOOK_TYPES: Record<ExportBook, string> = {
  xlsx: XLSX_TYPE,
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

type Pages = AsyncIterable<Record<string, unknown>[]>;

/**
 * A csv or tab-separated text streamed page by page: the header (the groups' row first where columns are grouped),
 * then a line per row, every cell as the page shows it (common/sheetText). No heading lines: the first line is
 * the header, so that the file reads back as a table.
 */
export function textStream(
  book: TextBook,
  columns: readonly SheetColumn[],
  pages: Pages,
  lang: Lang,
): Readable {
  const end = LINE_END[book];
  const lines = (rows: readonly (readonly string[])[]) =>
    rows.map((cells) => textLine(cells, book) + end).join('');
  async function* chunks() {
    yield (book === 'csv' ? CSV_BOM : '') + lines(headerRows(columns));
    for await (const page of pages) yield lines(page.map((row) => rowTexts(columns, row, lang)));
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The columns' widths from their titles and the cells of `rows` as the page shows them (wide characters double). */
export function measuredWidths(
  columns: readonly SheetColumn[],
  rows: readonly Record<string, unknown>[],
  lang: Lang,
) {
  return autoWidths(
    columns.map((c) => c.title),
    rows.map((row) => rowTexts(columns, row, lang)),
  );
}

export interface BookContent {
  title: string;
  /** The xlsx's lines above the header (title, filters). */
  heading: string[];
  columns: SheetColumn[];
  pages: Pages;
  lang: Lang;
  widths?: readonly number[];
}

/** An export's file of the type asked for. */
export function bookStream(
  book: ExportBook,
  { title, heading, columns, pages, lang, widths }: BookContent,
): Readable {
  if (book === 'xlsx') return xlsxStream(title, heading, columns, pages, widths ? { widths } : {});
  return textStream(book, columns, pages, lang);
}
