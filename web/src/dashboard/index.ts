export { Dashboard } from './Dashboard';
export { panel } from './panels';
export * from './chartOptions';
export type * from './types';
