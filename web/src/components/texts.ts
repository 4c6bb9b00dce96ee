import type { KeysOf } from '../i18n/keys';
import { defineTexts } from '../i18n/define';

/** Texts of the shared table pieces. */
const TEXTS = defineTexts({
  'rowActions.more': { zh: '更多操作', en: 'More actions' },
  'columns.pick': { zh: '列设置', en: 'Columns' },
  'columns.hidden': { zh: '列设置（隐藏 {{count}} 列）', en: 'Columns ({{count}} hidden)' },
});

declare module '../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
