import type { KeysOf } from '../i18n/keys';
import { defineTexts } from '../i18n/define';

/** Texts of the dashboard engine: a panel's states and the shared parts of its kinds. */
const TEXTS = defineTexts({
  'dashboard.refresh': { zh: '刷新', en: 'Refresh' },
  'dashboard.refreshFailed': {
    zh: '刷新失败，显示的是上次取得的数据',
    en: 'Could not refresh; these are the last figures loaded',
  },
  'dashboard.target': { zh: '目标 {{amount}}', en: 'Target {{amount}}' },
  'dashboard.noTarget': { zh: '未设目标', en: 'No target set' },
  'dashboard.achieved': { zh: '完成 {{percent}}', en: '{{percent}} achieved' },
});

declare module '../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
