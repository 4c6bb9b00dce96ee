import { z } from 'zod';
import { checkEmail, checkMobile, checkPassword, USERNAME } from '../validate';

/**
 * Field schemas shared by the contracts. Query strings carry everything as text, so numbers and booleans
 * coerce; a custom message is a key of `MESSAGES`, translated where it is shown.
 */
/** The largest value of an integer (int4) column: an id above it names nothing and is bad input. */
export const MAX_INT_ID = 2_147_483_647;
export const id = z.coerce.number().int().positive().max(MAX_INT_ID);
/** An id of a bigint column (records that grow by the million: fund records, change records, logs). */
export const bigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
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
export const money = z.coerce.number().int().min(0).max(1e13);

export const flag = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean());

export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageSize = z.coerce.number().int().min(1).max(500).default(20);
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
