import type { KeysOf } from '../../../i18n/keys';
import { defineTexts } from '../../../i18n/define';

/** Texts of the Excel export sample page (/example/excelExport), and the column groups of its table. */
const TEXTS = defineTexts({
  'example.excel.intro': {
    zh: '勾选账户后导出：文件由服务端生成，表头为两行合并表头（列分组），可选文件类型与自动列宽（中文字符按两个字符宽计算）。',
    en: 'Pick accounts, then export: the server writes the file with a two-row merged header (column groups); choose the file type and whether columns take the width of their text (Chinese characters counted double).',
  },
  'example.excel.groupAccount': { zh: '账户信息', en: 'Account' },
  'example.excel.groupOwner': { zh: '归属', en: 'Ownership' },
  'example.excel.groupMoney': { zh: '资金', en: 'Money' },
  'example.excel.fileName': { zh: '文件名', en: 'File name' },
  'example.excel.fileNameHint': {
    zh: '不含扩展名；留空则用页面标题和日期',
    en: 'Without its extension; left empty, the page title and the day',
  },
  'example.excel.fileNameRule': {
    zh: '文件名不能包含 \\ / : * ? " < > | 等字符',
    en: 'A file name must not contain \\ / : * ? " < > | or the like',
  },
  'example.excel.fileNameTooLong': {
    zh: '文件名最多 {{max}} 个字符',
    en: 'A file name takes at most {{max}} characters',
  },
  'example.excel.autoWidth': { zh: '自动列宽', en: 'Fit column widths' },
  'example.excel.book': { zh: '文件类型', en: 'File type' },
  'example.excel.exportPicked': { zh: '导出选中行', en: 'Export the picked rows' },
  'example.excel.picked': { zh: '已选 {{count}} 行', en: 'Rows picked: {{count}}' },
  'example.excel.pickedRows': { zh: '选中的行', en: 'Picked rows' },
  'example.excel.pickFirst': { zh: '请至少勾选一行再导出', en: 'Pick at least one row to export' },
  'example.excel.exportFailed': { zh: '导出失败，请重试', en: 'The export failed; please retry' },
  'example.excel.upload': { zh: '上传 Excel 或 csv', en: 'Upload an Excel or csv file' },
  'example.excel.uploadDrop': {
    zh: '点击或拖拽文件到此处上传',
    en: 'Click or drag a file here to upload it',
  },
  'example.excel.uploadHint': {
    zh: '仅支持一个 .xlsx、.xls 或 .csv 文件，不超过 {{mb}} MB；第一行作为列名',
    en: 'One .xlsx, .xls or .csv file of at most {{mb}} MB; its first row names the columns',
  },
  'example.excel.uploadType': {
    zh: '只能上传 .xlsx、.xls 或 .csv 文件',
    en: 'Only .xlsx, .xls or .csv files can be uploaded',
  },
  'example.excel.uploadTooLarge': { zh: '文件不能超过 {{mb}} MB', en: 'The file must not exceed {{mb}} MB' },
  'example.excel.uploadFailed': { zh: '上传失败，请重试', en: 'The upload failed; please retry' },
  'example.excel.uploaded': {
    zh: '{{name}}：{{columns}} 列，{{total}} 行数据',
    en: '{{name}}: {{columns}} columns, {{total}} data rows',
  },
  'example.excel.uploadedFirst': {
    zh: '（显示前 {{shown}} 行）',
    en: ' (the first {{shown}} shown)',
  },
});

declare module '../../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
