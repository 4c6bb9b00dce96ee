/**
 * Business days are Asia/Shanghai days (UTC+8, no daylight saving), whatever the server's own time zone.
 * Days are 'YYYY-MM-DD' strings throughout.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function shanghaiDay(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as people in Shanghai read it: 'YYYY-MM-DD HH:MM:SS'. */
export function shanghaiTime(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function shanghaiHour(epochMs: number): number {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).getUTCHours();
}

function epochOf(day: string): number {
  const [year, month, date] = [day.slice(0, 4), day.slice(5, 7), day.slice(8, 10)].map(Number) as [
    number,
    number,
    number,
  ];
  // Date.UTC reads years 0-99 as 1900-1999, hence the year set again.
  const time = new Date(Date.UTC(2000, month - 1, date)).setUTCFullYear(year);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(time) || dayOf(time) !== day)
    throw new RangeError(`not a day: ${day}`);
  return time;
}

/** 'YYYY-MM-DD' of an instant; a day before year 0 or after 9999 has no such text and is an error. */
function dayOf(epochMs: number): string {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`day out of range: year ${year}`);
  return `${String(year).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

export function addDays(day: string, days: number): string {
  return dayOf(epochOf(day) + days * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((epochOf(to) - epochOf(from)) / DAY_MS);
}

/** More days than any loop over a range may take (about 110 years); validation keeps ranges far shorter. */
const MAX_LOOP_DAYS = 40_000;

/** Throws unless [start, end] is short enough to loop over: every loop over the periods of a range checks first. */
export function assertLoopable(start: string, end: string): void {
  if (daysBetween(start, end) > MAX_LOOP_DAYS) throw new RangeError(`range too long: ${start} to ${end}`);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of a day's month. */
export function monthEnd(day: string): string {
  return addDays(monthStart(addDays(monthStart(day), 40)), -1);
}

/** How many calendar months the days `start`..`end` touch. */
export function monthsTouched(start: string, end: string): number {
  const ordinal = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return ordinal(end) - ordinal(start) + 1;
}

/** The share of a day's month gone by at that day's end; today, up to the end of the current hour. */
export function monthElapsed(day: string, today: string, hour: number): number {
  const dayOfMonth = Number(day.slice(8, 10));
  const gone = day >= today ? dayOfMonth - 1 + (hour + 1) / 24 : dayOfMonth;
  return gone / Number(monthEnd(day).slice(8, 10));
}

/** The last day of a day's quarter. */
export function quarterEnd(day: string): string {
  const first = Number(day.slice(5, 7)) - ((Number(day.slice(5, 7)) - 1) % 3);
  return monthEnd(`${day.slice(0, 4)}-${String(first + 2).padStart(2, '0')}-01`);
}

/**
 * The share of the days `start`..`end` gone by at the end of `day` (today: up to the end of the current hour),
 * between 0 and 1.
 */
export function elapsedShare(
  [start, end]: [string, string],
  day: string,
  today: string,
  hour: number,
): number {
  const gone = daysBetween(start, day) + (day >= today ? (hour + 1) / 24 : 1);
  return Math.min(1, Math.max(0, gone / (daysBetween(start, end) + 1)));
}

/** The Monday of the natural week of a day. */
export function weekStart(day: string): string {
  const weekday = new Date(epochOf(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a business day starts. */
export function shanghaiMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}
