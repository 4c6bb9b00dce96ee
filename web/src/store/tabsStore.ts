import { createStore } from './createStore';
import { readJson, STORAGE, writeJson } from './persist';
import { emptyTabs, type TabsState } from './tabs';

/** The open tabs, restored after a reload from local storage. */
export const tabsStore = createStore<TabsState>({
  ...emptyTabs,
  views: readJson(STORAGE.tags, emptyTabs.views),
});
tabsStore.subscribe(() => writeJson(STORAGE.tags, tabsStore.get().views));
