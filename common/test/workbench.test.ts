import { describe, expect, it } from 'vitest';
import { quarter, quarterOf, quarterTargetInput } from '../src/contract/workbench';

describe('quarters', () => {
  it('are named by their first day, found from any day in them', () => {
    expect(['2026-01-31', '2026-02-01', '2026-03-31'].map(quarterOf)).toEqual(Array(3).fill('2026-01-01'));
    expect(quarterOf('2026-05-20')).toBe('2026-04-01');
    expect(quarterOf('2026-09-01')).toBe('2026-07-01');
    expect(quarterOf('2026-12-31')).toBe('2026-10-01');
  });

  it('take only a quarter first day as input', () => {
    expect(quarter.safeParse('2026-10-01').success).toBe(true);
    for (const bad of ['2026-11-01', '2026-10-02', '2026-13-01'])
      expect(quarter.safeParse(bad).success, bad).toBe(false);
  });

  it("ask whose target it is for every level but the company's", () => {
    const base = { quarter: '2026-10-01', amount: 100 };
    expect(quarterTargetInput.safeParse({ ...base, level: 'company' }).success).toBe(true);
    const missing = quarterTargetInput.safeParse({ ...base, level: 'group' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['scopeId']);
    expect(quarterTargetInput.safeParse({ ...base, level: 'group', scopeId: 3 }).success).toBe(true);
  });
});
