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
  'resource.addChild': { zh: '新增下级', en: 'Add child' },
  'resource.done': { zh: '{{action}}成功', en: '{{action}}: done' },
  'resource.ofRecord': { zh: '{{action}}：{{name}}', en: '{{action}}: {{name}}' },
  'resource.selected': { zh: '已选 {{count}} 项', en: '{{count}} selected' },
});

declare module '../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
