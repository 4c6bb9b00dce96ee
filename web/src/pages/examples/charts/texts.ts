import type { KeysOf } from '../../../i18n/keys';
import { defineTexts } from '../../../i18n/define';

/** Texts of the charts sample page (/example/charts). */
const TEXTS = defineTexts({
  'example.charts.daily': { zh: '各产品每日消耗', en: 'Daily spend by product' },
  'example.charts.lastDays': { zh: '近 {{days}} 天', en: 'Last {{days}} days' },
  'example.charts.monthly': {
    zh: '近 {{months}} 个月消耗与在投账户',
    en: 'Spend and spending accounts, last {{months}} months',
  },
  'example.charts.topAccounts': {
    zh: '近 {{days}} 天消耗前 {{count}} 的账户',
    en: 'Top {{count}} accounts by spend, last {{days}} days',
  },
  'example.charts.yuan': { zh: '元', en: 'CNY' },
  'example.charts.spend': { zh: '消耗', en: 'Spend' },
  'example.charts.accounts': { zh: '在投账户', en: 'Spending accounts' },
  'example.charts.accountsUnit': { zh: '个', en: 'Accounts' },
});

declare module '../../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
