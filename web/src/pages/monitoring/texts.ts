import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of the monitoring pages' row actions. */
const TEXTS = defineTexts({
  'monitoring.recordCause': { zh: '记录原因', en: 'Record cause' },
  'monitoring.cause': { zh: '下降原因', en: 'Cause' },
  'monitoring.action': { zh: '处理措施', en: 'Action taken' },
  'monitoring.editNote': { zh: '运营记录', en: 'Write note' },
  'monitoring.note': { zh: '本周运营情况', en: 'What was done this week' },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
