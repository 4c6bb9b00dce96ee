import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import {
  DIMENSION_WIDTH,
  MEASURE_WIDTH,
  rowKeyOf,
  spannedColumns,
  summaryCell,
  tableColumn,
  withSortOrder,
  type Drill,
  type TableColumn,
} from '../../src/report/reportColumns';
import { columnSpan, covers, isWindowed, rowSpan, wholeSpan } from '../../src/report/tableWindow';

describe('the part of a large table drawn', () => {
  it('is every cell of a small table, only what is in view of a thousand cells or of a wide one', () => {
    expect(isWindowed(7, 5)).toBe(false);
    expect(isWindowed(200, 3)).toBe(false);
    expect(isWindowed(20, 27)).toBe(false);
    // The accounts × hours matrix of a 50-row page, a 500-row list.
    expect(isWindowed(50, 27)).toBe(true);
    expect(isWindowed(500, 3)).toBe(true);
    // A pivot of a month of days or more, whatever its rows.
    expect(isWindowed(1, 33)).toBe(true);
    expect(isWindowed(0, 368)).toBe(true);
  });

  it('holds the rows in view and a few more, and the room of those above and below', () => {
    // 500 rows of 40 px under a 560 px view scrolled to row 100.
    expect(rowSpan(500, 40, 4_000, 560, 5)).toEqual({ from: 95, to: 119, before: 3_800, after: 15_240 });
    // At the top nothing is above; at the bottom nothing below.
    expect(rowSpan(500, 40, 0, 560, 5)).toEqual({ from: 0, to: 19, before: 0, after: 481 * 40 });
    expect(rowSpan(500, 40, 20_000 - 560, 560, 5)).toEqual({
      from: 481,
      to: 500,
      before: 481 * 40,
      after: 0,
    });
    // A view past the end (the rows fewer than before) draws none, and the room stays the whole.
    expect(rowSpan(10, 40, 4_000, 560, 5)).toEqual({ from: 10, to: 10, before: 400, after: 0 });
    expect(rowSpan(0, 40, 0, 560, 5)).toEqual(wholeSpan(0));
  });

  it('holds the columns in view, of their own widths, and a few more on each side', () => {
    const widths = [160, ...Array<number>(366).fill(120), 120];
    // At the left: the first columns up to the view's width, and two more.
    expect(columnSpan(widths, 0, 1_000, 2)).toEqual({
      from: 0,
      to: 10,
      before: 0,
      after: widths.slice(10).reduce((a, b) => a + b, 0),
    });
    // Scrolled to the middle of column 100: it and the eight after it are in view, two more on each side.
    const middle = columnSpan(widths, 160 + 120 * 99.5, 1_000, 2);
    expect(middle.from).toBe(98);
    expect(middle.to).toBe(109 + 2);
    expect(middle.before).toBe(160 + 120 * 97);
    expect(
      middle.before + middle.after + widths.slice(middle.from, middle.to).reduce((a, b) => a + b, 0),
    ).toBe(widths.reduce((a, b) => a + b, 0));
    // At the far right: the last columns, nothing after.
    const end = columnSpan(widths, 1e6, 1_000, 2);
    expect(end.to).toBe(widths.length);
    expect(end.after).toBe(0);
    expect(columnSpan([], 0, 1_000, 2)).toEqual(wholeSpan(0));
  });

  it('is drawn again only when a scroll brings in a row or a column not drawn', () => {
    const drawn = rowSpan(500, 40, 4_000, 560, 5);
    expect(covers(drawn, rowSpan(500, 40, 4_100, 560, 0))).toBe(true);
    expect(covers(drawn, rowSpan(500, 40, 4_400, 560, 0))).toBe(false);
    expect(covers(drawn, rowSpan(500, 40, 3_700, 560, 0))).toBe(false);
  });
});

const column = (key: string, more: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  zh: key.toUpperCase(),
  en: key,
  kind: 'money',
  sortable: false,
  ...more,
});
const drill = createRef<Drill>() as { current: Drill };

