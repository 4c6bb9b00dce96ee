import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  abbreviate,
  centsToYuan,
  formatYuanSigned,
  changeRatio,
  formatChange,
  formatPercent,
  formatTime,
  formatYuan,
  isEmpty,
  parseTime,
  thousands,
} from '../src/format';

describe('EMPTY and isEmpty (spec section 9: empty or null display as "##")', () => {
  it('is "##"', () => {
    expect(EMPTY).toBe('##');
  });

  it.each([[null], [undefined], [''], [Number.NaN]])('treats %o as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([[0], ['0'], [0n], [' '], [false], [-0], [Infinity]])('does not treat %o as empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('centsToYuan', () => {
  it.each([
    [123456, 1234.56],
    [1, 0.01],
    [10, 0.1],
    [30, 0.3],
    [-5, -0.05],
    [0, 0],
    [123456n, 1234.56],
    ['123456', 1234.56],
    ['-70', -0.7],
  ] as const)('%o cents is %o yuan', (cents, yuan) => {
    expect(centsToYuan(cents)).toBe(yuan);
  });

  it('has no float artefacts (10 + 20 cents is exactly 0.3, not 0.30000000000000004)', () => {
    expect(centsToYuan(10 + 20)).toBe(0.3);
    expect(centsToYuan(10 + 20)).not.toBe(0.1 + 0.2);
  });

  it('rounds fractional cents to whole ones, half away from zero', () => {
    expect(centsToYuan(12.5)).toBe(0.13);
    expect(centsToYuan(12.4)).toBe(0.12);
    expect(centsToYuan(-12.5)).toBe(-0.13);
  });

  it('gives NaN for empty or non-numeric input', () => {
    expect(centsToYuan(null)).toBeNaN();
    expect(centsToYuan(undefined)).toBeNaN();
    expect(centsToYuan('')).toBeNaN();
    expect(centsToYuan('abc')).toBeNaN();
  });
});

describe('formatYuan (spec section 9: cents / 100, 0-2 decimals as needed, thousands separator)', () => {
  it.each([
    [123456, '1,234.56'],
    [123450, '1,234.5'],
    [123400, '1,234'],
    [-5, '-0.05'],
    [0, '0'],
    [1, '0.01'],
    [10, '0.1'],
    [100, '1'],
    [100_000_000_00, '100,000,000'],
    [-123456789, '-1,234,567.89'],
    [99, '0.99'],
    [100000, '1,000'],
  ] as const)('formats %o cents as %o', (cents, text) => {
    expect(formatYuan(cents)).toBe(text);
  });

  it('accepts a bigint and a numeric string', () => {
    expect(formatYuan(123456n)).toBe('1,234.56');
    expect(formatYuan('123456')).toBe('1,234.56');
    expect(formatYuan('-123450')).toBe('-1,234.5');
  });

  it('is exact beyond Number.MAX_SAFE_INTEGER for bigint and string sums', () => {
    expect(formatYuan(123456789012345678901n)).toBe('1,234,567,890,123,456,789.01');
    expect(formatYuan('900719925474099399')).toBe('9,007,199,254,740,993.99');
  });

  it('rounds fractional cents (an average) to whole cents', () => {
    expect(formatYuan(1234.5)).toBe('12.35');
    expect(formatYuan('1234.4')).toBe('12.34');
  });

  it.each([[null], [undefined], [''], [Number.NaN], ['abc'], [Infinity]])('gives "##" for %o', (value) => {
    expect(formatYuan(value)).toBe('##');
  });

  it('shows two decimals with fixed, and no separator with grouping: false', () => {
    expect(formatYuan(123400, { fixed: true })).toBe('1,234.00');
    expect(formatYuan(123450, { fixed: true })).toBe('1,234.50');
    expect(formatYuan(123456, { grouping: false })).toBe('1234.56');
    expect(formatYuan(0, { fixed: true, grouping: false })).toBe('0.00');
  });
});

describe('thousands', () => {
  it.each([
    ['1234567.891', '1,234,567.891'],
    [-1234, '-1,234'],
    [1234567, '1,234,567'],
    [999, '999'],
    [1000, '1,000'],
    [0, '0'],
    [1234.5, '1,234.5'],
    ['1234.50', '1,234.50'],
    ['-0.5', '-0.5'],
    [123456789012345678901n, '123,456,789,012,345,678,901'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [1e-7, '0.0000001'],
    [' 1234 ', '1,234'],
  ] as const)('formats %o as %o', (value, text) => {
    expect(thousands(value)).toBe(text);
  });

  it.each([[null], [undefined], [''], [Number.NaN], ['12a'], ['.'], [Infinity]])(
    'gives "##" for %o',
    (value) => {
      expect(thousands(value)).toBe('##');
    },
  );
});

describe('abbreviate (spec section 9: k, M, G, T, P, E)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1450, '1.5k'], // half up on the decimal value, where (1.45).toFixed(1) gives '1.4'
    [12_345, '12.3k'],
    [2_500_000, '2.5M'],
    [1e9, '1G'],
    [3.2e12, '3.2T'],
    [1e15, '1P'],
    [1e18, '1E'],
    [1e21, '1000E'],
    [-1500, '-1.5k'],
    [-999, '-999'],
    ['2500000', '2.5M'],
    [2_500_000n, '2.5M'],
  ] as const)('abbreviates %o as %o', (value, text) => {
    expect(abbreviate(value)).toBe(text);
  });

  it('promotes a value that rounds to 1000 of a unit to the next unit (999_999 is "1M", not "1000k")', () => {
    expect(abbreviate(999_999)).toBe('1M');
    expect(abbreviate(999_949)).toBe('999.9k');
    expect(abbreviate(999_950)).toBe('1M');
    expect(abbreviate(999.96)).toBe('1k');
  });

  it('rounds values under 1000 to the digits as well', () => {
    expect(abbreviate(12.345)).toBe('12.3');
    expect(abbreviate(12.345, 2)).toBe('12.35');
  });

  it('honours digits and removes trailing zeros', () => {
    expect(abbreviate(1_234_567, 2)).toBe('1.23M');
    expect(abbreviate(1_200_000, 2)).toBe('1.2M');
    expect(abbreviate(1_500, 0)).toBe('2k');
    expect(abbreviate(1_000_000, 3)).toBe('1M');
  });

  it.each([[null], [undefined], [''], [Number.NaN], ['x']])('gives "##" for %o', (value) => {
    expect(abbreviate(value)).toBe('##');
  });
});

describe('formatPercent', () => {
  it.each([
    [0.1234, 2, '12.34%'],
    [0.12345, 2, '12.35%'],
    [1, 2, '100.00%'],
    [0, 2, '0.00%'],
    [-0.05, 2, '-5.00%'],
    [-0.000001, 2, '0.00%'],
    [0.5, 0, '50%'],
    [0.123456, 1, '12.3%'],
    ['0.25', 2, '25.00%'],
  ] as const)('formats %o with %o digits as %o', (ratio, digits, text) => {
    expect(formatPercent(ratio, digits)).toBe(text);
  });

  it('defaults to two digits', () => {
    expect(formatPercent(0.1)).toBe('10.00%');
  });

  it.each([[null], [undefined], [''], [Number.NaN], [Infinity]])('gives "##" for %o', (value) => {
    expect(formatPercent(value)).toBe('##');
  });
});

describe('changeRatio and formatChange (DOMAIN.md dod/wow/mom/yoy)', () => {
  it('is (current - previous) / previous', () => {
    expect(changeRatio(112.34, 100)).toBeCloseTo(0.1234, 12);
    expect(changeRatio(95, 100)).toBe(-0.05);
    expect(changeRatio(100, 100)).toBe(0);
    expect(changeRatio(0, 100)).toBe(-1);
    expect(changeRatio('150', 100n)).toBe(0.5);
  });

  it.each([
    [100, 0],
    [100, null],
    [100, undefined],
    [100, ''],
    [100, Number.NaN],
    [null, 100],
    [undefined, 100],
    ['', 100],
    [0, 0],
  ] as const)('is null for current %o and previous %o', (current, previous) => {
    expect(changeRatio(current, previous)).toBeNull();
    expect(formatChange(current, previous)).toBe('##');
  });

  it.each([
    [11234, 10000, '+12.34%'],
    [95, 100, '-5.00%'],
    [100, 100, '0.00%'],
    [0, 100, '-100.00%'],
    [300, 100, '+200.00%'],
    [100.001, 100, '0.00%'], // rounds to zero: no sign
    [99.999, 100, '0.00%'],
  ] as const)('formats current %o against previous %o as %o', (current, previous, text) => {
    expect(formatChange(current, previous)).toBe(text);
  });

  it('a current of 0 is a value, not missing', () => {
    expect(formatChange(0, 50)).toBe('-100.00%');
  });

  it('honours digits', () => {
    expect(formatChange(11234, 10000, 1)).toBe('+12.3%');
    expect(formatChange(150, 100, 0)).toBe('+50%');
  });
});

describe('parseTime (vue-element-admin parseTime, local time)', () => {
  const date = new Date(2024, 0, 7, 3, 4, 5); // a Sunday

  it('formats with the default pattern, zero-padded', () => {
    expect(parseTime(date)).toBe('2024-01-07 03:04:05');
  });

  it('formats {a} as the weekday 日一二三四五六', () => {
    expect(parseTime(date, '{a}')).toBe('日');
    expect(parseTime(new Date(2024, 0, 8), '{a}')).toBe('一');
    expect(parseTime(new Date(2024, 0, 13), '星期{a}')).toBe('星期六');
  });

  it('honours a custom pattern', () => {
    expect(parseTime(date, '{y}/{m}/{d}')).toBe('2024/01/07');
    expect(parseTime(date, '{h}时{i}分{s}秒')).toBe('03时04分05秒');
    expect(parseTime(new Date(2024, 11, 25, 23, 59, 58), '{m}-{d} {h}:{i}:{s}')).toBe('12-25 23:59:58');
  });

  it('reads a ten-digit number or digit string as seconds, thirteen digits as milliseconds', () => {
    const ms = date.getTime();
    const seconds = Math.floor(ms / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)).toBe('2024-01-07 03:04:05');
    expect(parseTime(String(seconds))).toBe('2024-01-07 03:04:05');
    expect(parseTime(ms)).toBe('2024-01-07 03:04:05');
    expect(parseTime(String(ms))).toBe('2024-01-07 03:04:05');
  });

  it('reads a date string, the dashed forms as local time', () => {
    expect(parseTime('2024-01-07 03:04:05')).toBe('2024-01-07 03:04:05');
    expect(parseTime('2024-01-07')).toBe('2024-01-07 00:00:00');
    expect(parseTime('2024/1/7 3:04')).toBe('2024-01-07 03:04:00');
    expect(parseTime(date.toISOString())).toBe('2024-01-07 03:04:05');
  });

  it('does not change the Date it is given', () => {
    const copy = new Date(date.getTime());
    parseTime(date);
    expect(date.getTime()).toBe(copy.getTime());
  });

  it.each([[null], [undefined], [''], [Number.NaN], ['not a date'], [new Date(Number.NaN)]])(
    'gives null for %o',
    (value) => {
      expect(parseTime(value)).toBeNull();
    },
  );
});

