import type { QueryKey } from '@tanstack/react-query';
import type { ColProps } from 'antd';
import type { PanelDef, PanelKind } from './types';

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

export const panelQueryKey = (dashboardId: string, def: PanelDef): QueryKey =>
  def.queryKey ?? ['dashboard', dashboardId, def.key];

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
