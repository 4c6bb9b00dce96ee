import { createStore, useStore } from '../store/createStore';
import { readJson, writeJson } from '../store/persist';
import { sessionStore } from '../store/session';
import { appliedTheme } from './applied';
import {
  buildThemeConfig,
  DEFAULT_THEME,
  isDefaultTheme,
  needsAlgorithms,
  parseThemeChoice,
  type Algorithms,
  type ThemeChoice,
} from './choice';
import { themeKey } from './key';

const storedChoice = (userId: number | undefined) =>
  userId === undefined ? DEFAULT_THEME : parseThemeChoice(readJson<unknown>(themeKey(userId), null));

function save(userId: number | undefined, choice: ThemeChoice) {
  if (userId === undefined) return;
  if (isDefaultTheme(choice)) localStorage.removeItem(themeKey(userId));
  else writeJson(themeKey(userId), choice);
}

let loading: Promise<Algorithms | null> | undefined;
const loadAlgorithms = () => (loading ??= import('./algorithms').then((m) => m.ALGORITHMS).catch(() => null));

let shownFor = sessionStore.get().userId;
/** The latest choice asked for; the one shown may still wait for its algorithms. */
let wanted = storedChoice(shownFor);
let turns = 0;

/**
 * The signed-in user's theme as shown (signed out: the default), remembered in this browser under their id;
 * set only once the algorithms it needs have loaded, so nothing is drawn half-themed.
 */
export const themeStore = createStore<ThemeChoice>(DEFAULT_THEME);

/** Shows `choice` on the whole console once its algorithms are here; a later choice made meanwhile wins. */
async function show(choice: ThemeChoice): Promise<void> {
  const turn = ++turns;
  const algorithms = needsAlgorithms(choice) ? await loadAlgorithms() : null;
  if (turn !== turns) return;
  themeStore.set(choice);
  appliedTheme.set({ config: buildThemeConfig(choice, algorithms), dark: choice.dark });
  // The browser's own parts (scrollbars, autofill) follow a dark theme too.
  document.documentElement.style.colorScheme = choice.dark ? 'dark' : '';
}

/** Settles once the signed-in user's theme is shown: never rejects, at worst it is the default. */
export const ready = show(wanted);

export function chooseTheme(patch: Partial<ThemeChoice>) {
  wanted = { ...wanted, ...patch };
  save(sessionStore.get().userId, wanted);
  void show(wanted);
}

export const resetTheme = () => chooseTheme(DEFAULT_THEME);

// Signing out shows the default theme; whoever signs in next gets their own.
sessionStore.subscribe(() => {
  const { userId } = sessionStore.get();
  if (userId === shownFor) return;
  shownFor = userId;
  wanted = storedChoice(userId);
  void show(wanted);
});

export const useThemeChoice = () => useStore(themeStore);
