import { FIELD_LABELS } from '@adops/common/fieldLabels';
import type { KeysOf } from '../../../i18n/keys';
import { defineTexts } from '../../../i18n/define';

/** Texts of the form sample page (/example/form). */
const TEXTS = defineTexts({
  'example.form.intro': {
    zh: '控制台表单的每一种输入，由资源引擎按定义绘制；提交后服务器按同样的规则校验，并返回它理解到的值（金额以分计，地区带名称）。',
    en: 'Every kind of input of the console’s forms, drawn by the resource engine from a definition; once sent, the server checks them by the same rules and answers what it understood (money in cents, a region with its names).',
  },
  // The fields read as the API's refusals name them.
  'example.form.name': FIELD_LABELS.name,
  'example.form.mobile': FIELD_LABELS.mobile,
  'example.form.email': FIELD_LABELS.email,
  'example.form.amount': FIELD_LABELS.amount,
  'example.form.days': FIELD_LABELS.days,
  'example.form.day': FIELD_LABELS.day,
  'example.form.dates': FIELD_LABELS.dates,
  'example.form.product': FIELD_LABELS.product,
  'example.form.regionCode': FIELD_LABELS.regionCode,
  'example.form.enabled': FIELD_LABELS.enabled,
  'example.form.paymentMethod': FIELD_LABELS.paymentMethod,
  'example.form.marketingTargets': FIELD_LABELS.marketingTargets,
  'example.form.image': FIELD_LABELS.image,
  'example.form.remark': FIELD_LABELS.remark,
  'example.form.imageHelp': {
    zh: 'JPG、PNG 或 WebP，不超过 1 MB，随表单一起提交',
    en: 'JPG, PNG or WebP, at most 1 MB, sent with the form',
  },
  'example.form.answer': { zh: '服务器的答复', en: 'What the server understood' },
});

declare module '../../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
