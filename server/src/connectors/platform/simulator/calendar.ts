/**
 * Business days and hours in Asia/Shanghai (UTC+8 all year, no daylight saving), computed from epoch
 * milliseconds so the machine's time zone never matters. A day is handled as a day number: days since
 * 1970-01-01.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

const names = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number. */
export function dayString(day: number): string {
  let name = names.get(day);
  if (name === undefined) {
    name = new Date(day * DAY_MS).toISOString().slice(0, 10);
    names.set(day, name);
  }
  return name;
}

/** The day number of a 'YYYY-MM-DD' text, or null when it is not a real calendar day. */
export function parseDay(text: string): number | null {
  if (!DAY_TEXT.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms)) return null;
  const day = ms / DAY_MS;
  return dayString(day) === text ? day : null;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export interface ShanghaiTime {
  day: number;
  hour: number;
  /** How much of the current hour has passed, in [0, 1). */
  hourFraction: number;
  /** The instant, in epoch milliseconds. */
  ms: number;
}

export function shanghaiTime(date: Date): ShanghaiTime {
  const ms = date.getTime();
  const local = ms + SHANGHAI_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const intoDay = local - day * DAY_MS;
  const hour = Math.floor(intoDay / HOUR_MS);
  return { day, hour, hourFraction: (intoDay - hour * HOUR_MS) / HOUR_MS, ms };
}

/** Epoch milliseconds of a Shanghai wall-clock time. */
export function shanghaiMs(day: number, hour: number, minute: number, second: number): number {
  return day * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 - SHANGHAI_OFFSET_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with the +08:00 offset, e.g. '2025-03-01T10:04:31+08:00'. */
export function shanghaiIso(day: number, hour: number, minute: number, second: number): string {
  return `${dayString(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}+08:00`;
}

/** 'MMDD' of a day number, as plan names carry it. */
export function monthDay(day: number): string {
  const text = dayString(day);
  return text.slice(5, 7) + text.slice(8, 10);
}
