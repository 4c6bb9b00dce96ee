import { FIELD_LABELS } from '@adops/common/fieldLabels';
import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the leads page (xhsAppCustomer) and the rate limits of the public lead endpoint. */
const TEXTS = defineTexts({
  'leads.name': { zh: '姓名', en: 'Name' },
  'leads.phone': { zh: '手机号', en: 'Mobile' },
  'leads.email': { zh: '邮箱', en: 'Email' },
  'leads.region': { zh: '地区', en: 'Region' },
  'leads.page': { zh: '落地页', en: 'Landing page' },
  'leads.slug': { zh: '页面标识', en: 'Page slug' },
  'leads.customer': { zh: '广告主', en: 'Advertiser' },
  'leads.source': { zh: '来源', en: 'Source' },
  'leads.answers': { zh: '其他信息', en: 'Other answers' },
  // The fields the form edits read as the API's refusals name them.
  'leads.status': FIELD_LABELS.status,
  'leads.remark': FIELD_LABELS.remark,
  'leads.assignee': FIELD_LABELS.assigneeId,
  'leads.time': { zh: '提交时间', en: 'Submitted' },
  'leads.start': { zh: '开始日期', en: 'From' },
  'leads.end': { zh: '结束日期', en: 'To' },
  'leads.search': { zh: '姓名、手机号或邮箱', en: 'Name, mobile or email' },
  'leads.maskedHint': {
    zh: '非本广告主负责人，手机号和邮箱已隐藏部分内容',
    en: 'Not your advertiser: the mobile and email are partly hidden',
  },
  'leads.rateLimits': { zh: '提交频率限制', en: 'Rate limits' },
  'leads.rateLimitsTitle': { zh: '落地页留资频率限制', en: 'Landing page lead rate limits' },
  'leads.rateLimitsReadOnly': {
    zh: '仅拥有落地页权限且可查看全部数据的用户可以修改频率限制。',
    en: 'Only a holder of the landing pages who sees all data can change the rate limits.',
  },
  'leads.perAddressPerMinute': FIELD_LABELS.perAddressPerMinute,
  'leads.perPagePerDay': FIELD_LABELS.perPagePerDay,
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
