import { describe, expect, it } from 'vitest';
import { AUTO_WIDTH, autoWidths, textWidth } from '../src/columnWidth';

describe('textWidth', () => {
  it('counts Chinese, Japanese, Korean and full-width characters double, others once', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('账户')).toBe(4);
    expect(textWidth('かな한글')).toBe(8);
    expect(textWidth('ＡＢ，')).toBe(6);
    expect(textWidth('1,234.56')).toBe(8);
    expect(textWidth('投放中 ok')).toBe(9);
    // A character outside the basic plane (CJK extension B) is one character, wide.
    expect(textWidth('𠀀')).toBe(2);
    expect(textWidth('')).toBe(0);
  });
});

describe('autoWidths', () => {
  it('takes each column’s longest text, title included, plus the padding', () => {
    const widths = autoWidths(
      ['Name', '余额'],
      [
        ['short', '1.00'],
        ['a much longer name', '12,345.00'],
      ],
    );
    expect(widths).toEqual([18 + AUTO_WIDTH.padding, 9 + AUTO_WIDTH.padding]);
  });

  it('keeps within the bounds, and reads a missing cell as empty', () => {
    const widths = autoWidths(['a', 'b'], [['中'.repeat(100)]]);
    expect(widths).toEqual([AUTO_WIDTH.max, AUTO_WIDTH.min]);
  });
});
