import type { KeysOf } from '../../../i18n/keys';
import { defineTexts } from '../../../i18n/define';

/** Texts of the complex table sample page (/example/complexTable). */
const TEXTS = defineTexts({
  'example.table.complex': { zh: '综合表格', en: 'Complex table' },
  'example.table.drag': { zh: '拖拽排序', en: 'Drag to reorder' },
  'example.table.inline': { zh: '行内编辑', en: 'Edit in place' },
  'example.table.columns': { zh: '动态列', en: 'Pick columns' },
  'example.table.id': { zh: '编号', en: 'ID' },
  'example.table.title': { zh: '标题', en: 'Title' },
  'example.table.author': { zh: '作者', en: 'Author' },
  'example.table.reviewer': { zh: '审核人', en: 'Reviewer' },
  'example.table.showReviewer': { zh: '显示审核人', en: 'Show reviewer' },
  'example.table.importance': { zh: '重要性', en: 'Importance' },
  'example.table.type': { zh: '类型', en: 'Type' },
  'example.table.status': { zh: '状态', en: 'Status' },
  'example.table.displayDay': { zh: '发布日期', en: 'Display date' },
  'example.table.pageviews': { zh: '阅读数', en: 'Pageviews' },
  'example.table.remark': { zh: '备注', en: 'Remark' },
  'example.table.position': { zh: '顺序', en: 'Order' },
  'example.table.order': { zh: '排序', en: 'Order by' },
  'example.table.idAscending': { zh: 'ID 升序', en: 'ID ascending' },
  'example.table.idDescending': { zh: 'ID 降序', en: 'ID descending' },
  'example.table.keyword': { zh: '标题或作者', en: 'Title or author' },
  'example.table.readsOf': { zh: '阅读统计：{{name}}', en: 'Reads: {{name}}' },
  'example.table.dragHint': {
    zh: '按住行首的把手上下拖动，松开即保存新的顺序。',
    en: 'Hold the handle at the start of a row and drag it up or down; the new order is saved as you let go.',
  },
  'example.table.inlineHint': {
    zh: '点铅笔修改标题或作者：✓ 保存，✕ 取消并恢复原值。',
    en: 'Click a pencil to edit a title or an author: ✓ saves, ✕ cancels and restores the value.',
  },
});

declare module '../../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
