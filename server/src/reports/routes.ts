import { EXPORT_MAX_ROWS, exportFilters } from '@adops/common/contract/export';
import { reportQuery, type ReportQuery, type ReportResult } from '@adops/common/contract/report';
import type { DataScope } from '@adops/common/scope';
import { XLSX_TYPE } from '../export/xlsx';
import type { AppContext } from '../context';
import { FileAnswer, route } from '../http/route';
import { shanghaiDay, shanghaiHour } from '../time';
import type { DaysRead } from './cache/daysRead';
import { rangeOf, runReport } from './engine';
import { everyRow } from './everyRow';
import { reportFile, type ReportFile } from './exportFile';
import { reportAccess, reportEndpoint } from './mount';
import { allReports, REPORTS } from './registry';

/** The most rows of a result the cache keeps: a page's; an export of every row is computed again when asked. */
const KEPT_ROWS_MAX = 5_000;

/** Who asks and when: what a report's rows are read for, besides its query. */
interface Asker {
  scope: DataScope;
  today: string;
  hour: number;
}

const isFile = (answer: unknown): answer is ReportFile => answer instanceof Object && 'body' in answer;

/**
 * Every report where it is mounted (by default GET /api/crm/report/<route name>), taking the range, filters,
 * paging and its own parameters, and its export (xlsx, every row) where it has one. On PostgreSQL an export of a
 * menu page's report is built in the export thread (exportThread/), off the thread that answers everyone else.
 */
export function reportRoutes(app: AppContext) {
  return allReports().flatMap((def) => {
    const { method, url, exportUrl } = reportEndpoint(def);
    const access = reportAccess(def);
    // Read as the query every report takes: the fields of its own parameters come along for their `define`.
    const schema = reportQuery.extend(def.params?.shape ?? {}) as typeof reportQuery;
    /** The answer to `query` for the caller, from the cache or computed (here, unless `compute` says where). */
    const run = async <T extends ReportResult | ReportFile = ReportResult>(
      query: ReportQuery,
      scope: () => Promise<DataScope>,
      compute?: (asker: Asker, reads: DaysRead) => Promise<T>,
    ): Promise<T> => {
      const now = app.clock.now();
      const [today, hour] = [shanghaiDay(now), shanghaiHour(now)];
      const asker = { scope: await scope(), today, hour };
      // A range that reaches today is read up to the hour it is: the hour is part of the question then.
      const live = rangeOf(def.params ? def.params.define(def, query) : def, query, today)[1] >= today;
      return app.results.answer(
        {
          name: def.name,
          params: { query, today, ...(live ? { hour } : {}) },
          scope: asker.scope,
          keeps: (answer) => !isFile(answer) && (answer as ReportResult).rows.length <= KEPT_ROWS_MAX,
          // A file is streamed to its caller alone.
          alone: compute !== undefined,
        },
        (reads) =>
          compute
            ? compute(asker, reads)
            : (runReport(def, query, { ...asker, db: app.reads, reads }) as Promise<T>),
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
    const thread = REPORTS.includes(def) ? app.exportThread : undefined;
    return [
      answer,
      route({
        method: 'GET',
        url: exportUrl,
        access,
        // In the export thread the file takes its turn there.
        heavy: !thread,
        input: schema.extend({ filters: exportFilters }),
        handler: async ({ input: { filters, ...input }, scope, lang }) => {
          // Every row: grouped and compared once, read and written a slice at a time (everyRow.ts).
          const query = { ...input, page: 1, pageSize: EXPORT_MAX_ROWS };
          const day = shanghaiDay(app.clock.now());
          const answer = await run(query, scope, async (asker, reads) => {
            if (!thread) {
              const rows = await everyRow(def, query, { ...asker, db: app.reads, reads });
              return 'slices' in rows ? reportFile(def, rows, lang, filters, day) : rows;
            }
            const built = await thread.build({
              ...asker,
              name: def.name,
              query,
              lang,
              filters,
              day,
              keptRowsMax: KEPT_ROWS_MAX,
            });
            if ('file' in built) return built.file;
            built.spans.forEach((span) => reads.add(span));
            return built.result;
          });
          const file = isFile(answer) ? answer : reportFile(def, answer, lang, filters, day);
          return new FileAnswer(XLSX_TYPE, file.filename, file.fallbackName, file.body);
        },
      }),
    ];
  });
}
