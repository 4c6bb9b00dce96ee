import { FIELD_LABELS } from '@adops/common/fieldLabels';
import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the form builder (xhsAppFallPageForm) and the landing page editor (xhsAppFallPage). */
const TEXTS = defineTexts({
  'landingForm.name': { zh: '表单名称', en: 'Form name' },
  // The fields the forms edit read as the API's refusals name them.
  'landingForm.fields': FIELD_LABELS.fields,
  'landingForm.field': { zh: '字段', en: 'Field' },
  'landingForm.fieldCount': { zh: '字段数', en: 'Fields' },
  'landingForm.pageCount': { zh: '使用页面数', en: 'Pages using it' },
  'landingForm.publishedCount': { zh: '已发布页面数', en: 'Published pages' },
  'landingForm.kind': { zh: '字段类型', en: 'Kind' },
  'landingForm.key': { zh: '字段标识', en: 'Key' },
  'landingForm.keyHelp': {
    zh: '提交时的参数名，如 budget；姓名、手机号、邮箱、地区字段的标识固定为其类型',
    en: 'The name the answer is posted under, e.g. budget; name, mobile, email and region fields have their kind as key',
  },
  'landingForm.label': { zh: '字段名称', en: 'Label' },
  'landingForm.required': { zh: '必填', en: 'Required' },
  'landingForm.options': { zh: '选项', en: 'Options' },
  'landingForm.option': { zh: '选项', en: 'Option' },
  'landingForm.optionValue': { zh: '选项值', en: 'Value' },
  'landingForm.optionZh': { zh: '中文名称', en: 'Chinese label' },
  'landingForm.optionEn': { zh: '英文名称', en: 'English label' },
  'landingForm.createTime': { zh: '创建时间', en: 'Created' },
  'landingForm.updateTime': { zh: '更新时间', en: 'Updated' },
  'landingForm.deleteHint': {
    zh: '被落地页使用的表单不能删除',
    en: 'A form that a landing page shows cannot be deleted',
  },
  'landingPage.title': FIELD_LABELS.title,
  'landingPage.slug': FIELD_LABELS.slug,
  'landingPage.slugHelp': {
    zh: '公开地址为 /strategy?page=页面标识',
    en: 'The page is public at /strategy?page=<slug>',
  },
  'landingPage.customer': { zh: '广告主', en: 'Advertiser' },
  'landingPage.form': FIELD_LABELS.formId,
  'landingPage.status': { zh: '状态', en: 'Status' },
  'landingPage.publishedAt': { zh: '发布时间', en: 'Published' },
  'landingPage.leadCount': { zh: '留资数', en: 'Leads' },
  'landingPage.banner': FIELD_LABELS.bannerImageId,
  'landingPage.blocks': FIELD_LABELS.blocks,
  'landingPage.block': { zh: '区块', en: 'Block' },
  'landingPage.blockKind': { zh: '区块类型', en: 'Block kind' },
  'landingPage.blockText': { zh: '文字', en: 'Text' },
  'landingPage.blockImage': { zh: '图片', en: 'Image' },
  'landingPage.blocksHelp': {
    zh: '从上到下依次显示；没有表单区块时表单显示在最后',
    en: 'Shown top to bottom; without a form block the form comes last',
  },
  'landingPage.searchKeyword': { zh: '标题、标识或广告主', en: 'Title, slug or advertiser' },
  'landingPage.preview': { zh: '预览', en: 'Preview' },
  'landingPage.previewTitle': { zh: '预览：{{name}}', en: 'Preview: {{name}}' },
  'landingPage.confirmPublish': {
    zh: '发布落地页「{{name}}」？发布后任何人都可通过公开地址访问',
    en: 'Publish the landing page “{{name}}”? Anyone with its address can then open it',
  },
  'landingPage.confirmUnpublish': {
    zh: '下线落地页「{{name}}」？公开地址将显示页面不存在',
    en: 'Take the landing page “{{name}}” offline? Its address will show “not found”',
  },
  'landingPage.deleteHint': {
    zh: '已发布或已有留资的落地页不能删除',
    en: 'A published landing page, or one with leads, cannot be deleted',
  },
  'landingPage.createTime': { zh: '创建时间', en: 'Created' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
