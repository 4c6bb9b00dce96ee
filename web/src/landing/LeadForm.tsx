import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PublicLandingPage } from '@adops/common/contract/landing';
import {
  readSubmission,
  shownFormFields,
  submissionErrors,
  type SubmissionError,
} from '@adops/common/contract/leadSubmission';
import type { Lang } from '@adops/common/messages';
import { FieldInput, type ShownField } from './FieldInput';
import { landingText } from './landingTexts';
import type { LeadValues, SubmitOutcome } from './publicApi';

interface LeadFormProps {
  fields: ShownField[];
  /** The hidden field people leave empty (PublicLandingPage's `honeypot`). */
  honeypot: PublicLandingPage['honeypot'];
  lang: Lang;
  /** Sends the lead; absent in a preview, whose submit is disabled. */
  submit?: (values: LeadValues) => Promise<SubmitOutcome>;
}

type Errors = Record<string, string>;
const byField = (errors: readonly SubmissionError[]): Errors =>
  Object.fromEntries(errors.map((error) => [error.field, error.message]));

/**
 * The page's form: its fields checked as the server checks them (common's readSubmission, so the spec's phone and
 * email messages word for word) before sending, the server's own verdict shown by field, then a thank-you.
 */
export function LeadForm({ fields, honeypot, lang, submit }: LeadFormProps) {
  const formFields = useMemo(() => shownFormFields(fields), [fields]);
  const [values, setValues] = useState<LeadValues>({});
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [notice, setNotice] = useState('');
  const trap = useRef<HTMLInputElement>(null);
  const idPrefix = useId();
  const idOf = (key: string) => `${idPrefix}-${key}`;

  const check = (given: LeadValues) =>
    byField(submissionErrors(readSubmission(formFields, given).issues, lang));
  /** The field's error as `given` has it now, the others' as they were. */
  const recheck = (key: string, given: LeadValues) =>
    setErrors((shown) => {
      const { [key]: _, ...others } = shown;
      const error = check(given)[key];
      return error ? { ...others, [key]: error } : others;
    });

  const change = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) recheck(key, next);
  };
  // An empty field is only called out on submit: leaving it on the way down the form is not a mistake yet.
  const leave = (key: string) => {
    if (values[key]) recheck(key, values);
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = formFields.find((field) => found[field.key]);
    if (first) document.getElementById(idOf(first.key))?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submit || state !== 'editing') return;
    const found = check(values);
    if (Object.keys(found).length) {
      setNotice(landingText('fixFields', lang));
      showErrors(found);
      return;
    }
    setState('sending');
    setNotice('');
    try {
      const outcome = await submit({ ...values, [honeypot]: trap.current?.value ?? '' });
      if (outcome.kind === 'sent') return setState('sent');
      setState('editing');
      if (outcome.kind === 'invalid' && outcome.errors.length) {
        setNotice(landingText('fixFields', lang));
        showErrors(byField(outcome.errors));
      } else setNotice(outcome.message);
    } catch {
      setState('editing');
      setNotice(landingText('sendFailed', lang));
    }
  }

  if (state === 'sent')
    return (
      <div className="lp-thanks" role="status">
        <div className="lp-thanks-mark" aria-hidden="true">
          ✓
        </div>
        <h2>{landingText('thanksTitle', lang)}</h2>
        <p>{landingText('thanks', lang)}</p>
      </div>
    );

  return (
    <form className="lp-form" noValidate onSubmit={onSubmit}>
      {fields.map((field) => (
        <FieldInput
          key={field.key}
          id={idOf(field.key)}
          field={field}
          value={values[field.key] ?? ''}
          error={errors[field.key]}
          lang={lang}
          onChange={(value) => change(field.key, value)}
          onBlur={() => leave(field.key)}
        />
      ))}
      <div className="lp-trap" aria-hidden="true">
        <label>
          {landingText('honeypot', lang)}
          <input ref={trap} name={honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {notice && (
        <p className="lp-notice" role="alert">
          {notice}
        </p>
      )}
      {!submit && <p className="lp-preview-note">{landingText('previewNote', lang)}</p>}
      <button className="lp-submit" type="submit" disabled={!submit || state === 'sending'}>
        {landingText(state === 'sending' ? 'sending' : 'submit', lang)}
      </button>
    </form>
  );
}
