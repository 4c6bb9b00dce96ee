import type { HomeCards, HomeCharts } from '@adops/common/contract/dashboard';
import { get } from './client';

/**
 * The Home page's figures, within the caller's data scope; money in cents. Silent: the page shows a failure
 * in place of the figures, and the cards refresh every minute, which must not toast each time it fails.
 */
export const homeCards = (signal?: AbortSignal) =>
  get<HomeCards>('/api/zhImport/homeSearch', undefined, { silent: true, ...(signal ? { signal } : {}) });
export const homeCharts = (signal?: AbortSignal) =>
  get<HomeCharts>('/api/zhImport/getChart', undefined, { silent: true, ...(signal ? { signal } : {}) });
