import type { QueryKey } from '@tanstack/react-query';
import { askAhead } from '../../api/ahead';
import { homeCards, homeCharts } from '../../api/dashboard';

/** Home's two answers, by the keys its panels ask them with (its three charts share one). */
export const HOME_QUERIES = {
  cards: { load: homeCards, queryKey: ['dashboard', 'cards'] as QueryKey },
  charts: { load: homeCharts, queryKey: ['dashboard', 'charts'] as QueryKey },
};

/**
 * Home's answers asked for at boot (pages/registry.ts): the URL alone tells them, so they need not wait for
 * Home's code, which comes meanwhile. Small, in the entry: no panel or chart code.
 */
export function askHomeAhead() {
  for (const { queryKey, load } of Object.values(HOME_QUERIES)) askAhead(queryKey, () => load());
}
