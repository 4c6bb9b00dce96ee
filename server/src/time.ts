/**
 * Business days are Asia/Shanghai days (UTC+8, no daylight saving), whatever the server's own time zone.
 * Days are 'YYYY-MM-DD' strings throughout.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function shanghaiDay(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

export function shanghaiHour(epochMs: number): number {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).getUTCHours();
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The Monday of the natural week of a day. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a business day starts. */
export function shanghaiMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}
