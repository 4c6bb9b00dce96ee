import { EXPORT_MAX_ROWS, type ExportKind } from '@adops/common/contract/export';
import { reportQuery, type ReportColumnKind, type ReportQuery } from '@adops/common/contract/report';
import { formatMessage } from '@adops/common/messages';
import { MENU_TITLES } from '@adops/common/menuTitles';
import type { DataScope } from '@adops/common/scope';
import { EXPORT_PAGE, filtersLine, xlsxStream, XLSX_TYPE } from '../export/xlsx';
import { routeByName } from '@adops/common/menu';
import type { AppContext } from '../context';
import { FileAnswer, route } from '../http/route';
import { shanghaiDay } from '../time';
import { LAUNCH_REPORTS } from './definitions/launchReport';
import { TODAY_REPORTS } from './definitions/todayConsum';
import { runReport, type ReportDefinition } from './engine';

export const REPORTS: ReportDefinition[] = [...TODAY_REPORTS, ...LAUNCH_REPORTS];

/** The permission of a report: its page's, which for a hidden drill-down is the page it is reached from. */
export function reportModule(name: string): number {
  const page = routeByName(name);
  if (!page?.permission) throw new Error(`report ${name}: no menu page with a permission`);
  return page.permission;
}

const EXPORT_KIND: Record<ReportColumnKind, ExportKind> = {
  text: 'text',
  day: 'text',
  hour: 'count',
  change: 'percent',
  money: 'money',
  count: 'count',
  percent: 'percent',
};

/** GET /api/crm/report/<route name> and …/export (xlsx, every row) for every report definition. */
export function reportRoutes(app: AppContext) {
  return REPORTS.flatMap((def) => {
    const access = reportModule(def.name);
    const run = async (input: ReportQuery, scope: () => Promise<DataScope>) =>
      runReport(def, input, { db: app.db, scope: await scope(), today: shanghaiDay(app.clock.now()) });
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
        input: reportQuery,
        handler: async ({ input, scope, lang }) => {
          const first = await run({ ...input, page: 1, pageSize: EXPORT_PAGE }, scope);
          const pages = async function* () {
            yield first.rows;
            const last = Math.min(Math.ceil(first.total / EXPORT_PAGE), EXPORT_MAX_ROWS / EXPORT_PAGE);
            for (let page = 2; page <= last; page++) {
              yield (await run({ ...input, page, pageSize: EXPORT_PAGE }, scope)).rows;
            }
            yield [{ ...first.summary, [first.columns[0]!.key]: formatMessage('reportTotal', lang) }];
          };
          const title = MENU_TITLES[`route.${def.name}` as keyof typeof MENU_TITLES][lang];
          const heading = [
            title,
            `${first.start} ~ ${first.end}  ${filtersLine(input, ['page', 'pageSize', 'start', 'end'], lang)}`,
          ];
          const columns = first.columns.map((c) => ({
            key: c.key,
            title: c[lang],
            kind: EXPORT_KIND[c.kind],
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
