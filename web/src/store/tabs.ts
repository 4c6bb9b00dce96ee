/**
 * The open pages as tabs (vue-element-admin's tags view), as pure functions over plain state so that the
 * rules are tested without a browser. A path is open once; its query may change.
 */
export interface TabView {
  path: string;
  fullPath: string;
  /** Route name (the tab's title is its route's, found by the path). */
  name: string;
  /** Fixed tabs (Home) cannot be closed. */
  affix?: boolean;
  noCache?: boolean;
}

export interface TabsState {
  views: TabView[];
  /** Bumped to remount a page ("refresh"). */
  refreshKeys: Record<string, number>;
}

export const emptyTabs: TabsState = { views: [], refreshKeys: {} };

export function openTab(state: TabsState, view: TabView): TabsState {
  const index = state.views.findIndex((v) => v.path === view.path);
  if (index === -1) {
    const views = view.affix ? [view, ...state.views] : [...state.views, view];
    return { ...state, views };
  }
  if (state.views[index]!.fullPath === view.fullPath) return state;
  const views = state.views.slice();
  views[index] = { ...views[index]!, fullPath: view.fullPath };
  return { ...state, views };
}

export interface CloseResult {
  state: TabsState;
  /** Where to go when the active tab was closed. */
  navigateTo?: string;
}

/** Closing the active tab goes to the last remaining tab, or to / when none remain. */
export function closeTab(state: TabsState, path: string, activePath: string): CloseResult {
  const view = state.views.find((v) => v.path === path);
  if (!view || view.affix) return { state };
  const views = state.views.filter((v) => v.path !== path);
  const next = { ...state, views };
  if (path !== activePath) return { state: next };
  return { state: next, navigateTo: views.at(-1)?.fullPath ?? '/' };
}

export function closeOtherTabs(state: TabsState, path: string, activePath: string): CloseResult {
  const views = state.views.filter((v) => v.affix || v.path === path);
  const kept = views.find((v) => v.path === path);
  return {
    state: { ...state, views },
    ...(activePath !== path && kept ? { navigateTo: kept.fullPath } : {}),
  };
}

/** Closing all keeps the fixed tabs and goes to /. */
export function closeAllTabs(state: TabsState): CloseResult {
  return { state: { ...state, views: state.views.filter((v) => v.affix) }, navigateTo: '/' };
}

export function refreshTab(state: TabsState, path: string): TabsState {
  return { ...state, refreshKeys: { ...state.refreshKeys, [path]: (state.refreshKeys[path] ?? 0) + 1 } };
}

/** Pages kept alive while hidden: every open tab whose route is not no-cache. */
export function cachedPaths(state: TabsState): string[] {
  return state.views.filter((v) => !v.noCache).map((v) => v.path);
}
