import { THRESHOLDS_SAVE_URL, THRESHOLDS_URL } from '@adops/common/contract/thresholds';
import { findRoute } from '@adops/common/menu';
import type { ThresholdKey, Thresholds } from '@adops/common/thresholds';
import { SettingsButton, type SettingsDef } from '../../components/SettingsButton';
import { registerTexts } from '../../i18n';
import { formValues, savedValues, THRESHOLD_FIELDS, thresholdText } from './fields';
import THRESHOLD_TEXTS from './texts';

registerTexts(THRESHOLD_TEXTS);

/** The sections whose figures are read by the thresholds: their report pages offer the dialog. */
const SECTIONS = new Set(['/operationalMonitoring', '/platformAssessment']);

export const byThresholds = (path: string) => SECTIONS.has(findRoute(path)?.section.path ?? '');

/**
 * The thresholds in force (common/thresholds.ts) in a dialog of the report pages they decide: editable by the
 * admin and the general manager (the server refuses anyone else). Once saved, every report is read again by the
 * new values.
 */
const THRESHOLDS: SettingsDef<Thresholds> = {
  url: THRESHOLDS_URL,
  saveUrl: THRESHOLDS_SAVE_URL,
  testId: 'thresholds',
  label: 'thresholds.open',
  title: 'thresholds.title',
  readOnly: 'thresholds.readOnly',
  fields: THRESHOLD_FIELDS,
  formValues,
  savedValues,
  shown: (key, values, lang) => thresholdText(key as ThresholdKey, values, lang),
  refreshes: [['report']],
};

export const ThresholdsButton = () => <SettingsButton def={THRESHOLDS} />;
