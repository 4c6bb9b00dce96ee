import type { KeysOf } from '../i18n/keys';
import { defineTexts } from '../i18n/define';

/** Texts of the report pages' filter bar, toolbar, table and chart. */
const TEXTS = defineTexts({
  'report.range': { zh: '日期', en: 'Dates' },
  'report.today': { zh: '今天', en: 'Today' },
  'report.yesterday': { zh: '昨天', en: 'Yesterday' },
  'report.last7': { zh: '近7天', en: 'Last 7 days' },
  'report.last30': { zh: '近30天', en: 'Last 30 days' },
  'report.thisMonth': { zh: '本月', en: 'This month' },
  'report.lastMonth': { zh: '上月', en: 'Last month' },
  'report.department': { zh: '部门', en: 'Department' },
  'report.group': { zh: '运营组', en: 'Operation group' },
  'report.operator': { zh: '运营', en: 'Operator' },
  'report.customer': { zh: '客户', en: 'Customer' },
  'report.product': { zh: '平台产品', en: 'Product' },
  'report.total': { zh: '合计', en: 'Total' },
  'report.refresh': { zh: '自动刷新', en: 'Auto-refresh' },
  'report.refreshOff': { zh: '关闭', en: 'Off' },
  'report.refresh30s': { zh: '30 秒', en: '30 s' },
  'report.refresh1m': { zh: '1 分钟', en: '1 min' },
  'report.refresh5m': { zh: '5 分钟', en: '5 min' },
  'report.updatedAt': { zh: '更新于 {{time}}', en: 'Updated at {{time}}' },
  'report.cumulative': { zh: '{{name}}（累计）', en: '{{name}} (cumulative)' },
  'report.yuan': { zh: '元', en: 'Yuan' },
  'report.heldHours': {
    zh: '小时数据只保留最近几周（自 {{from}} 起）：显示的是 {{start}} 至 {{end}}，合计也只含这些天。',
    en: 'Hourly figures are kept for a few weeks (from {{from}}): showing {{start}} to {{end}}, and the totals are of these days only.',
  },
});

declare module '../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
