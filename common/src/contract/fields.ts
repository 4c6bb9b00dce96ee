import { z } from 'zod';
import { checkEmail, checkMobile, checkPassword, USERNAME } from '../validate';

/**
 * Field schemas shared by the contracts. Query strings carry everything as text, so a number may come as its
 * decimal digits and a flag as 'true'/'1'; a custom message is a key of `MESSAGES`, translated where it is shown.
 */

/** A whole number as text writes it: decimal digits, a sign allowed (no hex, exponent, point or blank). */
const DECIMAL_DIGITS = /^[+-]?\d+$/;

/** A number as text writes it with a fraction: digits, a point and digits (no exponent). */
const DECIMAL_FRACTION = /^[+-]?\d+(\.\d+)?$/;

/** Digits in a string are their number; anything else stays as it came, for the number check to refuse. */
const fromText = (pattern: RegExp) => (v: unknown) =>
  typeof v === 'string' && pattern.test(v.trim()) ? Number(v) : v;

/**
 * A whole number from min to max: a JSON number, or its decimal digits in a string (a query string is text).
 * Nothing else is read as one — `true`, `[5]`, `{}`, `"0x10"`, `"1e1"`, `"1.5"`, `null` are refused naming the
 * field, where `z.coerce` read them as 1, 5, 16, 10, 0. `error` words every refusal (else zod's own do).
 */
export const integer = (min: number, max: number, error?: string) => {
  const rule = error ? { error } : {};
  const notWhole = error ?? 'wholeNumberRule';
  return z.preprocess(
    fromText(DECIMAL_DIGITS),
    z
      .number({ error: (issue) => (issue.input == null ? 'required' : notWhole) })
      .int({ error: notWhole })
      .min(min, rule)
      .max(max, rule),
  );
};

/** A number from min to max with a fraction allowed (a share, a factor): a JSON number or its decimal text. */
export const decimal = (min: number, max: number) =>
  z.preprocess(fromText(DECIMAL_FRACTION), z.number({ error: 'decimalRule' }).min(min).max(max));

/** An optional `integer`: left out, empty or null (as a cleared input sends it) is none. */
export const optionalInteger = (min: number, max: number, error?: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), integer(min, max, error).optional());

/** An `integer` with a value for none (left out, empty or null). */
export const integerOr = (min: number, max: number, none: number) =>
  optionalInteger(min, max).transform((v) => v ?? none);

/** The largest value of an integer (int4) column: an id above it names nothing and is bad input. */
export const MAX_INT_ID = 2_147_483_647;
export const id = integer(1, MAX_INT_ID);
/** An id of a bigint column (records that grow by the million: fund records, change records, logs). */
export const bigId = integer(1, Number.MAX_SAFE_INTEGER);
export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
/** An id a record cannot do without: empty or null answers 'required'. */
export const requiredId = optionalId
  .refine((v) => v !== undefined, { error: 'required', abort: true })
  .transform((v) => v!);
/** `a,b,c` in a query, an array in a JSON body, or a repeated query parameter: a list of `item`. */
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return [v];
  }, z.array(item).max(max));
/** `1,2,3` in a query, an array in a JSON body, or a repeated query parameter. */
export const idList = listOf(id, 5000);

/** An amount of money in cents, not negative (a target, a threshold). */
export const money = integer(0, 1e13);

export const flag = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean());

export const page = integer(1, 100_000).default(1);
/** The most rows a page of a list takes. */
export const MAX_PAGE_SIZE = 500;
export const pageSize = integer(1, MAX_PAGE_SIZE).default(20);
export const paging = { page, pageSize };

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max);
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), text(max).optional());

/** An empty string, or null as a detail answer shows a cleared field, clears the field: it arrives as null. */
const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    schema.transform((v) => (v === '' ? null : v)),
  );
export const clearableText = (max: number) => clearable(text(max));

/** Spec section 5's optional mobile number; empty clears it. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The days the data can hold: any day outside them is bad input, whatever route it is given to. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** A business day, 'YYYY-MM-DD', that the calendar has, between FIRST_DAY and LAST_DAY. */
export const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dayRule' })
  .refine(isCalendarDay, { error: 'dayRule' })
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, { error: 'dayRange' });

/** A calendar month, written as its first day: 'YYYY-MM-01'. */
export const month = day.refine((value) => value.endsWith('-01'), { error: 'monthRule' });

/** A calendar month as a call writes it, 'YYYY-MM' (or its first day): read as its first day, 'YYYY-MM-01'. */
export const yearMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-01)?$/, { error: 'yearMonthRule' })
  .transform((value) => `${value.slice(0, 7)}-01`)
  .pipe(month);

export const mobile = clearable(
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const failed = checkMobile(value);
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    }),
);

/** Spec section 5's optional email; empty clears it. */
export const email = clearable(
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const failed = checkEmail(value);
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    }),
);

/** Spec section 5's required email: empty answers '请输入邮箱'. */
export const requiredEmail = z.preprocess(
  (v) => v ?? '',
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const failed = checkEmail(value, true);
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    }),
);

export const username = z.string().trim().regex(USERNAME, { error: 'usernameRule' });

export const password = z.string().superRefine((value, ctx) => {
  const failed = checkPassword(value);
  if (failed) ctx.addIssue({ code: 'custom', message: failed });
});

export interface ListResult<T> {
  list: T[];
  total: number;
}
