import { EXPORT_MAX_ROWS, exportFilters } from '@adops/common/contract/export';
import { reportQuery, type ReportQuery, type ReportResult } from '@adops/common/contract/report';
import { formatMessage } from '@adops/common/messages';
import type { DataScope } from '@adops/common/scope';
import { EXPORT_PAGE, exportHeading, xlsxStream, XLSX_TYPE } from '../export/xlsx';
import type { AppContext } from '../context';
import { FileAnswer, route } from '../http/route';
import { shanghaiDay, shanghaiHour } from '../time';
import { rangeOf, runReport } from './engine';
import { reportAccess, reportEndpoint, reportTitle } from './mount';
import { allReports } from './registry';

/** The most rows of a result the cache keeps: a page's; an export of every row is computed again when asked. */
const KEPT_ROWS_MAX = 5_000;

/**
 * Every report where it is mounted (by default GET /api/crm/report/<route name>), taking the range, filters,
 * paging and its own parameters, and its export (xlsx, every row) where it has one.
 */
export function reportRoutes(app: AppContext) {
  return allReports().flatMap((def) => {
    const { method, url, exportUrl } = reportEndpoint(def);
    const access = reportAccess(def);
    // Read as the query every report takes: the fields of its own parameters come along for their `define`.
    const schema = reportQuery.extend(def.params?.shape ?? {}) as typeof reportQuery;
    const run = async (query: ReportQuery, scope: () => Promise<DataScope>) => {
      const now = app.clock.now();
      const [today, hour] = [shanghaiDay(now), shanghaiHour(now)];
      const caller = await scope();
      // A range that reaches today is read up to the hour it is: the hour is part of the question then.
      const live = rangeOf(def.params ? def.params.define(def, query) : def, query, today)[1] >= today;
      return app.results.answer(
        {
          name: def.name,
          params: { query, today, ...(live ? { hour } : {}) },
          scope: caller,
          keeps: (result) => (result as ReportResult).rows.length <= KEPT_ROWS_MAX,
        },
        (reads) => runReport(def, query, { db: app.reads, scope: caller, today, hour, reads }),
      );
    };
    const answer = route({
      method,
      url,
      access,
      input: schema,
      // A report only reads, by whatever method: nothing to take once, no sessions or grants changed.
      once: false,
      changesAuth: false,
      handler: ({ input: query, scope }) => run(query, scope),
    });
    if (!exportUrl) return [answer];
    return [
      answer,
      route({
        method: 'GET',
        url: exportUrl,
        access,
        heavy: true,
        input: schema.extend({ filters: exportFilters }),
        handler: async ({ input: { filters, ...input }, scope, lang }) => {
          // One query for every row (the grouping and comparisons run once), handed to the file in slices.
          const first = await run({ ...input, page: 1, pageSize: EXPORT_MAX_ROWS }, scope);
          const pages = async function* () {
            for (let at = 0; at < first.rows.length; at += EXPORT_PAGE)
              yield first.rows.slice(at, at + EXPORT_PAGE);
            yield [{ ...first.summary, [first.columns[0]!.key]: formatMessage('reportTotal', lang) }];
          };
          const title = reportTitle(def)[lang];
          const heading = exportHeading(lang, {
            title,
            range: [first.start, first.end],
            filters,
            total: first.total,
          });
          const columns = first.columns
            .filter((c) => c.kind !== 'link')
            .map((c) => ({
              key: c.key,
              title: c[lang],
              kind: c.kind,
              ...(c.values
                ? { values: Object.fromEntries(Object.entries(c.values).map(([code, t]) => [code, t[lang]])) }
                : {}),
            }));
          const day = shanghaiDay(app.clock.now());
          return new FileAnswer(
            XLSX_TYPE,
            `${title}-${day}.xlsx`,
            `${def.name}-${day}.xlsx`,
            xlsxStream(title, heading, columns, pages()),
          );
        },
      }),
    ];
  });
}
