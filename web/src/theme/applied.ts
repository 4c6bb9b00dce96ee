import type { ThemeConfig } from 'antd';
import { createStore } from '../store/createStore';
import { sessionStore } from '../store/session';
import { themeKey, ZERO_RUNTIME } from './key';

export interface AppliedTheme {
  /** The ConfigProvider's theme. */
  config: ThemeConfig;
  /** Whether the charts draw in ECharts' dark theme. */
  dark: boolean;
}

/** The theme the console is drawn in: antd's default until a user's own has loaded (store.ts). */
export const appliedTheme = createStore<AppliedTheme>({ config: ZERO_RUNTIME, dark: false });

/** Only a user who chose a theme of their own has one stored (the default is not). */
const hasOwnTheme = (userId: number | undefined) =>
  userId !== undefined && localStorage.getItem(themeKey(userId)) !== null;

let loading: Promise<void> | undefined;
/**
 * The theme's code loads apart from the console's start, for a user with a theme of their own (or when the theme
 * page or a chart needs it); once loaded, it follows who is signed in by itself.
 */
const loadTheme = () => (loading ??= import('./store').then((m) => m.ready).catch(() => undefined));

/** Before the first render: the signed-in user's own theme from the first paint; nothing to wait for otherwise. */
export const themeReady = (): Promise<void> =>
  hasOwnTheme(sessionStore.get().userId) ? loadTheme() : Promise.resolve();

sessionStore.subscribe(() => {
  if (hasOwnTheme(sessionStore.get().userId)) void loadTheme();
});
