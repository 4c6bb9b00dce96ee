import { describe, expect, it } from 'vitest';
import {
  addDays,
  assertLoopable,
  daysBetween,
  elapsedShare,
  monthEnd,
  quarterEnd,
  weekStart,
} from '../src/time';
import { segments } from '../src/reports/segments';

describe('day arithmetic', () => {
  it('is right across centuries, leap days and the years before 1000', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('1000-01-01', -1)).toBe('0999-12-31');
    expect(addDays('0050-03-01', -1)).toBe('0050-02-28');
    expect(addDays('0001-01-01', 366)).toBe('0002-01-02');
    expect(monthEnd('0040-02-10')).toBe('0040-02-29');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('0999-12-31')).toBe('0999-12-30');
    expect(daysBetween('1999-12-31', '2000-03-01')).toBe(61);
  });

  it('refuses to leave the years 0000 to 9999 rather than write a day that never advances', () => {
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });

  it('bounds every loop over a range', () => {
    expect(() => assertLoopable('0000-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => segments('0100-01-01', '9000-01-01', '9000-01-02', 'month')).toThrow(RangeError);
    expect(segments('1000-01-01', '1000-01-31', '2026-11-23', 'month')).toEqual([
      { source: 'monthly', from: '1000-01-01', to: '1000-01-31' },
    ]);
  });
});

describe('quarters and the time gone by', () => {
  it('end a quarter on its last day, whatever month it is asked from', () => {
    expect(quarterEnd('2026-01-01')).toBe('2026-03-31');
    expect(quarterEnd('2026-05-20')).toBe('2026-06-30');
    expect(quarterEnd('2026-09-30')).toBe('2026-09-30');
    expect(quarterEnd('2024-11-02')).toBe('2024-12-31');
  });

  it('count a closed day whole and today up to the end of the hour it is', () => {
    const q: [string, string] = ['2026-04-01', '2026-06-30'];
    // 91 days: the first day closed is 1/91; its noon, today, is half a day.
    expect(elapsedShare(q, '2026-04-01', '2026-05-01', 0)).toBeCloseTo(1 / 91, 12);
    expect(elapsedShare(q, '2026-04-01', '2026-04-01', 11)).toBeCloseTo(0.5 / 91, 12);
    expect(elapsedShare(q, '2026-06-30', '2026-06-30', 23)).toBe(1);
    // Outside the period: nothing yet, or all of it.
    expect(elapsedShare(q, '2026-03-15', '2026-05-01', 0)).toBe(0);
    expect(elapsedShare(q, '2026-07-15', '2026-08-01', 0)).toBe(1);
  });
});
