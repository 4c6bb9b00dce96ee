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

/** The last day of a day's month. */
export function monthEnd(day: string): string {
  return addDays(monthStart(addDays(monthStart(day), 40)), -1);
}

/** The share of a day's month gone by at that day's end; today, up to the end of the current hour. */
export function monthElapsed(day: string, today: string, hour: number): number {
  const dayOfMonth = Number(day.slice(8, 10));
  const gone = day >= today ? dayOfMonth - 1 + (hour + 1) / 24 : dayOfMonth;
  return gone / Number(monthEnd(day).slice(8, 10));
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
