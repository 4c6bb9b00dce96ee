import type { ColumnKind } from '@adops/common/columns';
import { cellText } from '@adops/common/cellText';
import {
  THRESHOLD_KINDS,
  THRESHOLD_RULES,
  type ThresholdKey,
  type ThresholdKind,
  type Thresholds,
} from '@adops/common/thresholds';
import type { FieldDef, InputKind } from '../../resource/types';

/** How each kind of threshold is entered: a percentage, yuan, a whole number, or a factor. */
const INPUTS: Record<ThresholdKind, InputKind> = {
  percent: 'rate',
  money: 'money',
  days: 'count',
  count: 'count',
  factor: 'number',
};

/** How each kind reads (its default's hint, the read-only view). */
const SHOWN: Record<ThresholdKind, ColumnKind> = {
  percent: 'percent',
  money: 'money',
  days: 'count',
  count: 'count',
  factor: 'decimal',
};

export const THRESHOLD_KEYS = Object.keys(THRESHOLD_KINDS) as ThresholdKey[];

/** A share (0.3) is entered as a rate, whose input reads basis points (30.00 %). */
const BASIS_POINTS = 10_000;
const shares = THRESHOLD_KEYS.filter((key) => THRESHOLD_KINDS[key] === 'percent');
/** A threshold's value in the form's units. */
const inForm = (key: ThresholdKey, value: number) =>
  THRESHOLD_KINDS[key] === 'percent' ? Math.round(value * BASIS_POINTS) : value;

/**
 * The form's fields, in THRESHOLD_KINDS' order, each labelled as the API names it and taking the values the
 * server takes (common/thresholds.ts), so that a value out of them is refused before it is sent.
 */
export const THRESHOLD_FIELDS: readonly FieldDef[] = THRESHOLD_KEYS.map((key) => ({
  name: key,
  label: `thresholds.${key}`,
  kind: INPUTS[THRESHOLD_KINDS[key]],
  required: true,
  range: [inForm(key, THRESHOLD_RULES[key].min), inForm(key, THRESHOLD_RULES[key].max)],
}));

/** A threshold's value as the console shows it (30.00%, 5,000.00, 3). */
export const thresholdText = (key: ThresholdKey, values: Thresholds, lang: 'zh' | 'en') =>
  cellText(SHOWN[THRESHOLD_KINDS[key]], values[key], lang);

/** The form's values of the thresholds. */
export const formValues = (values: Thresholds): Record<string, unknown> =>
  Object.fromEntries(THRESHOLD_KEYS.map((key) => [key, inForm(key, values[key])]));

/** The thresholds of the form's values, as the API takes them. */
export const savedValues = (form: Record<string, unknown>): Record<string, unknown> => ({
  ...form,
  ...Object.fromEntries(shares.map((key) => [key, Number(form[key]) / BASIS_POINTS])),
});
