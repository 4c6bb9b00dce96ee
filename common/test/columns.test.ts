import { describe, expect, it } from 'vitest';
import { PRODUCT_TITLES } from '../src/business';
import { cellText } from '../src/cellText';
import { COLUMN_KIND_NAMES, figureInput, inputShown, inputStored, isFigure } from '../src/columns';
import { exportColumn } from '../src/contract/export';
import { TEXT_KINDS } from '../src/contract/report';
import { GROUP_TITLES } from '../src/lists';

describe('the column kinds', () => {
  it('show money in cents as yuan with separators, counts with separators, and empty as ##', () => {
    expect(cellText('money', 123456, 'zh')).toBe('1,234.56');
    expect(cellText('money', 123456789, 'zh')).toBe('1,234,567.89');
    expect(cellText('money', '123456', 'en')).toBe('1,234.56');
    expect(cellText('money', 0, 'zh')).toBe('0.00');
    expect(cellText('money', -5, 'zh')).toBe('-0.05');
    expect(cellText('count', 1234567, 'zh')).toBe('1,234,567');
    for (const kind of COLUMN_KIND_NAMES.filter((k) => k !== 'flag'))
      for (const empty of [null, undefined, '', Number.NaN]) expect(cellText(kind, empty, 'zh')).toBe('##');
  });

  it('show basis points and fractions as percentages, a change signed, decimals and days as asked', () => {
    expect(cellText('rate', 650, 'zh')).toBe('6.50%');
    expect(cellText('percent', 0.1234, 'zh')).toBe('12.34%');
    expect(cellText('change', 0.1234, 'zh')).toBe('+12.34%');
    expect(cellText('change', -0.05, 'zh')).toBe('-5.00%');
    expect(cellText('change', 0, 'zh')).toBe('0.00%');
    expect(cellText('decimal', 2.25, 'zh')).toBe('2.3');
    expect(cellText('decimal', 1234, 'zh')).toBe('1,234.0');
    expect(cellText('days', 1234.5, 'zh')).toBe('1,234.5');
  });

  it('show days and times, hours as 09:00, regions by name, a yes-or-no in the page’s language', () => {
    expect(cellText('day', '2026-03-09', 'zh')).toBe('2026-03-09');
    expect(cellText('time', '2026-03-09 08:05:00', 'zh')).toBe('2026-03-09 08:05:00');
    expect(cellText('hour', 9, 'zh')).toBe('09:00');
    expect(cellText('hour', '23', 'zh')).toBe('23:00');
    expect(cellText('hour', '合计', 'zh')).toBe('合计');
    expect(cellText('region', '330106', 'zh')).toBe('浙江省 杭州市 西湖区');
    expect(cellText('region', '110000', 'zh')).toBe('北京市');
    expect(cellText('flag', true, 'zh')).toBe('是');
    expect(cellText('flag', false, 'en')).toBe('No');
    expect(cellText('flag', null, 'en')).toBe('No');
    expect(cellText('link', 'By week', 'en')).toBe('By week');
  });

  it('show coded values by their title whatever the kind, and a code they do not know as it is', () => {
    expect(cellText('enum', 'shutiao', 'en', PRODUCT_TITLES)).toBe('Shutiao');
    expect(cellText('enum', 'shutiao', 'zh', PRODUCT_TITLES)).toBe('薯条');
    expect(cellText('text', 'on', 'zh', { on: { zh: '投放中', en: 'Running' } })).toBe('投放中');
    expect(cellText('text', 'odd', 'zh', { on: { zh: '投放中', en: 'Running' } })).toBe('odd');
    expect(cellText('flag', true, 'zh', { true: { zh: '新客户', en: 'New' } })).toBe('新客户');
    // An operation group in the page's language, as its picker says it; a group it does not know as stored.
    expect(cellText('text', '非电商1组', 'en', GROUP_TITLES)).toBe('Non-e-commerce group 1');
    expect(cellText('text', '电商10组', 'en', GROUP_TITLES)).toBe('E-commerce group 10');
    expect(cellText('text', '非电商1组', 'zh', GROUP_TITLES)).toBe('非电商1组');
    expect(cellText('text', '新组', 'en', GROUP_TITLES)).toBe('新组');
  });

  it('say which are figures: the report’s texts and the export’s kinds are theirs', () => {
    expect(COLUMN_KIND_NAMES.filter(isFigure)).toEqual([
      'money',
      'count',
      'decimal',
      'days',
      'rate',
      'percent',
      'change',
      'hour',
    ]);
    expect([...TEXT_KINDS]).toEqual(COLUMN_KIND_NAMES.filter((k) => !isFigure(k)));
    for (const kind of COLUMN_KIND_NAMES)
      expect(exportColumn.parse({ key: 'fee', title: '消耗', kind }).kind).toBe(kind);
    expect(exportColumn.parse({ key: 'fee', title: '消耗' }).kind).toBe('text');
    expect(exportColumn.safeParse({ key: 'fee', title: '消耗', kind: 'yuan' }).success).toBe(false);
  });
});

describe('figures typed in a form', () => {
  it('show money in yuan and store cents, a rate in percent stored as basis points, a count as it is', () => {
    expect(inputShown('money', 123456)).toBe(1234.56);
    expect(inputStored('money', 1234.56)).toBe(123456);
    expect(inputStored('money', 0.1 + 0.2)).toBe(30);
    expect(inputShown('rate', 650)).toBe(6.5);
    expect(inputStored('rate', 6.5)).toBe(650);
    expect(inputShown('count', '42')).toBe(42);
    expect(inputStored('count', 42)).toBe(42);
    expect(figureInput('money').unit).toEqual({ zh: '元', en: 'CNY' });
  });

  it('keep an empty figure empty, and store an emptied rate as 0', () => {
    for (const kind of ['money', 'rate', 'count'] as const) expect(inputShown(kind, null)).toBeNull();
    expect(inputStored('money', null)).toBeNull();
    expect(inputStored('count', undefined)).toBeNull();
    expect(inputStored('rate', null)).toBe(0);
  });
});
