import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of today's operations (todayOperation). */
const TEXTS = defineTexts({
  'todayOperation.time': { zh: '时间', en: 'Time' },
  'todayOperation.kind': { zh: '事件类型', en: 'Event' },
  'todayOperation.summary': { zh: '摘要', en: 'Summary' },
  'todayOperation.customer': { zh: '客户', en: 'Customer' },
  'todayOperation.account': { zh: '账户', en: 'Account' },
  'todayOperation.actor': { zh: '操作人', en: 'By' },
  'todayOperation.day': { zh: '日期', en: 'Day' },
  'todayOperation.today': { zh: '今天', en: 'Today' },
  'todayOperation.keywordHint': {
    zh: '账户、客户、操作人或内容',
    en: 'Account, customer, person or text',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
