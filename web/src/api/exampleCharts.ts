import type { ExampleCharts, ExampleChartsQuery } from '@adops/common/contract/exampleCharts';
import { get } from './client';

/**
 * The charts sample page's spend, within the caller's data scope; money in cents. Silent: each panel shows a
 * failure in place of its chart.
 */
export const exampleCharts = (query: Partial<ExampleChartsQuery> = {}, signal?: AbortSignal) =>
  get<ExampleCharts>('/api/crm/example/charts', query, { silent: true, ...(signal ? { signal } : {}) });
