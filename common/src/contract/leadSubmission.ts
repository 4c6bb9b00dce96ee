import { formatMessage, type Lang, type MessageKey } from '../messages';
import { regionName } from '../region';
import { checkEmail, checkMobile, stripSpaces } from '../validate';
import type { LandingFormField, LeadAnswers, LeadSource, LocalText, PublicLandingPage } from './landing';
// Not from landing.ts: the public page checks submissions with these and should not load its schemas.
import { ANSWER_MAX, HONEYPOT_FIELD, UTM_FIELDS, localText } from './landingPublic';

/**
 * A visitor's submission checked against its form, the same way on the public page and on the server: the
 * phone and email rules are the spec's (validate.ts), so their messages are the spec's word for word.
 */

export interface SubmissionIssue {
  /** The field's key. */
  field: string;
  /** The field's label, which `{label}` of the message is filled with in the caller's language. */
  label: LocalText;
  /** A message key: the spec's phone and email messages, or `lead…` (landingMessages.ts) with `{label}`. */
  message: string;
  params: Record<string, string | number>;
}

export interface Submission {
  name: string | null;
  phone: string | null;
  email: string | null;
  regionCode: string | null;
  answers: LeadAnswers;
  source: LeadSource;
  /** The hidden field was filled in: a robot's, answered as a success and kept nowhere. */
  robot: boolean;
}

const SOURCE_MAX = 200;

/** A value as text: numbers as written, other shapes not at all. */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The first rule one field's value breaks; null when it keeps them. */
function checkField(field: LandingFormField, raw: string): SubmissionIssue | null {
  const issue = (message: string, params: Record<string, string | number> = {}) => ({
    field: field.key,
    label: field.label,
    message,
    params,
  });
  if (field.kind === 'email') {
    const failed = checkEmail(raw, field.required);
    return failed ? issue(failed) : null;
  }
  if (raw === '') return field.required ? issue('leadRequired') : null;
  if (field.kind === 'phone') {
    const failed = checkMobile(raw);
    return failed ? issue(failed) : null;
  }
  if (field.kind === 'region') return regionName(raw) ? null : issue('leadRegionRule');
  if (field.kind === 'choice')
    return field.options.some((o) => o.value === raw) ? null : issue('leadChoiceRule');
  const max = ANSWER_MAX[field.kind];
  return [...raw].length > max ? issue('leadTooLong', { max }) : null;
}

/**
 * Reads a submission (the form's fields by their keys, the UTM parameters, the honeypot) against the form's
 * fields: the issues, one per bad field in the form's order, or the lead's values.
 */
export function readSubmission(
  fields: readonly LandingFormField[],
  input: Record<string, unknown>,
): { issues: SubmissionIssue[]; submission: Submission } {
  const issues: SubmissionIssue[] = [];
  const submission: Submission = {
    name: null,
    phone: null,
    email: null,
    regionCode: null,
    answers: {},
    source: {},
    robot: (asText(input[HONEYPOT_FIELD]) ?? 'x') !== '',
  };
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    const text = asText(input[field.key]);
    if (text === undefined) {
      issues.push({ field: field.key, label: field.label, message: 'leadValueRule', params: {} });
      continue;
    }
    const value = field.kind === 'phone' || field.kind === 'email' ? stripSpaces(text) : text;
    const issue = checkField(field, value);
    if (issue) {
      issues.push(issue);
      continue;
    }
    if (value === '') continue;
    if (field.kind === 'name') submission.name = value;
    else if (field.kind === 'phone') submission.phone = value;
    else if (field.kind === 'email') submission.email = value;
    else if (field.kind === 'region') submission.regionCode = value;
    else submission.answers[field.key] = { label: field.label, value };
  }
  for (const key of UTM_FIELDS) {
    const text = asText(input[key]);
    if (text) submission.source[key] = [...text].slice(0, SOURCE_MAX).join('');
  }
  return { issues, submission };
}

/** A bad field as the visitor reads it: its key, its label and the message, in `lang`. */
export interface SubmissionError {
  field: string;
  label: string;
  message: string;
}

/** The issues as messages in `lang`, `{label}` filled with each field's label. */
export function submissionErrors(issues: readonly SubmissionIssue[], lang: Lang): SubmissionError[] {
  return issues.map((issue) => {
    const label = localText(issue.label, lang);
    return {
      field: issue.field,
      label,
      message: formatMessage(issue.message as MessageKey, lang, { ...issue.params, label }),
    };
  });
}

/**
 * The fields of a page as its visitors got it (texts already in their language), as the form's fields that
 * `readSubmission` checks against: the public page checks a submission before sending it as the server will.
 */
export function shownFormFields(fields: PublicLandingPage['form']['fields']): LandingFormField[] {
  return fields.map((field, order) => ({
    key: field.key,
    kind: field.kind,
    label: { zh: field.label, en: '' },
    required: field.required,
    options: field.options.map((option) => ({ value: option.value, zh: option.label, en: '' })),
    order,
  }));
}
