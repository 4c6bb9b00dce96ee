import { useCallback } from 'react';
import type { Lang } from '@adops/common/messages';
import { useStore } from '../store/createStore';
import { setLanguage, settingsStore } from '../store/settings';
import type { Text } from './define';
import type { TextKey } from './keys';

import APP_TEXTS from './locales/app';

/**
 * The texts known so far: the shell's own. The signed-in layout registers those of common/ (`shared.ts`), and
 * a feature its own from its page module, so that they load with those and not with the sign-in page.
 */
const texts: Record<string, Text> = { ...APP_TEXTS };

export function registerTexts(feature: Record<string, Text>) {
  Object.assign(texts, feature);
}

export type Params = Record<string, string | number>;
export type { TextKey };
/** A translator: the text of a key in the page's language. */
export type Translate = (key: TextKey, params?: Params) => string;

/** The text of a key in a language, `{{name}}` filled from params; a key not yet loaded is shown as itself. */
export function translate(lang: Lang, key: TextKey, params?: Params): string {
  const text = texts[key]?.[lang] ?? key;
  if (!params) return text;
  // `{{name}}` in the console's own texts, `{name}` in the shared messages of common/.
  return text.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (whole, double?: string, single?: string) =>
    String(params[(double ?? single)!] ?? whole),
  );
}

/** Outside components: the current language's text. */
export const t = (key: TextKey, params?: Params) => translate(settingsStore.get().language, key, params);

export const changeLanguage = (lang: Lang) => setLanguage(lang);

/**
 * The shape of react-i18next's hook, on a plain lookup: the console's texts are flat keys with both languages
 * side by side, and the sign-in page cannot afford a general i18n library.
 */
export function useTranslation() {
  const language = useStore(settingsStore, (s) => s.language);
  const translateIn = useCallback(
    (key: TextKey, params?: Params) => translate(language, key, params),
    [language],
  );
  return { t: translateIn, i18n: { language } };
}
