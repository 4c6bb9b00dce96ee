export { Dashboard } from './Dashboard';
export { askDashboardAhead, panel } from './panels';
export * from './chartOptions';
export type * from './types';
