import { describe, expect, it } from 'vitest';
import { segments } from '../src/reports/segments';

const TODAY = '2026-11-22';

describe('the parts a range is read from', () => {
  it('read a month under way whole from its rollup when no facts come after the range', () => {
    expect(segments('2026-10-23', '2026-11-21', TODAY, 'month', '2026-11-21')).toEqual([
      { source: 'daily', from: '2026-10-23', to: '2026-10-31' },
      { source: 'monthly', from: '2026-11-01', to: '2026-11-30' },
    ]);
  });

  it('read its days and weeks when facts come after the range, or none are known', () => {
    const parts = [
      { source: 'daily', from: '2026-10-23', to: '2026-10-31' },
      { source: 'daily', from: '2026-11-01', to: '2026-11-01' },
      { source: 'weekly', from: '2026-11-02', to: '2026-11-15' },
      { source: 'daily', from: '2026-11-16', to: '2026-11-20' },
    ];
    expect(segments('2026-10-23', '2026-11-20', TODAY, 'month', '2026-11-21')).toEqual(parts);
    expect(segments('2026-10-23', '2026-11-20', TODAY, 'month')).toEqual(parts);
  });

  it('read the week under way whole, but not a month that began before the range', () => {
    expect(segments('2026-11-10', '2026-11-21', TODAY, 'month', '2026-11-21')).toEqual([
      { source: 'daily', from: '2026-11-10', to: '2026-11-15' },
      { source: 'weekly', from: '2026-11-16', to: '2026-11-22' },
    ]);
    expect(segments('2026-11-10', '2026-11-21', TODAY, 'week', '2026-11-21')).toEqual([
      { source: 'daily', from: '2026-11-10', to: '2026-11-15' },
      { source: 'weekly', from: '2026-11-16', to: '2026-11-22' },
    ]);
  });

  it('keep days and today’s hours apart when the range runs to today', () => {
    expect(segments('2026-11-16', TODAY, TODAY, 'week', '2026-11-21')).toEqual([
      { source: 'daily', from: '2026-11-16', to: '2026-11-21' },
      { source: 'hourly', from: TODAY, to: TODAY },
    ]);
  });
});
