import type { MenuTitleKey } from '@adops/common/menuTitles';
import type { ConsoleMessageKey } from '@adops/common/consoleMessages';

/**
 * Every text key of the console. A feature's text table adds its keys here by declaration merging
 * (`declare module '…/i18n/keys' { interface FeatureTexts extends KeysOf<typeof TEXTS> {} }`), and the menu
 * titles and shared messages of common/ are added below: a key with no zh and en texts does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the text tables
export interface FeatureTexts {}

export type KeysOf<T> = Record<keyof T, true>;

export type TextKey = keyof FeatureTexts | MenuTitleKey | `msg.${ConsoleMessageKey}`;
