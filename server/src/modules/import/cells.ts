import type { MessageKey } from '@adops/common/messages';
import { FIRST_DAY } from '@adops/common/contract/fields';
import { addDays } from '../../time';
import { isBlank, type Cell } from './table';

/** A cell's value, or why it is refused: a message key and its parameters. */
export type Parsed<T> =
  { ok: true; value: T } | { ok: false; reason: MessageKey; params?: Record<string, number> };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (reason: MessageKey): Parsed<never> => ({ ok: false, reason });

/** The largest day's spend of one account taken, ¥100,000,000: the sum of a full file stays an exact number. */
export const MAX_FEE_CENTS = 10_000_000_000;
export const MAX_COUNT = 1_000_000_000_000;

/** Excel's day 0 in the 1900 date system (its phantom 1900-02-29 lies before any day we take). */
const EXCEL_EPOCH = '1899-12-30';

function calendarDay(year: number, month: number, date: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, date));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== date) return null;
  return d.toISOString().slice(0, 10);
}

/**
 * 'YYYY-MM-DD' or 'YYYY/MM/DD' (one-digit month and day too, a midnight time after it allowed), an Excel
 * date cell, or an Excel day number; a closed day (before `today`) from 2000 on.
 */
export function parseDay(cell: Cell, today: string): Parsed<string> {
  if (isBlank(cell)) return bad('required');
  let day: string | null = null;
  if (cell instanceof Date) {
    day = Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  } else if (typeof cell === 'number') {
    day = Number.isInteger(cell) && cell > 0 && cell < 2_958_466 ? addDays(EXCEL_EPOCH, cell) : null;
  } else if (typeof cell === 'string') {
    const m = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[ T]00:00(?::00(?:\.0+)?)?)?$/.exec(cell.trim());
    day = m ? calendarDay(Number(m[1]), Number(m[3]), Number(m[4])) : null;
  }
  if (!day || day < FIRST_DAY) return bad('importDayRule');
  if (day >= today) return bad('importDayNotClosed');
  return ok(day);
}

/** The platform's advertiser id as text; a number cell is read back as its digits. */
export function parsePlatformId(cell: Cell): Parsed<string> {
  if (isBlank(cell)) return bad('required');
  if (typeof cell === 'number') return ok(Number.isSafeInteger(cell) ? String(cell) : cell.toString());
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? bad('platformIdRule') : ok(cell.toISOString());
  return ok(String(cell).trim());
}

/** A plain decimal with optional thousands separators: '1234.5', '1,234.56', '¥1,234'. */
const DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/** The common case, digits only, on a fast path. */
const PLAIN = /^\d{1,15}$/;

interface Decimal {
  whole: string;
  fraction: string;
}

/** A text or number cell as a non-negative decimal, or why not. */
function decimal(cell: Cell): Parsed<Decimal> {
  if (isBlank(cell)) return bad('required');
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return bad('importNumberRule');
    if (cell < 0) return bad('importNegative');
    if (cell >= 1e15) return bad('importTooBig');
    // Ten decimals round away the binary noise of a decimal (1234.56 is 1234.559999…) and keep real ones.
    const text = Number.isInteger(cell) ? cell.toFixed(0) : cell.toFixed(10);
    const [whole = '0', fraction = ''] = text.split('.');
    return ok({ whole, fraction: fraction.replace(/0+$/, '') });
  }
  if (typeof cell !== 'string') return bad('importNumberRule');
  if (PLAIN.test(cell)) return ok({ whole: cell, fraction: '' });
  const text = cell.trim().replace(/^[¥￥]\s*/, '');
  if (/^[-−]/.test(text) && DECIMAL.test(text.slice(1).trim())) return bad('importNegative');
  const m = DECIMAL.exec(text);
  if (!m) return bad('importNumberRule');
  return ok({ whole: m[1]!.replace(/,/g, ''), fraction: (m[2] ?? '').replace(/0+$/, '') });
}

/** Yuan, at most two decimals, into cents. */
export function parseMoney(cell: Cell): Parsed<number> {
  const parsed = decimal(cell);
  if (!parsed.ok) return parsed;
  const { whole, fraction } = parsed.value;
  if (fraction.length > 2) return bad('importMoneyDecimals');
  if (whole.length > 12) return bad('importTooBig');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_FEE_CENTS ? bad('importTooBig') : ok(cents);
}

/** A whole number of at least 0 ('1,234' and '12.00' too). */
export function parseCount(cell: Cell): Parsed<number> {
  const parsed = decimal(cell);
  if (!parsed.ok) return parsed;
  const { whole, fraction } = parsed.value;
  if (fraction.length) return bad('importCountRule');
  if (whole.length > 13) return bad('importTooBig');
  const value = Number(whole);
  return value > MAX_COUNT ? bad('importTooBig') : ok(value);
}
