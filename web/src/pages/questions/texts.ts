import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the questions page (xhsQuestionManage). */
const TEXTS = defineTexts({
  'questions.id': { zh: '编号', en: 'ID' },
  'questions.title': { zh: '标题', en: 'Title' },
  'questions.description': { zh: '描述', en: 'Description' },
  'questions.status': { zh: '状态', en: 'Status' },
  'questions.subjectKind': { zh: '问题对象', en: 'Subject' },
  'questions.account': { zh: '账户', en: 'Account' },
  'questions.customer': { zh: '客户', en: 'Customer' },
  'questions.assignee': { zh: '处理人', en: 'Assignee' },
  'questions.resolution': { zh: '解决说明', en: 'Resolution' },
  'questions.creator': { zh: '创建人', en: 'Opened by' },
  'questions.comments': { zh: '评论数', en: 'Comments' },
  'questions.createTime': { zh: '创建时间', en: 'Opened' },
  'questions.updateTime': { zh: '更新时间', en: 'Updated' },
  'questions.solvedAt': { zh: '解决时间', en: 'Solved' },
  'questions.keywordHint': { zh: '标题、描述、账户或客户', en: 'Title, description, account or customer' },
  'questions.thread': { zh: '评论区', en: 'Comments' },
  'questions.threadOf': { zh: '评论：{{name}}', en: 'Comments: {{name}}' },
  'questions.history': { zh: '处理记录', en: 'History' },
  'questions.historyOf': { zh: '处理记录：{{name}}', en: 'History: {{name}}' },
  'questions.at': { zh: '时间', en: 'Time' },
  'questions.event': { zh: '操作', en: 'Action' },
  'questions.actor': { zh: '操作人', en: 'By' },
  'questions.change': { zh: '变更', en: 'Change' },
  'questions.text': { zh: '内容', en: 'Text' },
  'questions.confirmReopen': {
    zh: '重新打开问题「{{name}}」？它将回到处理中。',
    en: 'Reopen “{{name}}”? It goes back to in progress.',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
