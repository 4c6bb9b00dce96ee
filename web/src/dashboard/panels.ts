import type { QueryKey } from '@tanstack/react-query';
import type { ColProps } from 'antd';
import type { DashboardDef, PanelChoice, PanelDef, PanelKind, PanelView } from './types';

/** A panel's definition, its data's type inferred from its load, as the dashboard lists it. */
export const panel = <D>(def: PanelDef<D>): PanelDef => def;

const FULL: ColProps = { xs: 24 };
const HALF: ColProps = { xs: 24, lg: 12 };
const THIRD: ColProps = { xs: 24, sm: 12, lg: 8 };

/** Wide content takes the row; charts and lists two abreast from a laptop up; a progress bar three. */
const DEFAULT_SPANS: Record<PanelKind, ColProps> = {
  cards: FULL,
  table: FULL,
  heat: FULL,
  line: HALF,
  bar: HALF,
  pie: HALF,
  funnel: HALF,
  ranking: HALF,
  progress: THIRD,
};

export const panelSpan = (def: PanelDef): ColProps => def.span ?? DEFAULT_SPANS[def.kind];

/** Where a dashboard's own queries are keyed: every panel's that does not name a key of its own. */
export const dashboardQueryPrefix = (dashboardId: string): QueryKey => ['dashboard', dashboardId];

export const panelQueryKey = (dashboardId: string, def: PanelDef): QueryKey =>
  def.queryKey ?? [...dashboardQueryPrefix(dashboardId), def.key];

/**
 * The key of a panel's query for what the user set on it: the panel's key, the view after it once there is one
 * (a key asked ahead of the first render, with no view, stays the panel's own).
 */
export const viewQueryKey = (key: QueryKey, view: PanelView): QueryKey =>
  Object.values(view).some((v) => v !== undefined) ? [...key, view] : key;

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => part === key[i]);

/**
 * The keys whose queries hold what a dashboard shows, each the prefix of its views' and lists': its own prefix
 * and the keys its panels name outside it. A change made from the dashboard reloads them all.
 */
export function dashboardQueryKeys(def: DashboardDef): QueryKey[] {
  const keys: QueryKey[] = [dashboardQueryPrefix(def.id)];
  for (const panel of def.panels) {
    const key = panelQueryKey(def.id, panel);
    if (!keys.some((known) => startsWith(key, known))) keys.push(key);
  }
  return keys;
}

/** The choice a panel starts from: the one it names if it is offered, else the first offered. */
export function initialChoice(choices: readonly PanelChoice[], named?: string): string | undefined {
  return choices.some((c) => c.value === named) ? named : choices[0]?.value;
}

/** Nothing to show: no data at all, or the kind's rows, items or matrix empty. Figures are never empty. */
export function isEmptyPanel(def: PanelDef, data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (def.empty) return def.empty(data);
  switch (def.kind) {
    case 'cards':
    case 'progress':
      return false;
    case 'ranking':
      return def.items(data).length === 0;
    case 'table':
      return def.rows(data).length === 0;
    case 'heat':
      return def.matrix(data).rows.length === 0;
    default:
      return Array.isArray(data) && data.length === 0;
  }
}
