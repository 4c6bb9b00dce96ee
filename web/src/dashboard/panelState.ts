import type { QueryKey } from '@tanstack/react-query';
import type { PanelView } from './types';

/** What a panel's kinds share with it: its test id, its query's key, the view the user set, and the reload. */
export interface PanelState {
  testId: string;
  /** The panel's own key (before the view): what its drawers' queries are keyed under. */
  queryKey: QueryKey;
  view: PanelView;
  setView(view: PanelView): void;
  /** After a change made from the panel: toasts it and reloads every query of the dashboard. */
  changed(): Promise<unknown>;
}
