import type { Rule } from 'antd/es/form';
import { cellText } from '@adops/common/cellText';
import type { ColumnKind } from '@adops/common/columns';
import type { Lang } from '@adops/common/messages';
import type { Translate } from '../i18n';
import { checkRule, failedText } from '../app/formRules';
import type { FieldDef, InputKind } from './types';

type T = Translate;

/** The kinds whose values are typed as text: blank text is no value. */
const TEXT_KINDS: ReadonlySet<InputKind> = new Set(['text', 'textarea', 'keyword', 'password']);

/** The greatest rate a field takes, in basis points (100 %). */
const MAX_RATE_BP = 10_000;

/** How the ends of a number's range read in its message, as the figures of its kind do. */
const RANGE_TEXT: Partial<Record<InputKind, ColumnKind>> = {
  money: 'money',
  rate: 'rate',
  count: 'count',
  number: 'decimal',
};

const LOCAL_TEXT_KINDS: ReadonlySet<InputKind> = new Set(['localText', 'localTextarea']);

/** The kinds whose value is a list however they are defined: required takes at least one item. */
const LIST_KINDS: ReadonlySet<InputKind> = new Set(['checks', 'dayRange']);

/** A text in both languages is there when its Chinese is: the English may stay empty. */
const localTextRequired = (message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    String((value as Partial<Record<Lang, string>> | undefined)?.zh ?? '').trim()
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** What a field's rules read of its definition. */
export type RuledField = Pick<
  FieldDef,
  'kind' | 'required' | 'requiredMessage' | 'check' | 'multiple' | 'range'
>;

/**
 * The rules of a form field by its kind: required when asked, and the range a number takes (its own, else its
 * kind's). A number out of range is refused naming the field, never clamped into range without a word.
 */
export function fieldRules(field: RuledField, label: string, t: T, lang: Lang): Rule[] {
  const { kind, required, requiredMessage, check, multiple, range } = field;
  const rules: Rule[] = [];
  if (check) rules.push(checkRule((value) => (value ? check(value) : null), t));
  if (LOCAL_TEXT_KINDS.has(kind))
    return required ? [localTextRequired(t('resource.required', { label }))] : [];
  // `whitespace` only on text: a rule with any key beside `required` is checked as a string, which an id is not.
  if (required)
    rules.push({
      required: true,
      ...(TEXT_KINDS.has(kind) ? { whitespace: true } : {}),
      // Several values: at least one.
      ...(multiple || LIST_KINDS.has(kind) ? { type: 'array' as const, min: 1 } : {}),
      message: requiredMessage ? failedText(requiredMessage, t) : t('resource.required', { label }),
    });
  if (range) {
    const [min, max] = range.map((end) => cellText(RANGE_TEXT[kind] ?? 'decimal', end, lang));
    rules.push({
      type: 'number',
      min: range[0],
      max: range[1],
      message: t('resource.range', { label, min: min!, max: max! }),
    });
  } else if (kind === 'number' || kind === 'money' || kind === 'count')
    rules.push({ type: 'number', min: 0, message: t('resource.notNegative', { label }) });
  if (kind === 'rate')
    rules.push({ type: 'number', min: 0, max: MAX_RATE_BP, message: t('resource.rateRange', { label }) });
  return rules;
}
