import { EXPORT_MAX_ROWS, exportFilters, type ExportKind } from '@adops/common/contract/export';
import { reportQuery, type ReportColumnKind, type ReportQuery } from '@adops/common/contract/report';
import { formatMessage } from '@adops/common/messages';
import { MENU_TITLES } from '@adops/common/menuTitles';
import type { DataScope } from '@adops/common/scope';
import { EXPORT_PAGE, exportHeading, xlsxStream, XLSX_TYPE } from '../export/xlsx';
import { routeByName } from '@adops/common/menu';
import type { AppContext } from '../context';
import { FileAnswer, route } from '../http/route';
import { shanghaiDay, shanghaiHour } from '../time';
import { LAUNCH_REPORTS } from './definitions/launchReport';
import { TODAY_REPORTS } from './definitions/todayConsum';
import type { ReportDefinition } from './definition';
import { runReport } from './engine';

export const REPORTS: ReportDefinition[] = [...TODAY_REPORTS, ...LAUNCH_REPORTS];

/**
 * The permission of a report: its page's, which for a hidden drill-down is the page it is reached from; a
 * page the menu gives no id (the customer service fees) is open to every signed-in user, within their scope.
 */
export function reportModule(name: string): number | 'session' {
  const page = routeByName(name);
  if (!page) throw new Error(`report ${name}: no menu page`);
  return page.permission ?? 'session';
}

const EXPORT_KIND: Record<ReportColumnKind, ExportKind> = {
  text: 'text',
  day: 'text',
  hour: 'hour',
  days: 'decimal',
  link: 'text',
  change: 'percent',
  money: 'money',
  count: 'count',
  percent: 'percent',
};

/** GET /api/crm/report/<route name> and …/export (xlsx, every row) for every report definition. */
export function reportRoutes(app: AppContext) {
  return REPORTS.flatMap((def) => {
    const access = reportModule(def.name);
    const run = async (input: ReportQuery, scope: () => Promise<DataScope>) => {
      const now = app.clock.now();
      return runReport(def, input, {
        db: app.db,
        scope: await scope(),
        today: shanghaiDay(now),
        hour: shanghaiHour(now),
      });
    };
    return [
      route({
        method: 'GET',
        url: `/api/crm/report/${def.name}`,
        access,
        input: reportQuery,
        handler: ({ input, scope }) => run(input, scope),
      }),
      route({
        method: 'GET',
        url: `/api/crm/report/${def.name}/export`,
        access,
        input: reportQuery.extend({ filters: exportFilters }),
        handler: async ({ input: { filters, ...input }, scope, lang }) => {
          // One query for every row (the grouping and comparisons run once), handed to the file in slices.
          const first = await run({ ...input, page: 1, pageSize: EXPORT_MAX_ROWS }, scope);
          const pages = async function* () {
            for (let at = 0; at < first.rows.length; at += EXPORT_PAGE)
              yield first.rows.slice(at, at + EXPORT_PAGE);
            yield [{ ...first.summary, [first.columns[0]!.key]: formatMessage('reportTotal', lang) }];
          };
          const title = MENU_TITLES[`route.${def.name}` as keyof typeof MENU_TITLES][lang];
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
              kind: EXPORT_KIND[c.kind],
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
