import { readJson, writeJson } from '../store/persist';

/**
 * What a user chose on a report page, kept in this browser. The hidden columns are the user's own (two people
 * sharing a computer see their own tables); the refresh interval belongs to the page.
 */
export const hiddenColumnsKey = (userId: number | undefined, report: string) =>
  `report.hiddenColumns.${userId ?? 'anonymous'}.${report}`;

/** Hidden rather than shown: a column the server adds later appears until the user hides it. */
export function readHiddenColumns(key: string): string[] {
  const stored = readJson<unknown>(key, []);
  return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
}

export function writeHiddenColumns(key: string, hidden: string[]) {
  if (hidden.length) writeJson(key, hidden);
  else localStorage.removeItem(key);
}

/** Off, 30 s, 1 min, 5 min. */
export const REFRESH_CHOICES = [0, 30_000, 60_000, 300_000] as const;
export const DEFAULT_REFRESH = 60_000;

export const refreshKey = (report: string) => `report.refresh.${report}`;

export function readRefresh(key: string): number {
  const stored = readJson<unknown>(key, DEFAULT_REFRESH);
  return REFRESH_CHOICES.includes(stored as (typeof REFRESH_CHOICES)[number])
    ? (stored as number)
    : DEFAULT_REFRESH;
}

export const writeRefresh = (key: string, ms: number) => writeJson(key, ms);
