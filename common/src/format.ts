/**
 * Display helpers pinned by spec section 9 (amounts, separators, abbreviations, empty marker, times)
 * and the signed comparison of DOMAIN.md (Metrics). Pure: no I/O, no DOM, no Node APIs.
 */

/** Spec section 9: empty or null values display as "##". */
export const EMPTY = '##';

/** A value a numeric helper accepts: a number, a bigint, or a numeric string (bigint sums arrive as strings). */
export type Numeric = number | bigint | string;

/** A value a time helper accepts: a Date, a timestamp (ten digits are seconds, else milliseconds) or a date string. */
export type TimeInput = Date | number | string;

/** True for null, undefined, '' and NaN (0 is not empty). */
export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

const NUMERIC_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Sign, integer digits (no leading zeros) and fraction digits (as given) of a finite value; null if not numeric. */
function decimalParts(value: Numeric): { negative: boolean; int: string; frac: string } | null {
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else text = value.trim();
  const match = NUMERIC_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', intText = '', fracText = '', expText] = match;
  if (intText === '' && fracText === '') return null;
  let int = intText;
  let frac = fracText;
  if (expText !== undefined) {
    // Move the decimal point: '1.5e3' → '1500', '1e-7' → '0.0000001'.
    const digits = int + frac;
    const point = int.length + Number(expText);
    if (point <= 0) {
      int = '';
      frac = '0'.repeat(-point) + digits;
    } else if (point >= digits.length) {
      int = digits + '0'.repeat(point - digits.length);
      frac = '';
    } else {
      int = digits.slice(0, point);
      frac = digits.slice(point);
    }
  }
  int = int.replace(/^0+(?=\d)/, '') || '0';
  return { negative: sign === '-', int, frac };
}

