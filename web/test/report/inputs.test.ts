import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportInput } from '@adops/common/contract/report';
import { getReport } from '../../src/api/report';
import { filtersOfInputs, inputValuesOf } from '../../src/report/ReportInputs';
import { stubApi } from '../system/dom';

const INPUTS: ReportInput[] = [
  {
    kind: 'choice',
    key: 'dimension',
    zh: '统计维度',
    en: 'Rows by',
    values: { operator: { zh: '运营', en: 'Operator' } },
  },
  { kind: 'range', keys: ['compareStart', 'compareEnd'], zh: '对比周期', en: 'Compared with' },
];

afterEach(() => vi.unstubAllGlobals());

describe("a report's own inputs", () => {
  it('go from the URL into the form and back, a range as its two days', () => {
    const filters = { dimension: 'operator', compareStart: '2026-05-01', compareEnd: '2026-05-31' };
    const values = inputValuesOf(filters, INPUTS);
    expect(values.dimension).toBe('operator');
    expect(filtersOfInputs(values, INPUTS)).toEqual(filters);
  });

  it('leave out what the form leaves empty', () => {
    expect(filtersOfInputs({ dimension: undefined, compareStartRange: null }, INPUTS)).toEqual({});
    expect(inputValuesOf({}, INPUTS)).toEqual({ dimension: undefined, compareStartRange: undefined });
  });
});

describe('where a page reads its report', () => {
  it('is the spec call of an assessment page, by POST, and the page’s own URL for any other', async () => {
    const calls = stubApi({
      '/api/xdareninfo/selectBeOnlineBean': { rows: [] },
      '/api/crm/report/online': {},
    });
    await getReport('online', { start: '2026-05-01', page: 1 });
    await getReport('consumptionDaily', { page: 1 }).catch(() => undefined);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/xdareninfo/selectBeOnlineBean',
      'GET /api/crm/report/consumptionDaily',
    ]);
    expect(calls[0]!.body).toMatchObject({ start: '2026-05-01', page: 1 });
  });
});
