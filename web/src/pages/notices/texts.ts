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
  'notices.runId': { zh: '运行记录', en: 'Run' },
  'notices.day': { zh: '日期', en: 'Day' },
  'notices.sentOk': { zh: '已发送', en: 'Sent' },
  'notices.rules': { zh: '通知规则', en: 'Notice rules' },
  'notices.ruleName': { zh: '规则名称', en: 'Rule' },
  'notices.event': { zh: '通知事件', en: 'Event' },
  'notices.threshold': { zh: '阈值', en: 'Threshold' },
  'notices.thresholdHelp': {
    zh: '余额不足：可用天数低于该值（1–60 天）；消耗下降：较昨日同时段下降超过该百分比（1–99）；目标进度：完成低于该百分比（1–200）。留空则按阈值设置',
    en: 'Low balance: runway under this many days (1–60); spend falling: down by more than this percent on yesterday to the hour (1–99); target progress: under this percent done (1–200). Empty: the thresholds in force',
  },
  'notices.cron': { zh: '发送时间 (Cron)', en: 'Schedule (cron)' },
  'notices.cronHelp': {
    zh: '5 段：分 时 日 月 周，北京时间；如 0 9 * * * 为每天 9:00',
    en: '5 fields: minute hour day month weekday, Beijing time; 0 9 * * * is 9:00 every day',
  },
  'notices.nextRunAt': { zh: '下次执行', en: 'Next run' },
  'notices.lastRunAt': { zh: '上次执行', en: 'Last run' },
  'notices.lastStatus': { zh: '上次结果', en: 'Last result' },
  'notices.sentCount': { zh: '消息数', en: 'Messages' },
  'notices.preview': { zh: '预览（当前数据）', en: 'Preview (data as it is now)' },
  'notices.removeRuleHint': {
    zh: '删除后其定时任务一并删除，已发送的记录保留。',
    en: 'Its scheduled job goes with it; its send log stays.',
  },
  'notices.confirmRunNow': { zh: '立即执行「{{name}}」并发送？', en: 'Run “{{name}}” now and send?' },
  'notices.confirmResend': { zh: '重新发送「{{name}}」？', en: 'Send “{{name}}” again?' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