describe('the table’s columns', () => {
  const account = column('accountName', { kind: 'text', dimension: true, sortable: true });
  const day = column('p_2026-01-01');
  const total = column('fee', { sortable: true });

  it('say the column’s title in the language, hold the first on the left and set figures to the right', () => {
    const [first, period, fee] = [account, day, total].map((c, i) =>
      tableColumn(c, i, 'zh', { oneLine: false, drill }),
    );
    expect(first).toMatchObject({
      title: 'ACCOUNTNAME',
      fixed: 'left',
      width: DIMENSION_WIDTH,
      align: 'left',
    });
    expect(first!.sorter).toBe(true);
    expect(period).toMatchObject({
      fixed: undefined,
      width: MEASURE_WIDTH,
      align: 'right',
      sorter: undefined,
    });
    expect(period!.onCell).toBeUndefined();
    expect(fee!.ellipsis).toBe(false);
    // A table drawn in part keeps its texts on one line.
    expect(tableColumn(account, 0, 'en', { oneLine: true, drill }).ellipsis).toBe(true);
  });

  it('format a cell again only for another row', () => {
    const fee = tableColumn(total, 2, 'zh', { oneLine: false, drill });
    const row = { fee: 12_345 };
    expect(fee.shouldCellUpdate!(row, row)).toBe(false);
    expect(fee.shouldCellUpdate!({ fee: 12_345 }, row)).toBe(true);
    expect(fee.render!(12_345, row, 0)).toBe('123.45');
  });

  it('tint a period cell by its share of the heat scale, and no other', () => {
    const [period, fee] = [day, total].map((c, i) =>
      tableColumn(c, i + 1, 'zh', { heatMax: 400, oneLine: false, drill }),
    );
    const row: ReportRow = { 'p_2026-01-01': 400, fee: 400 };
    expect(period!.onCell!(row, 0)).toEqual({
      style: { background: 'color-mix(in srgb, var(--ant-blue-7) 100%, var(--ant-blue-1))', color: '#fff' },
    });
    expect(fee!.onCell).toBeUndefined();
  });

  it('open a drill-down through the handler of the moment', () => {
    const link = { ...account, drill: { page: 'xhsRealTimePlanHourly', params: { accountId: 'accountId' } } };
    const ref = { current: vi.fn<Drill>() };
    const first = tableColumn(link, 0, 'zh', { oneLine: false, drill: ref });
    const row = { accountName: 'A', accountId: 9 };
    const cell = first.render!('A', row, 0) as { props: { onClick: () => void; 'data-testid': string } };
    expect(cell.props['data-testid']).toBe('drill-accountName');
    ref.current = vi.fn<Drill>();
    cell.props.onClick();
    expect(ref.current).toHaveBeenCalledWith(link, row);
  });

  it('mark the sorted one, ascending or descending, and clear the others', () => {
    const columns = [account, total].map((c, i) => tableColumn(c, i, 'zh', { oneLine: false, drill }));
    expect(withSortOrder(columns, '-fee').map((c) => c.sortOrder)).toEqual([null, 'descend']);
    expect(withSortOrder(columns, 'accountName').map((c) => c.sortOrder)).toEqual(['ascend', null]);
    expect(withSortOrder(columns, undefined).map((c) => c.sortOrder)).toEqual([null, null]);
  });

  it('drawn in part keep the fixed one and stand a blank column for those left out on each side', () => {
    const columns: TableColumn[] = ['a', 'b', 'c', 'd', 'e'].map((key, i) => ({ key, width: 100 + i }));
    const drawn = spannedColumns(columns, 1, { from: 1, to: 3, before: 101, after: 104 });
    expect(drawn.map((c) => [c.key, c.width])).toEqual([
      ['a', 100],
      ['.before', 101],
      ['c', 102],
      ['d', 103],
      ['.after', 104],
    ]);
    expect(drawn[1]!.render!(null, {}, 0)).toBeNull();
    expect(drawn[1]!.onCell!({}, 0)).toEqual({ 'aria-hidden': true });
    // Nothing left out: the columns as they are.
    expect(spannedColumns(columns, 1, wholeSpan(4)).map((c) => c.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('the totals row', () => {
  it('says its label first, leaves dimensions, changes and links blank and totals the rest', () => {
    const summary = { fee: 60_000, fee_dod: 0.5 };
    const cell = (c: ReportColumn | undefined, i: number) => summaryCell(c, i, summary, 'zh', 'TOTAL');
    expect(cell(column('accountName', { kind: 'text', dimension: true }), 0)).toBe('TOTAL');
    expect(cell(column('platformId', { kind: 'text', dimension: true }), 1)).toBe('');
    expect(cell(column('fee_dod', { kind: 'change' }), 2)).toBe('');
    expect(cell(column('byWeek', { kind: 'link' }), 3)).toBe('');
    expect(cell(column('fee'), 4)).toBe('600.00');
    // A blank column in place of those not drawn.
    expect(cell(undefined, 5)).toBe('');
  });

  it('and each row is known by its dimensions', () => {
    const key = rowKeyOf([
      column('accountName', { kind: 'text', dimension: true }),
      column('platformId', { kind: 'text', dimension: true }),
      column('fee'),
    ]);
    expect(key({ accountName: 'A', platformId: '17', fee: 1 })).toBe('A|17');
    expect(rowKeyOf([column('fee')])({ fee: 1 })).toBe('total');
  });
});
