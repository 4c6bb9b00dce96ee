import { FIELD_LABELS } from '@adops/common/fieldLabels';
import { THRESHOLD_KINDS, type ThresholdKey } from '@adops/common/thresholds';
import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Each threshold's label, as the API's refusals name it (common/fieldLabels.ts). */
const LABELS = Object.fromEntries(
  (Object.keys(THRESHOLD_KINDS) as ThresholdKey[]).map((key) => [`thresholds.${key}`, FIELD_LABELS[key]]),
) as Record<`thresholds.${ThresholdKey}`, { zh: string; en: string }>;

/** Texts of the thresholds' dialog. */
const TEXTS = defineTexts({
  ...LABELS,
  'thresholds.open': { zh: '阈值设置', en: 'Thresholds' },
  'thresholds.title': { zh: '监控与考核阈值', en: 'Monitoring and assessment thresholds' },
  'thresholds.readOnly': {
    zh: '仅超级管理员和总经理可以修改阈值。',
    en: 'Only the admin and the general manager can change the thresholds.',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
