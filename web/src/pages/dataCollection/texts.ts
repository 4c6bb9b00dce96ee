import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the data-collection page (operationReptile): the accounts' syncs and the uploads' history. */
const TEXTS = defineTexts({
  'dataCollection.syncStates': { zh: '账户同步', en: 'Account syncs' },
  'dataCollection.imports': { zh: '导入记录', en: 'Uploads' },
  'dataCollection.platformId': { zh: '账户ID', en: 'Account ID' },
  'dataCollection.account': { zh: '账户名称', en: 'Account' },
  'dataCollection.customer': { zh: '客户', en: 'Customer' },
  'dataCollection.operator': { zh: '运营', en: 'Operator' },
  'dataCollection.lastSyncAt': { zh: '最近同步', en: 'Last sync' },
  'dataCollection.lastOkAt': { zh: '最近成功', en: 'Last good sync' },
  'dataCollection.rows': { zh: '写入行数', en: 'Rows written' },
  'dataCollection.error': { zh: '同步错误', en: 'Sync error' },
  'dataCollection.requestedAt': { zh: '待同步（申请时间）', en: 'Sync asked for at' },
  'dataCollection.hasError': { zh: '同步出错', en: 'Sync failed' },
  'dataCollection.keywordHint': { zh: '账户名称 / 账户ID / 客户', en: 'Account, account ID or customer' },
  'dataCollection.confirmSyncAccount': {
    zh: '立即同步账户「{{name}}」今天和近 7 日的数据？',
    en: 'Sync today and the last 7 days of “{{name}}” now?',
  },
  'dataCollection.confirmSyncAll': {
    zh: '立即同步全部账户今天的数据？',
    en: 'Sync today’s data of every account now?',
  },
  'dataCollection.uploadedAt': { zh: '上传时间', en: 'Uploaded' },
  'dataCollection.filename': { zh: '文件名', en: 'File' },
  'dataCollection.kind': { zh: '报表类型', en: 'Report' },
  'dataCollection.uploader': { zh: '上传人', en: 'Uploaded by' },
  'dataCollection.status': { zh: '结果', en: 'Result' },
  'dataCollection.rowsRead': { zh: '读取行数', en: 'Rows read' },
  'dataCollection.rowsWritten': { zh: '写入行数', en: 'Rows written' },
  'dataCollection.rowsRefused': { zh: '错误行数', en: 'Rows refused' },
  'dataCollection.message': { zh: '说明', en: 'Message' },
  'dataCollection.fileHint': { zh: '文件名 / 上传人', en: 'File or uploader' },
  'dataCollection.start': { zh: '开始日期', en: 'From' },
  'dataCollection.end': { zh: '结束日期', en: 'To' },
  'dataCollection.upload': { zh: '上传平台导出文件', en: 'Upload a platform export' },
  'dataCollection.uploadHint': {
    zh: '账户日报（xlsx 或 UTF-8 csv）：日期、账户ID、消耗、展现、点击、互动、私信咨询、表单提交。有任何错误时整个文件不导入，并逐行列出错误。',
    en: 'The account daily report (xlsx or UTF-8 csv): date, account ID, spend, impressions, clicks, interactions, consults, leads. A file with any error is not imported; its errors are listed row by row.',
  },
  'dataCollection.imported': {
    zh: '已导入 {{rows}} 行：新增 {{created}}，更新 {{updated}}，未变 {{unchanged}}',
    en: '{{rows}} rows imported: {{created}} new, {{updated}} updated, {{unchanged}} unchanged',
  },
  'dataCollection.errors': { zh: '错误明细', en: 'Errors' },
  'dataCollection.errorsOf': { zh: '错误明细：{{name}}', en: 'Errors: {{name}}' },
  'dataCollection.tabSyncs': { zh: '账户同步状态', en: 'Account syncs' },
  'dataCollection.tabImports': { zh: '文件导入', en: 'File imports' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
