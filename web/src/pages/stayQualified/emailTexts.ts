import { FIELD_LABELS } from '@adops/common/fieldLabels';
import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the lead e-mail page (xhsAppEmailSend): the settings and the send log. */
const TEXTS = defineTexts({
  'leadEmail.settings': { zh: '发送设置', en: 'Settings' },
  'leadEmail.log': { zh: '发送记录', en: 'Send log' },
  'leadEmail.customer': { zh: '广告主', en: 'Advertiser' },
  'leadEmail.recipients': FIELD_LABELS.recipients,
  'leadEmail.recipientsHelp': {
    zh: '每行一个邮箱，或用逗号、分号隔开；最多 20 个',
    en: 'One address a line, or separated by commas or semicolons; at most 20',
  },
  'leadEmail.cron': FIELD_LABELS.cron,
  'leadEmail.cronHelp': {
    zh: '5 段 Cron（北京时间）：分 时 日 月 周，例如 0 9 * * * 为每天 9:00',
    en: 'Five-field cron (Beijing time): minute hour day month weekday; 0 9 * * * is every day at 9:00',
  },
  'leadEmail.enabled': { zh: '启用', en: 'Enabled' },
  'leadEmail.pending': { zh: '待发送线索', en: 'Leads waiting' },
  'leadEmail.nextRunAt': { zh: '下次发送', en: 'Next send' },
  'leadEmail.lastSentAt': { zh: '最近发送', en: 'Last sent' },
  'leadEmail.lastResult': { zh: '最近结果', en: 'Last result' },
  'leadEmail.createTime': { zh: '创建时间', en: 'Created' },
  'leadEmail.confirmSendNow': {
    zh: '立即把「{{name}}」尚未发送的线索发送一次？结果稍后见发送记录。',
    en: 'Send the leads of “{{name}}” not yet sent now? See the send log for the outcome shortly.',
  },
  'leadEmail.removeHint': {
    zh: '删除后不再发送该广告主的线索邮件，已有的发送记录保留。',
    en: 'The advertiser’s leads are no longer e-mailed; its send log stays.',
  },
  'leadEmail.time': { zh: '发送时间', en: 'Sent' },
  'leadEmail.subject': { zh: '主题', en: 'Subject' },
  'leadEmail.leadCount': { zh: '线索数', en: 'Leads' },
  'leadEmail.result': { zh: '结果', en: 'Result' },
  'leadEmail.answer': { zh: '邮件服务器应答', en: 'Mail server’s answer' },
  'leadEmail.messageId': { zh: 'Message-ID', en: 'Message-ID' },
  'leadEmail.finishTime': { zh: '完成时间', en: 'Finished' },
  'leadEmail.start': { zh: '开始日期', en: 'From' },
  'leadEmail.end': { zh: '结束日期', en: 'To' },
  'leadEmail.message': { zh: '邮件原文', en: 'Whole message' },
  'leadEmail.messageTitle': { zh: '邮件原文：{{name}}', en: 'Whole message: {{name}}' },
  'leadEmail.kept': {
    zh: '未配置 SMTP_URL：邮件不会真正发出，每封邮件的全文保留在发送记录中（“邮件原文”可查看）。',
    en: 'No SMTP_URL is set: e-mails are not sent; each is kept whole in the send log (see “Whole message”).',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
