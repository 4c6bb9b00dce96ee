import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the operations workbench. */
const TEXTS = defineTexts({
  'workbench.todos': { zh: '今日待办', en: "Today's to-dos" },
  'workbench.task.lowBalance': { zh: '余额不足', en: 'Low balance' },
  'workbench.task.zeroSpend': { zh: '零消耗', en: 'No spend yet' },
  'workbench.task.descent': { zh: '消耗下降', en: 'Spend falling' },
  'workbench.task.overThreshold': { zh: '监控超阈值', en: 'Over threshold' },
  'workbench.todoHint': { zh: '点击查看账户', en: 'Click to see the accounts' },

  'workbench.targetProcess': { zh: '季度目标进度', en: 'Quarter target progress' },
  'workbench.elapsed': { zh: '时间进度 {{percent}}', en: '{{percent}} of the quarter elapsed' },
  'workbench.projected': {
    zh: '按当前进度预计 {{amount}}（完成 {{percent}}）',
    en: 'At this pace {{amount}} ({{percent}} achieved)',
  },
  'workbench.setTarget': { zh: '设置季度目标', en: 'Set quarter target' },
  'workbench.level': { zh: '目标层级', en: 'Level' },
  'workbench.level.company': { zh: '公司', en: 'Company' },
  'workbench.level.department': { zh: '部门', en: 'Department' },
  'workbench.level.group': { zh: '运营组', en: 'Operation group' },
  'workbench.level.operator': { zh: '运营', en: 'Operator' },
  'workbench.levelOf.department': { zh: '部门：{{name}}', en: 'Department: {{name}}' },
  'workbench.levelOf.group': { zh: '运营组：{{name}}', en: 'Group: {{name}}' },
  'workbench.levelOf.operator': { zh: '本人：{{name}}', en: 'Me: {{name}}' },
  'workbench.quarter': { zh: '季度', en: 'Quarter' },
  'workbench.quarterOf': { zh: '{{year}}年第{{quarter}}季度', en: '{{year}} Q{{quarter}}' },
  'workbench.targetAmount': { zh: '目标金额', en: 'Target amount' },

  'workbench.yoy': { zh: '同比概览', en: 'Year on year' },
  'workbench.period.month': { zh: '本月', en: 'This month' },
  'workbench.period.quarter': { zh: '本季', en: 'This quarter' },
  'workbench.period.year': { zh: '本年', en: 'This year' },
  'workbench.vsLastYear': { zh: '同比', en: 'vs a year before' },
  'workbench.lastYear': { zh: '去年同期 {{amount}}', en: 'A year before {{amount}}' },

  'workbench.consumeTrendYoy': { zh: '消耗趋势同比', en: 'Spend trend, year on year' },
  'workbench.bucket.month': { zh: '按月', en: 'By month' },
  'workbench.bucket.day': { zh: '按日', en: 'By day' },
  'workbench.deptConsumeYoy': { zh: '部门消耗同比', en: 'Department spend, year on year' },

  'workbench.accountTasks': { zh: '账户任务', en: 'Account tasks' },
  'workbench.editTask': { zh: '编辑任务', en: 'Edit task' },
  'workbench.taskAmount': { zh: '本月任务', en: "This month's task" },
  'workbench.taskHelp': {
    zh: '账户本月应达到的消耗',
    en: 'The spend the account should reach this month',
  },

  'workbench.hourFeeMonitor': { zh: '分时消耗监控', en: 'Spend by hour' },
  'workbench.totalHourFee': { zh: '累计分时消耗', en: 'Cumulative spend by hour' },
  'workbench.monitorAccounts': { zh: '监控账户', en: 'Monitored accounts' },
  'workbench.addMonitor': { zh: '添加监控', en: 'Monitor an account' },
  'workbench.editThresholds': { zh: '编辑阈值', en: 'Edit thresholds' },
  'workbench.removeMonitor': { zh: '移除监控', en: 'Stop monitoring' },
  'workbench.confirmRemoveMonitor': {
    zh: '确定移除“{{name}}”的监控吗？',
    en: 'Stop monitoring "{{name}}"?',
  },
  'workbench.account': { zh: '账户', en: 'Account' },
  'workbench.hourlyFeeLimit': { zh: '小时消耗阈值', en: 'Hourly spend threshold' },
  'workbench.hourlyFeeHelp': {
    zh: '一小时消耗高于此数即超阈值；留空不设',
    en: "Over threshold when an hour's spend is above this; leave empty for none",
  },
  'workbench.balanceLimit': { zh: '余额阈值', en: 'Balance threshold' },
  'workbench.balanceHelp': {
    zh: '余额低于此数即超阈值；留空不设',
    en: 'Over threshold when the balance is below this; leave empty for none',
  },
  'workbench.monitorAccountChart': { zh: '监控账户分时', en: 'Monitored accounts by hour' },
  'workbench.monitorAccountDept': { zh: '部门监控账户', en: 'Monitored accounts by department' },

  'workbench.feeStructure': { zh: '消耗结构', en: 'Spend structure' },
  'workbench.feeStructureShare': { zh: '消耗结构占比', en: 'Spend shares' },
  'workbench.dimension.product': { zh: '平台产品', en: 'Product' },
  'workbench.dimension.marketingTarget': { zh: '营销目标', en: 'Marketing target' },
  'workbench.dimension.category': { zh: '行业', en: 'Industry' },
  'workbench.deptFeeStructure': { zh: '部门消耗结构', en: 'Spend structure by department' },
  'workbench.accountRanking': { zh: '账户消耗排行', en: 'Top accounts by spend' },
  'workbench.operatorRanking': { zh: '运营消耗排行', en: 'Top operators by spend' },
  'workbench.deptTasks': { zh: '部门任务', en: 'Department targets' },
  'workbench.deptTaskStructure': { zh: '部门任务结构', en: "Departments' shares of the targets" },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
