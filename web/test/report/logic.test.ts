import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '@adops/common/contract/report';
import { heatMax, heatStyle, isPeriodColumn } from '../../src/report/heat';
import {
  DEFAULT_REFRESH,
  hiddenColumnsKey,
  readHiddenColumns,
  readRefresh,
  refreshKey,
  writeHiddenColumns,
  writeRefresh,
} from '../../src/report/preferences';
import { filtersOf, queryOf } from '../../src/report/query';
import { reportCell } from '../../src/report/reportColumns';

describe('a report’s URL', () => {
  it('reads the filters and the sort, and writes them back in one order without paging or blanks', () => {
    const filters = filtersOf(
      new URLSearchParams('sort=-fee&page=3&product=juguang&start=2026-01-01&deptId=&x=1'),
    );
    expect(filters).toEqual({ sort: '-fee', product: 'juguang', start: '2026-01-01' });
    expect(queryOf({ ...filters, end: '2026-01-31', accountId: undefined })).toBe(
      'start=2026-01-01&end=2026-01-31&product=juguang&sort=-fee',
    );
    expect(queryOf({})).toBe('');
  });
});

describe('heat tints', () => {
  it('take the largest period cell of the page, and run from light to strong with readable text', () => {
    const columns = [{ key: 'p_0' }, { key: 'p_1' }].filter(isPeriodColumn);
    expect(isPeriodColumn({ key: 'fee' })).toBe(false);
    expect(
      heatMax(
        [
          { p_0: 5, p_1: '40', fee: 900 },
          { p_0: null, p_1: -3 },
        ],
        columns,
      ),
    ).toBe(40);
    expect(heatStyle(40, 40)).toEqual({
      background: 'color-mix(in srgb, var(--ant-blue-7) 100%, var(--ant-blue-1))',
      color: '#fff',
    });
    expect(heatStyle(1, 40)).toEqual({
      background: 'color-mix(in srgb, var(--ant-blue-7) 2.5%, var(--ant-blue-1))',
      color: 'var(--ant-color-text)',
    });
    for (const empty of [null, '', 0, -5]) expect(heatStyle(empty, 40)).toBeUndefined();
    expect(heatStyle(3, 0)).toBeUndefined();
  });
});

describe('report preferences', () => {
  it('keep hidden columns per user and page, and an interval per page, ignoring what is not theirs', () => {
    localStorage.clear();
    expect(hiddenColumnsKey(7, 'a')).not.toBe(hiddenColumnsKey(8, 'a'));
    expect(hiddenColumnsKey(7, 'a')).not.toBe(hiddenColumnsKey(7, 'b'));
    writeHiddenColumns(hiddenColumnsKey(7, 'a'), ['fee']);
    expect(readHiddenColumns(hiddenColumnsKey(7, 'a'))).toEqual(['fee']);
    expect(readHiddenColumns(hiddenColumnsKey(8, 'a'))).toEqual([]);
    writeHiddenColumns(hiddenColumnsKey(7, 'a'), []);
    expect(localStorage.length).toBe(0);
    localStorage.setItem(hiddenColumnsKey(7, 'a'), '{"not":"a list"}');
    expect(readHiddenColumns(hiddenColumnsKey(7, 'a'))).toEqual([]);

    expect(readRefresh(refreshKey('a'))).toBe(DEFAULT_REFRESH);
    writeRefresh(refreshKey('a'), 0);
    expect(readRefresh(refreshKey('a'))).toBe(0);
    localStorage.setItem(refreshKey('a'), '1234');
    expect(readRefresh(refreshKey('a'))).toBe(DEFAULT_REFRESH);
  });
});

describe('report cells', () => {
  const column = (c: Partial<ReportColumn>): ReportColumn => ({
    key: 'k',
    zh: '按周',
    en: 'By week',
    kind: 'text',
    sortable: false,
    ...c,
  });
  it('read as their kind: a link by its title, a code by its title, days as a number, empty as ##', () => {
    expect(reportCell(column({ kind: 'link' }), null, 'en')).toBe('By week');
    expect(reportCell(column({ values: { on: { zh: '投放中', en: 'Running' } } }), 'on', 'zh')).toBe(
      '投放中',
    );
    expect(reportCell(column({ values: { on: { zh: '投放中', en: 'Running' } } }), 'odd', 'zh')).toBe('odd');
    expect(reportCell(column({ kind: 'days' }), 1234.5, 'zh')).toBe('1,234.5');
    expect(reportCell(column({ kind: 'money' }), 123456, 'zh')).toBe('1,234.56');
    expect(reportCell(column({ kind: 'money' }), null, 'zh')).toBe('##');
  });
});
