import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pickableDay } from '../../src/report/pickableDay';

const today = dayjs('2026-11-23');

describe('the days a report range may take', () => {
  it('are none after today or before 2000', () => {
    expect(pickableDay(dayjs('2026-11-24'), undefined, 1096, today)).toBe(false);
    expect(pickableDay(dayjs('1999-12-31'), undefined, 1096, today)).toBe(false);
    expect(pickableDay(dayjs('2000-01-01'), undefined, 1096, today)).toBe(true);
  });

  it('lie within the report’s longest range of the first day picked, either side', () => {
    const from = dayjs('2026-01-01');
    // 366 days from 2026-01-01, both ends counted, run to 2027-01-01.
    expect(pickableDay(dayjs('2027-01-01'), from, 366, dayjs('2027-06-01'))).toBe(true);
    expect(pickableDay(dayjs('2027-01-02'), from, 366, dayjs('2027-06-01'))).toBe(false);
    expect(pickableDay(dayjs('2025-01-01'), from, 366, today)).toBe(true);
    expect(pickableDay(dayjs('2024-12-31'), from, 366, today)).toBe(false);
  });

  it('are none before the first day a report has: a report by hour has the days whose hours are kept', () => {
    expect(pickableDay(dayjs('2026-10-24'), undefined, 366, today, '2026-10-25')).toBe(false);
    expect(pickableDay(dayjs('2026-10-25'), undefined, 366, today, '2026-10-25')).toBe(true);
  });
});
