import type { Readable } from 'node:stream';
import type { ExportFilter } from '@adops/common/contract/export';
import type { ReportResult } from '@adops/common/contract/report';
import { formatMessage, type Lang } from '@adops/common/messages';
import { EXPORT_PAGE, exportHeading, xlsxStream } from '../export/xlsx';
import type { XlsxOptions } from '../export/xlsxWriter';
import type { ReportDefinition } from './definition';
import type { StreamedResult } from './everyRow';
import { reportTitle } from './mount';

/** A report's xlsx: its name in the caller's language, an ASCII name beside it, and the bytes as they are written. */
export interface ReportFile {
  filename: string;
  fallbackName: string;
  body: Readable;
}

/**
 * The xlsx of every row of a report's result, as the page shows them: the heading says the range and the
 * filters in words, the columns are the page's (links left out), the totals row comes last. A streamed result's
 * rows are written as they are read, and what reads them is let go when the file ends or is dropped.
 */
export function reportFile(
  def: ReportDefinition,
  result: ReportResult | StreamedResult,
  lang: Lang,
  filters: ExportFilter[],
  day: string,
  options: XlsxOptions = {},
): ReportFile {
  const pages = async function* () {
    if ('slices' in result) yield* result.slices;
    else
      for (let at = 0; at < result.rows.length; at += EXPORT_PAGE)
        yield result.rows.slice(at, at + EXPORT_PAGE);
    yield [{ ...result.summary, [result.columns[0]!.key]: formatMessage('reportTotal', lang) }];
  };
  const title = reportTitle(def)[lang];
  const heading = exportHeading(lang, {
    title,
    range: [result.start, result.end],
    filters,
    total: result.total,
  });
  const columns = result.columns
    .filter((c) => c.kind !== 'link')
    .map((c) => ({
      key: c.key,
      title: c[lang],
      kind: c.kind,
      ...(c.values
        ? { values: Object.fromEntries(Object.entries(c.values).map(([code, t]) => [code, t[lang]])) }
        : {}),
    }));
  const body = xlsxStream(title, heading, columns, pages(), options);
  if ('slices' in result) body.once('close', () => result.close());
  return { filename: `${title}-${day}.xlsx`, fallbackName: `${def.name}-${day}.xlsx`, body };
}
