import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, shanghaiMidnight } from '../time';

/** Rows whose instant falls on the Shanghai days `start` to `end` of a list's filters, either end open. */
export function onDays(column: AnyPgColumn, f: { start?: string; end?: string }): SQL | undefined {
  return and(
    f.start ? gte(column, shanghaiMidnight(f.start)) : undefined,
    f.end ? lt(column, shanghaiMidnight(addDays(f.end, 1))) : undefined,
  );
}
