import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of /csrDataManage's record pages: categories, budgets, content accounts and their log. */
const TEXTS = defineTexts({
  'creative.category': { zh: '分类名称', en: 'Category' },
  'creative.parent': { zh: '上级分类', en: 'Parent category' },
  'creative.parentHint': {
    zh: '留空为一级行业；子行业只能放在一级行业之下',
    en: 'Empty for an industry; a sub-industry goes under an industry only',
  },
  'creative.sort': { zh: '排序', en: 'Sort' },
  'creative.customerCount': { zh: '客户数', en: 'Customers' },
  'creative.accountCount': { zh: '账户数', en: 'Accounts' },
  'creative.categoryDeleteHint': {
    zh: '有客户或账户使用的分类不能删除',
    en: 'A category used by a customer or an account cannot be deleted',
  },
  'creative.customer': { zh: '客户', en: 'Customer' },
  'creative.department': { zh: '部门', en: 'Department' },
  'creative.sales': { zh: '商务', en: 'Sales' },
  'creative.month': { zh: '月份', en: 'Month' },
  'creative.budget': { zh: '月预算', en: 'Month budget' },
  'creative.fee': { zh: '当月消耗', en: 'Month spend' },
  'creative.used': { zh: '预算使用率', en: 'Budget used' },
  'creative.warning': { zh: '预算预警', en: 'Budget warning' },
  'creative.nickname': { zh: '昵称', en: 'Nickname' },
  'creative.platformUserId': { zh: '平台用户ID', en: 'Platform user ID' },
  'creative.followers': { zh: '粉丝数', en: 'Followers' },
  'creative.noteCount': { zh: '笔记数', en: 'Notes' },
  'creative.status': { zh: '状态', en: 'Status' },
  'creative.createTime': { zh: '创建时间', en: 'Created' },
  'creative.searchAccount': { zh: '昵称或平台用户ID', en: 'Nickname or platform user ID' },
  'creative.confirmDisable': {
    zh: '停用C端账号「{{name}}」？',
    en: 'Disable the content account “{{name}}”?',
  },
  'creative.contentAccount': { zh: 'C端账号', en: 'Content account' },
  'creative.operation': { zh: '操作', en: 'Operation' },
  'creative.user': { zh: '操作人', en: 'By' },
  'creative.changes': { zh: '变更内容', en: 'Changes' },
  'creative.ip': { zh: 'IP', en: 'IP' },
  'creative.time': { zh: '操作时间', en: 'Time' },
  'creative.start': { zh: '开始日期', en: 'From' },
  'creative.end': { zh: '结束日期', en: 'To' },
  'creative.log': { zh: '操作日志', en: 'Change log' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