describe('formatTime (spec section 9 relative time)', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  const ago = (seconds: number) => now - seconds * 1000;
  const MIN = 60;
  const HOUR = 3600;

  it.each([
    [0, '刚刚', 'just now'],
    [29, '刚刚', 'just now'],
    [30, '1分钟前', '1 minute ago'],
    [90, '2分钟前', '2 minutes ago'],
    [59 * MIN, '59分钟前', '59 minutes ago'],
    [59 * MIN + 30, '60分钟前', '60 minutes ago'], // rounded up, as vue-element-admin does
    [HOUR, '1小时前', '1 hour ago'],
    [HOUR + 1, '2小时前', '2 hours ago'],
    [23 * HOUR, '23小时前', '23 hours ago'],
    [24 * HOUR, '1天前', '1 day ago'],
    [47 * HOUR, '1天前', '1 day ago'],
  ] as const)('%o s ago is %o / %o', (seconds, zh, en) => {
    expect(formatTime(ago(seconds), now)).toBe(zh);
    expect(formatTime(ago(seconds), now, undefined, 'zh')).toBe(zh);
    expect(formatTime(ago(seconds), now, undefined, 'en')).toBe(en);
  });

  it('shows a date from 48 hours on', () => {
    const time = new Date(2024, 5, 13, 12, 0, 0).getTime(); // exactly 48 h before now
    expect(now - time).toBe(48 * HOUR * 1000);
    expect(formatTime(time, now)).toBe('6月13日12时0分');
    expect(formatTime(time, now, undefined, 'en')).toBe('6/13 12:00');
    const older = new Date(2024, 2, 5, 9, 7, 0).getTime();
    expect(formatTime(older, now)).toBe('3月5日9时7分');
    expect(formatTime(older, now, undefined, 'en')).toBe('3/5 09:07');
  });

  it('uses parseTime with the option pattern beyond two days', () => {
    const older = new Date(2024, 2, 5, 9, 7, 3).getTime();
    expect(formatTime(older, now, '{y}-{m}-{d} {h}:{i}:{s}')).toBe('2024-03-05 09:07:03');
    expect(formatTime(older, now, '{m}/{d}', 'en')).toBe('03/05');
    // the option does not apply to the relative texts
    expect(formatTime(ago(10), now, '{y}')).toBe('刚刚');
  });

  it('reads ten-digit timestamps as seconds', () => {
    const seconds = Math.floor(ago(5 * MIN) / 1000);
    expect(formatTime(seconds, now)).toBe('5分钟前');
    expect(formatTime(String(seconds), now)).toBe('5分钟前');
    expect(formatTime(ago(5 * MIN), now)).toBe('5分钟前');
  });

  it('accepts a Date for time and now, and date strings', () => {
    expect(formatTime(new Date(ago(2 * HOUR)), new Date(now))).toBe('2小时前');
    expect(formatTime('2024-06-15 11:00:00', now)).toBe('1小时前');
  });

  it('treats a future time as just now', () => {
    expect(formatTime(now + 10 * MIN * 1000, now)).toBe('刚刚');
  });

  it('defaults now to the current time', () => {
    expect(formatTime(Date.now() - 10 * MIN * 1000)).toBe('10分钟前');
  });

  it.each([[null], [undefined], [''], ['garbage']])('gives "##" for %o', (value) => {
    expect(formatTime(value, now)).toBe('##');
  });
});

describe('formatYuanSigned', () => {
  it('puts the currency sign before the yuan text, and leaves the empty marker alone', () => {
    expect(formatYuanSigned(123456)).toBe('¥1,234.56');
    expect(formatYuanSigned(-50)).toBe('¥-0.5');
    expect(formatYuanSigned(null)).toBe('##');
  });
});
