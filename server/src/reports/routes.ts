import { reportQuery } from '@adops/common/contract/report';
import { routeByName } from '@adops/common/menu';
import type { AppContext } from '../context';
import { route } from '../http/route';
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

/** GET /api/crm/report/<route name> for every report definition. */
export function reportRoutes(app: AppContext) {
  return REPORTS.map((def) =>
    route({
      method: 'GET',
      url: `/api/crm/report/${def.name}`,
      access: reportModule(def.name),
      input: reportQuery,
      handler: async ({ input, scope }) =>
        runReport(def, input, { db: app.db, scope: await scope(), today: shanghaiDay(app.clock.now()) }),
    }),
  );
}
