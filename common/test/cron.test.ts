import { describe, expect, it } from 'vitest';
import { checkCron, cronRuns } from '../src/cron';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('cron expressions of scheduled jobs', () => {
  it('name their next runs in Asia/Shanghai, whatever the server’s zone', () => {
    // 06:00 in Shanghai is 22:00 UTC the day before.
    expect(iso(cronRuns('0 6 * * *', new Date('2026-11-27T02:03:00Z'), 2))).toEqual([
      '2026-11-27T22:00:00.000Z',
      '2026-11-28T22:00:00.000Z',
    ]);
    expect(iso(cronRuns('*/5 * * * *', new Date('2026-11-27T02:03:00Z'), 2))).toEqual([
      '2026-11-27T02:05:00.000Z',
      '2026-11-27T02:10:00.000Z',
    ]);
    // Monday 09:30 Shanghai: 2026-11-30 is a Monday.
    expect(iso(cronRuns('30 9 * * 1', new Date('2026-11-27T02:03:00Z')))).toEqual([
      '2026-11-30T01:30:00.000Z',
    ]);
  });

  it('take five fields only, each in range, and refuse one that never matches', () => {
    expect(checkCron('*/5 * * * *')).toBeNull();
    expect(checkCron(' 0 6 * * 1-5 ')).toBeNull();
    expect(checkCron('* * *')).toBe('cronRule');
    expect(checkCron('*/10 * * * * *')).toBe('cronRule');
    expect(checkCron('61 * * * *')).toBe('cronRule');
    expect(checkCron('every minute')).toBe('cronRule');
    expect(checkCron('0 0 31 2 *')).toBe('cronNever');
    expect(cronRuns('61 * * * *', new Date())).toEqual([]);
  });
});
