import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@adops/common/contract/report';
import { callFor, figureOf, wholeRow } from '../../src/dashboard/reportAnswer';

describe('the call of a panel fed by a report', () => {
  it('is the report’s own, or the one of the panel’s choice', () => {
    const fixed = { url: '/api/x', params: { period: 'month' } };
    expect(callFor(fixed)).toEqual(fixed);
    const byChoice = (choice: string | undefined) => ({ url: '/api/x', params: { dimension: choice } });
    expect(callFor(byChoice, { choice: 'category' })).toEqual({
      url: '/api/x',
      params: { dimension: 'category' },
    });
  });

  it('asks a paged panel for the page it is on, its own size until the user picks one', () => {
    const call = { url: '/api/x', method: 'POST' as const, params: { task: 'lowBalance' } };
    expect(callFor(call, {}, 10).params).toEqual({ task: 'lowBalance', page: 1, pageSize: 10 });
    expect(callFor(call, { page: 3, pageSize: 50 }, 10)).toEqual({
      url: '/api/x',
      method: 'POST',
      params: { task: 'lowBalance', page: 3, pageSize: 50 },
    });
    // Not paged: the page the view may hold is not sent.
    expect(callFor(call, { page: 3 }).params).toEqual({ task: 'lowBalance' });
  });
});

describe('a report of the whole', () => {
  const result = (rows: ReportResult['rows'], summary: ReportResult['summary']): ReportResult => ({
    columns: [],
    rows,
    summary,
    total: rows.length,
    start: '2026-10-01',
    end: '2026-11-26',
    maxDays: 3653,
  });

  it('reads its one row, else its totals', () => {
    expect(wholeRow(result([{ fee: 5 }], { fee: 9 }))).toEqual({ fee: 5 });
    expect(wholeRow(result([], { fee: 9 }))).toEqual({ fee: 9 });
  });

  it('reads a figure as a number, missing as null', () => {
    const row = { fee: 1200, text: '300', none: null, blank: '', word: 'x' };
    expect(figureOf(row, 'fee')).toBe(1200);
    expect(figureOf(row, 'text')).toBe(300);
    expect(figureOf(row, 'none')).toBeNull();
    expect(figureOf(row, 'blank')).toBeNull();
    expect(figureOf(row, 'word')).toBeNull();
    expect(figureOf(row, 'absent')).toBeNull();
  });
});
