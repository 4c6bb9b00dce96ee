import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the Home dashboard. */
const TEXTS = defineTexts({
  'home.today': { zh: '今日消耗', en: 'Spend today' },
  'home.todayTo': { zh: '截至 {{hour}} 时', en: 'So far, to hour {{hour}}' },
  'home.vsYesterday': { zh: '较昨日同时段', en: 'vs yesterday at this time' },
  'home.yesterdaySameTime': { zh: '昨日同时段 {{amount}}', en: 'Yesterday at this time {{amount}}' },
  'home.yesterday': { zh: '昨日消耗', en: 'Spend yesterday' },
  'home.month': { zh: '本月消耗(含今日)', en: 'Spend this month (incl. today)' },
  'home.monthTarget': { zh: '目标 {{amount}}(运营目标合计)', en: 'Target {{amount}} (operators’ targets)' },
  'home.noTarget': { zh: '本月未设目标', en: 'No target set for this month' },
  'home.achieved': { zh: '完成 {{percent}}', en: '{{percent}} achieved' },
  'home.elapsed': { zh: '时间进度 {{percent}}', en: '{{percent}} of the month elapsed' },
  'home.active': { zh: '活跃账户', en: 'Active accounts' },
  'home.activeHint': { zh: '近 {{days}} 天有消耗', en: 'Spent in the last {{days}} days' },
  'home.low': { zh: '余额不足账户', en: 'Low-balance accounts' },
  'home.lowHint': {
    zh: '余额不足 {{days}} 天消耗',
    en: 'Balance below {{days}} days of spend',
  },
  'home.trend': { zh: '近 {{days}} 天消耗趋势', en: 'Spend over the last {{days}} days' },
  'home.byDepartment': { zh: '昨日各部门消耗', en: "Yesterday's spend by department" },
  'home.topCustomers': { zh: '昨日消耗前 {{count}} 客户', en: 'Top {{count}} customers yesterday' },
  'home.noDepartment': { zh: '未分配部门', en: 'No department' },
  'home.spend': { zh: '消耗', en: 'Spend' },
  'home.yuan': { zh: '元', en: 'CNY' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
