import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of /otherTools' operations pages: scheduled jobs and the automation log. */
const TEXTS = defineTexts({
  'jobs.kind': { zh: '任务', en: 'Job' },
  'jobs.cron': { zh: 'Cron 表达式', en: 'Cron expression' },
  'jobs.cronHelp': {
    zh: '5 段：分 时 日 月 周，按北京时间，如 */5 * * * * 为每 5 分钟',
    en: '5 fields: minute hour day month weekday, Beijing time; */5 * * * * is every 5 minutes',
  },
  'jobs.enabled': { zh: '启用', en: 'Enabled' },
  'jobs.nextRunAt': { zh: '下次执行', en: 'Next run' },
  'jobs.lastRunAt': { zh: '上次执行', en: 'Last run' },
  'jobs.lastStatus': { zh: '上次结果', en: 'Last result' },
  'jobs.lastDurationMs': { zh: '上次耗时(毫秒)', en: 'Last duration (ms)' },
  'jobs.startedAt': { zh: '开始时间', en: 'Started' },
  'jobs.finishedAt': { zh: '结束时间', en: 'Finished' },
  'jobs.trigger': { zh: '触发方式', en: 'Trigger' },
  'jobs.status': { zh: '结果', en: 'Result' },
  'jobs.durationMs': { zh: '耗时(毫秒)', en: 'Took (ms)' },
  'jobs.accounts': { zh: '账户数', en: 'Accounts' },
  'jobs.rows': { zh: '行数', en: 'Rows' },
  'jobs.message': { zh: '说明', en: 'Message' },
  'jobs.errors': { zh: '失败项', en: 'Failures' },
  'jobs.runNotices': { zh: '本次消息', en: 'Its messages' },
  'jobs.instance': { zh: '执行实例', en: 'Instance' },
  'jobs.start': { zh: '开始日期', en: 'From' },
  'jobs.end': { zh: '结束日期', en: 'To' },
  'jobs.confirmRunNow': { zh: '立即执行任务「{{name}}」？', en: 'Run “{{name}}” now?' },
  'jobs.confirmDisable': {
    zh: '停用任务「{{name}}」？停用后不再定时执行。',
    en: 'Disable “{{name}}”? It will no longer run on its schedule.',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
