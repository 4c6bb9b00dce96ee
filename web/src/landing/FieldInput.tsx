import type { ReactNode } from 'react';
import type { PublicLandingPage } from '@adops/common/contract/landing';
import type { Lang } from '@adops/common/messages';
import { landingText } from './landingTexts';
import { RegionPicker } from './RegionPicker';

export type ShownField = PublicLandingPage['form']['fields'][number];

interface FieldInputProps {
  id: string;
  field: ShownField;
  value: string;
  error: string | undefined;
  lang: Lang;
  onChange(value: string): void;
  onBlur(): void;
}

/** What each kind of field asks the phone's keyboard and autofill for. */
const TEXT_INPUTS = {
  name: { type: 'text', autoComplete: 'name', inputMode: 'text' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
} as const;

/** One field of the form: its label (starred when required), its input by kind, and its error under it. */
export function FieldInput({ id, field, value, error, lang, onChange, onBlur }: FieldInputProps) {
  const errorId = `${id}-error`;
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  };
  const label = (
    <>
      {field.label}
      {field.required && (
        <span className="lp-required" title={landingText('required', lang)}>
          *
        </span>
      )}
    </>
  );

  let input: ReactNode;
  if (field.kind === 'choice') {
    return (
      <fieldset className={`lp-field${error ? ' lp-field-invalid' : ''}`} {...a11y}>
        <legend className="lp-label">{label}</legend>
        <div className="lp-choices">
          {field.options.map((option, index) => (
            <label key={option.value} className="lp-choice">
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={field.key}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {error && <FieldError id={errorId} message={error} />}
      </fieldset>
    );
  }
  if (field.kind === 'region')
    input = (
      <RegionPicker
        id={id}
        value={value}
        lang={lang}
        invalid={Boolean(error)}
        describedBy={a11y['aria-describedby']}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  else if (field.kind === 'text')
    input = (
      <textarea
        id={id}
        name={field.key}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...a11y}
      />
    );
  else
    input = (
      <input
        id={id}
        name={field.key}
        {...TEXT_INPUTS[field.kind]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...a11y}
      />
    );

  return (
    <div className={`lp-field${error ? ' lp-field-invalid' : ''}`}>
      <label id={`${id}-label`} className="lp-label" htmlFor={id}>
        {label}
      </label>
      {input}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="lp-error" id={id}>
      {message}
    </p>
  );
}
