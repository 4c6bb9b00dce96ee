import type { ConsoleMessageKey } from './consoleMessages';

/** Strips all whitespace, as the spec's string helper does. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Spec section 5: optional; digits; 11 of them; 1, a digit 1-9, nine digits. Returns the failed rule. */
export function checkMobile(value: string | null | undefined): ConsoleMessageKey | null {
  if (value === null || value === undefined || value === '') return null;
  if (!/^\d+$/.test(value)) return 'mobileDigits';
  if (value.length !== 11) return 'mobileLength';
  if (!/^1[1-9]\d{9}$/.test(value)) return 'mobilePattern';
  return null;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Spec section 5: the optional variant accepts empty; the required one answers '请输入邮箱'. */
export function checkEmail(value: string | null | undefined, required = false): ConsoleMessageKey | null {
  if (value === null || value === undefined || value === '') return required ? 'emailRequired' : null;
  return EMAIL.test(value) ? null : 'emailPattern';
}

export const USERNAME = /^[A-Za-z0-9_.]{3,32}$/;

/** The ad platform's advertiser id: a number of 6 to 20 digits (聚光's are 16, e.g. 1600000000000101). */
export const PLATFORM_ID = /^[1-9]\d{5,19}$/;

export function checkPlatformId(value: string): ConsoleMessageKey | null {
  return PLATFORM_ID.test(value.trim()) ? null : 'platformIdRule';
}

export function checkPassword(value: string): ConsoleMessageKey | null {
  return value.length >= 8 && value.length <= 128 && /[A-Za-z]/.test(value) && /\d/.test(value)
    ? null
    : 'passwordRule';
}
