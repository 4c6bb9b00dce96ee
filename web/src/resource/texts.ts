import type { KeysOf } from '../i18n/keys';
import { defineTexts } from '../i18n/define';

/** Texts of the resource engine's tables, search forms and forms. */
const TEXTS = defineTexts({
  'resource.all': { zh: '全部', en: 'All' },
  'resource.region': { zh: '省 / 市 / 区县', en: 'Province / city / county' },
  'resource.customerSearch': { zh: '输入客户名称搜索', en: 'Type to search customers' },
  'resource.export': { zh: '导出', en: 'Export' },
  'resource.exportFailed': { zh: '导出失败，请稍后重试', en: 'The export failed; try again later' },
  'resource.exportTooMany': {
    zh: '共 {{total}} 条，超出一张工作表所能容纳：文件只含前 {{max}} 条（文件中注明），合计行为全部的合计。继续导出？',
    en: '{{total}} rows are more than one sheet holds: the file holds the first {{max}} (and says so), its totals row is of all. Export?',
  },
  'resource.required': { zh: '请填写{{label}}', en: '{{label}} is required' },
  'resource.notNegative': { zh: '{{label}}不能为负数', en: '{{label}} cannot be negative' },
  'resource.range': {
    zh: '{{label}}须在 {{min}} 至 {{max}} 之间',
    en: '{{label}} lies between {{min}} and {{max}}',
  },
  'resource.rateRange': { zh: '{{label}}须在 0% 至 100% 之间', en: '{{label}} lies between 0% and 100%' },
  'resource.topLevel': { zh: '顶级', en: 'Top level' },
  'resource.editCell': { zh: '修改{{label}}', en: 'Edit {{label}}' },
  'resource.dragToOrder': { zh: '拖动调整顺序', en: 'Drag to reorder' },
  'resource.addChild': { zh: '新增下级', en: 'Add child' },
  'resource.done': { zh: '{{action}}成功', en: '{{action}}: done' },
  'resource.ofRecord': { zh: '{{action}}：{{name}}', en: '{{action}}: {{name}}' },
  'resource.selected': { zh: '已选 {{count}} 项', en: '{{count}} selected' },
  'resource.previewRows': { zh: '读到 {{count}} 条', en: '{{count}} rows read' },
  'resource.previewNothing': { zh: '此刻没有要发送的内容', en: 'Nothing to send right now' },
  'resource.labelled': { zh: '{{label}}：', en: '{{label}}: ' },
  'resource.uploadTemplate': { zh: '下载模板', en: 'Download the template' },
  'resource.uploadPick': { zh: '选择文件', en: 'Choose a file' },
  'resource.uploadStart': { zh: '开始导入', en: 'Import' },
  'resource.uploadFailed': { zh: '上传失败，请稍后重试', en: 'The upload failed; try again later' },
  'resource.uploadFirstErrors': {
    zh: '下表列出前 {{shown}} 处错误',
    en: 'The first {{shown}} errors are listed below',
  },
  'resource.uploadRow': { zh: '行号', en: 'Row' },
  'resource.uploadColumn': { zh: '列', en: 'Column' },
  'resource.uploadReason': { zh: '错误原因', en: 'Problem' },
  'resource.itemField': { zh: '{{item}}·{{label}}', en: '{{item}} · {{label}}' },
  'resource.listMin': { zh: '{{label}}至少 {{min}} 项', en: '{{label}} needs at least {{min}}' },
  'resource.listMax': { zh: '{{label}}最多 {{max}} 项', en: '{{label}} takes at most {{max}}' },
  'resource.listAdd': { zh: '添加{{item}}', en: 'Add: {{item}}' },
  'resource.listUp': { zh: '上移', en: 'Move up' },
  'resource.listDown': { zh: '下移', en: 'Move down' },
  'resource.textZh': { zh: '中文', en: 'Chinese' },
  'resource.textEn': { zh: '英文（可留空，留空时显示中文）', en: 'English (empty: the Chinese is shown)' },
  'resource.imagePick': { zh: '上传图片', en: 'Upload an image' },
  'resource.imageReplace': { zh: '更换图片', en: 'Replace the image' },
  'resource.imageClear': { zh: '移除', en: 'Remove' },
  'resource.imageNumber': { zh: '图片 #{{id}}', en: 'Image #{{id}}' },
  'resource.downloadFailed': { zh: '下载失败，请稍后重试', en: 'The download failed; try again later' },
  'resource.formSubmit': { zh: '提交', en: 'Submit' },
  'resource.formNotSent': {
    zh: '提交后在这里显示服务器的答复',
    en: 'What the server answers shows here once sent',
  },
  'resource.formFailed': { zh: '提交失败，请稍后重试', en: 'Sending failed; try again later' },
});

declare module '../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
