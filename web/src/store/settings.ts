import { DEFAULT_SIZE, SIZES, type Size } from '@adops/common/device';
import type { Lang } from '@adops/common/messages';
import { createStore } from './createStore';
import { COOKIE, cookies } from './persist';

export interface Settings {
  sidebarOpened: boolean;
  size: Size;
  language: Lang;
}

function initial(): Settings {
  const size = cookies.get(COOKIE.size) as Size | undefined;
  return {
    sidebarOpened: cookies.get(COOKIE.sidebar) !== '0',
    size: size && SIZES.includes(size) ? size : DEFAULT_SIZE,
    language: cookies.get(COOKIE.language) === 'en' ? 'en' : 'zh',
  };
}

/** Sidebar state, UI size and language, each remembered in a cookie. */
export const settingsStore = createStore<Settings>(initial());

// The server answers in the language of this cookie; written at once so it never guesses another.
if (!cookies.get(COOKIE.language)) cookies.set(COOKIE.language, settingsStore.get().language);

export function toggleSidebar() {
  const sidebarOpened = !settingsStore.get().sidebarOpened;
  cookies.set(COOKIE.sidebar, sidebarOpened ? '1' : '0');
  settingsStore.set((s) => ({ ...s, sidebarOpened }));
}

export function setSize(size: Size) {
  cookies.set(COOKIE.size, size);
  settingsStore.set((s) => ({ ...s, size }));
}

export function setLanguage(language: Lang) {
  cookies.set(COOKIE.language, language);
  settingsStore.set((s) => ({ ...s, language }));
}
