import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';
import { NOTICE_VARIABLES, ROW_VARIABLES } from '@adops/common/notices/template';

/** A template's variables as it writes them. */
const listed = (variables: object) =>
  Object.keys(variables)
    .map((name) => `{{${name}}}`)
    .join(' ');

/** Texts of the WeCom notice pages. */
const TEXTS = defineTexts({
  'notices.templateName': { zh: '模板名称', en: 'Template' },
  'notices.template': { zh: '模板内容', en: 'Text' },
  'notices.templateHelp': {
    zh: `变量：${listed(NOTICE_VARIABLES)}；{{#rows}} 与 {{/rows}} 之间每个账户一行，可用 ${listed(ROW_VARIABLES)}`,
    en: `Variables: ${listed(NOTICE_VARIABLES)}; between {{#rows}} and {{/rows}} a line per account, with ${listed(ROW_VARIABLES)}`,
  },
  'notices.updateTime': { zh: '更新时间', en: 'Updated' },
  'notices.robots': { zh: '群机器人', en: 'Group robots' },
  'notices.robotName': { zh: '机器人', en: 'Robot' },
  'notices.robotKind': { zh: '类型', en: 'Kind' },
  'notices.customer': { zh: '客户', en: 'Customer' },
  'notices.department': { zh: '部门', en: 'Department' },
  'notices.webhook': { zh: 'Webhook 地址', en: 'Webhook URL' },
  'notices.webhookUrl': { zh: 'Webhook 地址', en: 'Webhook URL' },
  'notices.webhookHelp': {
    zh: '在企业微信群中添加机器人后复制其 Webhook 地址；保存后只显示脱敏地址，编辑时留空则保持不变',
    en: 'Copy the webhook URL from the robot added to the WeCom group; once saved it is shown masked, and left empty when editing it stays as it is',
  },
  'notices.enabled': { zh: '启用', en: 'Enabled' },
  'notices.queued': { zh: '待发送', en: 'Queued' },
  'notices.failed': { zh: '失败', en: 'Failed' },
  'notices.lastSentAt': { zh: '最近发送', en: 'Last sent' },
  'notices.removeRobotHint': {
    zh: '删除后发送记录保留，但该机器人排队中的消息不再发送。',
    en: 'Its send log stays, but its queued messages will not be sent.',
  },
  'notices.confirmTest': { zh: '向「{{name}}」发送一条测试消息？', en: 'Send a test message to “{{name}}”?' },
  'notices.received': { zh: '群内消息（演示机器人）', en: 'In the group (demo robot)' },
  'notices.receivedBy': { zh: '{{name}} 群内收到的消息', en: 'What {{name}} showed in its group' },
  'notices.msgtype': { zh: '消息类型', en: 'Type' },
  'notices.attempts': { zh: '发送尝试', en: 'Attempts' },
  'notices.attemptsOf': { zh: '{{name}} 的发送尝试', en: 'Attempts of {{name}}' },
  'notices.attemptAt': { zh: '时间', en: 'At' },
  'notices.delivery': { zh: '结果', en: 'Result' },
  'notices.errcode': { zh: 'errcode', en: 'errcode' },
  'notices.errmsg': { zh: 'errmsg', en: 'errmsg' },
  'notices.ms': { zh: '耗时(毫秒)', en: 'Took (ms)' },
  'notices.createTime': { zh: '创建时间', en: 'Created' },
  'notices.source': { zh: '来源', en: 'Source' },
  'notices.content': { zh: '内容', en: 'Content' },
  'notices.status': { zh: '状态', en: 'Status' },
  'notices.attemptCount': { zh: '尝试次数', en: 'Attempts' },
  'notices.nextAttemptAt': { zh: '下次尝试', en: 'Next attempt' },
  'notices.sentAt': { zh: '发送时间', en: 'Sent' },
  'notices.start': { zh: '开始日期', en: 'From' },
  'notices.end': { zh: '结束日期', en: 'To' },
  'notices.confirmResend': { zh: '重新发送「{{name}}」？', en: 'Send “{{name}}” again?' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
