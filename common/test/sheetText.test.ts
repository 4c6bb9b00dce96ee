import { describe, expect, it } from 'vitest';
import { headerRows, tableText, textCell, textLine, type TextColumn } from '../src/sheetText';

const COLUMNS: TextColumn[] = [
  { key: 'name', title: '账户名称' },
  { key: 'balance', title: '余额', kind: 'money', group: '资金' },
  { key: 'monthFee', title: '本月消耗', kind: 'money', group: '资金' },
  { key: 'status', title: '状态', values: { active: '投放中' } },
];

describe('textCell', () => {
  it('reads a value as the page shows it', () => {
    expect(textCell(COLUMNS[1]!, 123456, 'zh')).toBe('1,234.56');
    expect(textCell(COLUMNS[3]!, 'active', 'zh')).toBe('投放中');
    expect(textCell(COLUMNS[3]!, 'other', 'zh')).toBe('other');
    expect(textCell({ key: 'rate', title: 'r', kind: 'rate' }, 1234, 'en')).toBe('12.34%');
    expect(textCell(COLUMNS[0]!, null, 'zh')).toBe('##');
    expect(textCell(COLUMNS[0]!, '', 'zh')).toBe('##');
  });
});

describe('textLine', () => {
  it('quotes a csv field only where RFC 4180 needs it, doubling its quotes', () => {
    expect(textLine(['a', 'b,c', 'say "hi"', 'two\nlines', ' edge', 'plain'], 'csv')).toBe(
      'a,"b,c","say ""hi""","two\nlines"," edge",plain',
    );
  });

  it('separates text by tabs, a tab or line break inside a cell made a space', () => {
    expect(textLine(['a\tb', 'c\r\nd', 'e'], 'txt')).toBe('a b\tc d\te');
  });
});

describe('headerRows', () => {
  it('puts a group’s title over its first column, above the titles', () => {
    expect(headerRows(COLUMNS)).toEqual([
      ['', '资金', '', ''],
      ['账户名称', '余额', '本月消耗', '状态'],
    ]);
  });

  it('is the titles alone where no column is grouped', () => {
    expect(headerRows([COLUMNS[0]!, COLUMNS[3]!])).toEqual([['账户名称', '状态']]);
  });
});

describe('tableText', () => {
  it('writes the header and a line per row, each ended', () => {
    const rows = [{ name: 'A,1', balance: 100, monthFee: null, status: 'active' }];
    expect(tableText(COLUMNS, rows, 'zh', 'csv')).toBe(
      ',资金,,\r\n账户名称,余额,本月消耗,状态\r\n"A,1",1.00,##,投放中\r\n',
    );
    expect(tableText(COLUMNS.slice(0, 1), rows, 'zh', 'txt')).toBe('账户名称\nA,1\n');
  });
});