/** Inserts ',' between groups of three digits of a run of integer digits. */
function groupDigits(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole cents as a bigint, rounding a fractional amount half away from zero; null if empty or not numeric. */
function toCents(cents: Numeric | null | undefined): bigint | null {
  if (cents === null || cents === undefined || isEmpty(cents)) return null;
  if (typeof cents === 'bigint') return cents;
  const parts = decimalParts(cents);
  if (!parts) return null;
  let whole = BigInt(parts.int);
  if ((parts.frac[0] ?? '0') >= '5') whole += 1n;
  return parts.negative ? -whole : whole;
}

/** Yuan and 2-digit cent text of whole cents: 123456n → ['1234', '56'], sign apart. */
function splitCents(cents: bigint): { negative: boolean; yuan: string; fen: string } {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return { negative, yuan: (abs / 100n).toString(), fen: (abs % 100n).toString().padStart(2, '0') };
}

/** Cents to a number of yuan (cents / 100, fractional cents rounded to whole ones, no float artefacts); NaN if empty. */
export function centsToYuan(cents: Numeric | null | undefined): number {
  const whole = toCents(cents);
  if (whole === null) return Number.NaN;
  const { negative, yuan, fen } = splitCents(whole);
  // Parsing the exact decimal text gives the double nearest to the true value.
  return Number(`${negative ? '-' : ''}${yuan}.${fen}`);
}

/** Options of formatYuan: `fixed` always shows two decimals; `grouping: false` drops the thousands separator. */
export interface FormatYuanOptions {
  fixed?: boolean;
  grouping?: boolean;
}

/** Spec section 9: cents → yuan text with thousands separator and 0, 1 or 2 decimals as needed; '##' if empty. */
export function formatYuan(cents: Numeric | null | undefined, options: FormatYuanOptions = {}): string {
  const whole = toCents(cents);
  if (whole === null) return EMPTY;
  const { negative, yuan, fen } = splitCents(whole);
  const decimals = options.fixed ? fen : fen.replace(/0+$/, '');
  const int = options.grouping === false ? yuan : groupDigits(yuan);
  return `${negative ? '-' : ''}${int}${decimals ? `.${decimals}` : ''}`;
}

/** The currency sign a figure of yuan is shown after. */
export const YUAN_SIGN = '¥';

/** formatYuan after the currency sign (¥1,234.56); the empty marker stays alone. */
export function formatYuanSigned(cents: Numeric | null | undefined): string {
  const text = formatYuan(cents);
  return text === EMPTY ? text : `${YUAN_SIGN}${text}`;
}

/** Spec section 9: thousands separator on a number or numeric string, decimals kept as given; '##' if empty or not numeric. */
export function thousands(value: Numeric | null | undefined): string {
  if (value === null || value === undefined || isEmpty(value)) return EMPTY;
  const parts = decimalParts(value);
  if (!parts) return EMPTY;
  return `${parts.negative ? '-' : ''}${groupDigits(parts.int)}${parts.frac ? `.${parts.frac}` : ''}`;
}

/** Rounds a non-negative number to `digits` decimals, half up on its decimal text (1.45 → 1.5, unlike toFixed). */
function roundDecimal(value: number, digits: number): number {
  return shiftPoint(Math.round(shiftPoint(value, digits)), -digits);
}

/** value × 10^by through its decimal text, so no binary artefact is added (also for '1e-7'-style texts). */
function shiftPoint(value: number, by: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/** Fixed-decimal text of a number, half away from zero, never '-0.00'. */
function toFixedSafe(value: number, digits: number): string {
  const rounded = roundDecimal(Math.abs(value), digits);
  return `${value < 0 && rounded !== 0 ? '-' : ''}${rounded.toFixed(digits)}`;
}

const UNITS = [
  { value: 1e3, symbol: 'k' },
  { value: 1e6, symbol: 'M' },
  { value: 1e9, symbol: 'G' },
  { value: 1e12, symbol: 'T' },
  { value: 1e15, symbol: 'P' },
  { value: 1e18, symbol: 'E' },
] as const;

/**
 * Spec section 9: abbreviates with k, M, G, T, P, E, as vue-element-admin's numberFormatter (trailing '.0' removed);
 * unlike it, a value that rounds to 1000 of a unit moves to the next unit (999_999 → '1M', not '1000k'),
 * values under 1000 are rounded to `digits` too, and negatives are abbreviated with their sign; '##' if empty.
 */
export function abbreviate(value: Numeric | null | undefined, digits = 1): string {
  if (isEmpty(value)) return EMPTY;
  const num = Number(value);
  if (!Number.isFinite(num)) return EMPTY;
  const abs = Math.abs(num);
  let scaled = roundDecimal(abs, digits);
  let symbol = '';
  for (const unit of UNITS) {
    // A unit applies from its value on (as the original), or when the smaller one rounded up to 1000.
    if (abs < unit.value && scaled < 1000) break;
    scaled = roundDecimal(abs / unit.value, digits);
    symbol = unit.symbol;
  }
  const text = scaled.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  return `${num < 0 && scaled !== 0 ? '-' : ''}${text}${symbol}`;
}

/** A ratio as a percentage with `digits` decimals: 0.1234 → '12.34%'; '##' if empty or not finite. */
export function formatPercent(ratio: Numeric | null | undefined, digits = 2): string {
  if (isEmpty(ratio)) return EMPTY;
  const num = Number(ratio);
  if (!Number.isFinite(num)) return EMPTY;
  return `${toFixedSafe(num * 100, digits)}%`;
}

/** DOMAIN.md: (current − previous) / previous; null when previous is 0 or missing, or current is missing. */
export function changeRatio(
  current: Numeric | null | undefined,
  previous: Numeric | null | undefined,
): number | null {
  if (isEmpty(current) || isEmpty(previous)) return null;
  const cur = Number(current);
  const prev = Number(previous);
  if (!Number.isFinite(cur) || !Number.isFinite(prev) || prev === 0) return null;
  return (cur - prev) / prev;
}

/** DOMAIN.md dod/wow/mom/yoy: the change as a signed percentage ('+12.34%', '-5.00%', '0.00%'); '##' if no ratio. */
export function formatChange(
  current: Numeric | null | undefined,
  previous: Numeric | null | undefined,
  digits = 2,
): string {
  return formatSignedRatio(changeRatio(current, previous), digits);
}

/** A change already divided out, as a signed percentage: 0.1234 → '+12.34%'; '##' for none. */
export function formatSignedRatio(ratio: number | null | undefined, digits = 2): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return EMPTY;
  const text = formatPercent(ratio, digits);
  return /^-|^0(\.0*)?%$/.test(text) ? text : `+${text}`;
}

const LOCAL_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/** A Date of a time input (ten-digit numbers and digit strings are seconds); null if empty or invalid. */
function toDate(time: TimeInput | null | undefined): Date | null {
  if (time === null || time === undefined || isEmpty(time)) return null;
  let date: Date;
  if (time instanceof Date) date = new Date(time.getTime());
  else if (typeof time === 'number' || /^\d+$/.test(time.trim())) {
    const num = Number(time);
    const seconds = Number.isInteger(num) && num >= 1e9 && num < 1e10;
    date = new Date(seconds ? num * 1000 : num);
  } else {
    const local = LOCAL_DATE.exec(time.trim());
    // 'YYYY-MM-DD[ HH:mm[:ss]]' is local time (new Date would read the date-only form as UTC).
    date = local
      ? new Date(
          Number(local[1]),
          Number(local[2]) - 1,
          Number(local[3]),
          Number(local[4] ?? 0),
          Number(local[5] ?? 0),
          Number(local[6] ?? 0),
        )
      : new Date(time);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** Spec section 9 (vue-element-admin's parseTime): formats in local time with {y} {m} {d} {h} {i} {s} {a}; null if empty or invalid. */
export function parseTime(
  time: TimeInput | null | undefined,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
): string | null {
  const date = toDate(time);
  if (!date) return null;
  const values: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])+}/g, (_match, key: string) => {
    const value = values[key] ?? 0;
    return key === 'a' ? (WEEKDAYS[value] ?? '') : String(value).padStart(2, '0');
  });
}

/** Language of formatTime's texts. */
export type TimeLang = 'zh' | 'en';

/**
 * Spec section 9 (vue-element-admin's formatTime): under 30 s '刚刚'/'just now'; under 1 hour minutes ago and under
 * 1 day hours ago, both rounded UP as the original does (30 s → 1 minute, 59 min 30 s → 60 minutes); under 2 days
 * '1天前'/'1 day ago'; else parseTime(time, option) if given, else 'M月D日H时m分' (zh) or 'M/D HH:mm' (en); '##' if empty.
 */
export function formatTime(
  time: TimeInput | null | undefined,
  now: number | Date = Date.now(),
  option?: string,
  lang: TimeLang = 'zh',
): string {
  const date = toDate(time);
  if (!date) return EMPTY;
  const diff = (Number(now) - date.getTime()) / 1000;
  const zh = lang === 'zh';
  if (diff < 30) return zh ? '刚刚' : 'just now';
  if (diff < 3600) {
    const n = Math.ceil(diff / 60);
    return zh ? `${n}分钟前` : `${n} minute${n === 1 ? '' : 's'} ago`;
  }
  if (diff < 3600 * 24) {
    const n = Math.ceil(diff / 3600);
    return zh ? `${n}小时前` : `${n} hour${n === 1 ? '' : 's'} ago`;
  }
  if (diff < 3600 * 24 * 2) return zh ? '1天前' : '1 day ago';
  if (option) return parseTime(date, option) ?? EMPTY;
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if (zh) return `${month}月${day}日${date.getHours()}时${date.getMinutes()}分`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${month}/${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
