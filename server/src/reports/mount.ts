import { routeByName } from '@adops/common/menu';
import { MENU_TITLES, type MenuTitleKey } from '@adops/common/menuTitles';
import type { Lang } from '@adops/common/messages';
import type { ReportDefinition, ReportMount } from './definition';

/** Where a report answers: where its definition mounts it, else GET /api/crm/report/<name> and its export. */
export function reportEndpoint(def: ReportDefinition): ReportMount {
  if (def.mount) return def.mount;
  const url = `/api/crm/report/${def.name}`;
  return { method: 'GET', url, exportUrl: `${url}/export` };
}

/**
 * The permission of a menu page's report: its page's, which for a hidden drill-down is the page it is reached
 * from; a page the menu gives no id (the customer service fees) is open to every signed-in user, within their
 * scope.
 */
export function reportModule(name: string): number | 'session' {
  const page = routeByName(name);
  if (!page) throw new Error(`report ${name}: no menu page, and no access of its own`);
  return page.permission ?? 'session';
}

/** Who may call a report: whom its definition names, else whom its menu page admits. */
export const reportAccess = (def: ReportDefinition): number | 'session' =>
  def.access ?? reportModule(def.name);

/** A report's title, as its export names it: its own, else its menu page's. */
export function reportTitle(def: ReportDefinition): Record<Lang, string> {
  const title = def.title ?? MENU_TITLES[`route.${def.name}` as MenuTitleKey];
  if (!title) throw new Error(`report ${def.name}: no menu page, and no title of its own`);
  return title;
}
