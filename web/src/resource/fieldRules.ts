import type { Rule } from 'antd/es/form';
import type { Translate } from '../i18n';
import type { MessageKey } from '@adops/common/messages';
import { checkRule } from '../app/formRules';
import type { InputKind } from './types';

type T = Translate;

/** The kinds whose values are typed as text: blank text is no value. */
const TEXT_KINDS: ReadonlySet<InputKind> = new Set(['text', 'textarea', 'keyword', 'password']);

/** The greatest rate a field takes, in basis points (100 %). */
const MAX_RATE_BP = 10_000;

/**
 * The rules of a form field by its kind: required when asked, and the range a number takes. A number out of
 * range is refused naming the field, never clamped into range without a word.
 */
export function fieldRules(
  kind: InputKind,
  label: string,
  required: boolean | undefined,
  t: T,
  check?: (value: string) => MessageKey | null,
  multiple?: boolean,
): Rule[] {
  const rules: Rule[] = [];
  if (check) rules.push(checkRule((value) => (value ? check(value) : null), t));
  // `whitespace` only on text: a rule with any key beside `required` is checked as a string, which an id is not.
  if (required)
    rules.push({
      required: true,
      ...(TEXT_KINDS.has(kind) ? { whitespace: true } : {}),
      // Several values: at least one.
      ...(multiple ? { type: 'array' as const, min: 1 } : {}),
      message: t('resource.required', { label }),
    });
  if (kind === 'number' || kind === 'money' || kind === 'count')
    rules.push({ type: 'number', min: 0, message: t('resource.notNegative', { label }) });
  if (kind === 'rate')
    rules.push({ type: 'number', min: 0, max: MAX_RATE_BP, message: t('resource.rateRange', { label }) });
  return rules;
}
