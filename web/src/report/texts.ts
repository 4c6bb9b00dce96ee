import { defineTexts } from '../i18n/define';

/** Texts of the report pages' filter bar, table and export. */
export default defineTexts({
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
});
