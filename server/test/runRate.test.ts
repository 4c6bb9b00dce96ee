import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { dayFlag } from '../src/reports/monitorExtras';
import { runRate } from '../src/targets/runRate';

const JUNE: [string, string] = ['2026-06-01', '2026-06-30'];

describe('the run rate of a month', () => {
  it('projects the pace so far to the month’s end and says what each day left needs', () => {
    // 10 closed days of 30 spent 1,000 yuan against a 6,000 yuan target: 20 days left need 250 a day.
    expect(runRate(100_000, 600_000, JUNE, '2026-06-10', '2026-06-11', 9)).toEqual({
      progress: 100_000 / 600_000,
      elapsed: 10 / 30,
      projectedFee: 300_000,
      projectedProgress: 0.5,
      neededPerDay: 25_000,
    });
  });

  it('counts today among the days left while it runs, and needs nothing once the target is reached', () => {
    const today = runRate(100_000, 600_000, JUNE, '2026-06-11', '2026-06-11', 11);
    expect(today.neededPerDay).toBe(25_000);
    expect(today.elapsed).toBeCloseTo((10 + 12 / 24) / 30, 10);
    expect(runRate(700_000, 600_000, JUNE, '2026-06-20', '2026-06-21', 0).neededPerDay).toBe(0);
  });

  it('has no progress or need without a target, and nothing left to need once the month is over', () => {
    expect(runRate(100_000, null, JUNE, '2026-06-10', '2026-06-11', 0)).toMatchObject({
      progress: null,
      projectedProgress: null,
      neededPerDay: null,
    });
    expect(runRate(100_000, 600_000, JUNE, '2026-06-30', '2026-07-02', 0)).toMatchObject({
      elapsed: 1,
      projectedFee: 100_000,
      neededPerDay: null,
    });
  });
});

describe('a day’s flag against its 7-day average', () => {
  const t = DEFAULT_THRESHOLDS;
  it('is zero, drop, spike or normal by the thresholds', () => {
    expect(dayFlag(0, 1000, t)).toBe('zero');
    expect(dayFlag(699, 1000, t)).toBe('drop');
    expect(dayFlag(700, 1000, t)).toBe('normal');
    expect(dayFlag(3000, 1000, t)).toBe('normal');
    expect(dayFlag(3001, 1000, t)).toBe('spike');
    expect(dayFlag(0, 0, t)).toBe('normal');
    expect(dayFlag(699, 1000, { ...t, descentRatio: 0.5 })).toBe('normal');
  });
});
