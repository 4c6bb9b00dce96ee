import { describe, expect, it } from 'vitest';
import { PRODUCT_TITLES } from '@adops/common/business';
import { GROUP_TITLES } from '@adops/common/lists';
import { cellText } from '../../src/resource/cells';

describe('resource cells', () => {
  it('show money in cents as yuan with separators, and empty as ##', () => {
    expect(cellText('money', 123456789, 'zh')).toBe('1,234,567.89');
    expect(cellText('money', 0, 'zh')).toBe('0.00');
    expect(cellText('money', null, 'zh')).toBe('##');
    expect(cellText('count', 1234567, 'zh')).toBe('1,234,567');
  });

  it('show basis points as percent, regions by name, coded values by title', () => {
    expect(cellText('rate', 650, 'zh')).toBe('6.50%');
    expect(cellText('region', '330106', 'zh')).toBe('浙江省 杭州市 西湖区');
    expect(cellText('region', '110000', 'zh')).toBe('北京市');
    expect(cellText('enum', 'shutiao', 'en', PRODUCT_TITLES)).toBe('Shutiao');
    expect(cellText('enum', 'shutiao', 'zh', PRODUCT_TITLES)).toBe('薯条');
    expect(cellText('decimal', 2.25, 'zh')).toBe('2.3');
  });

  it('show an operation group in the page’s language, as its picker does, and a group it does not know as stored', () => {
    expect(cellText('text', '非电商1组', 'en', GROUP_TITLES)).toBe('Non-e-commerce group 1');
    expect(cellText('text', '电商10组', 'en', GROUP_TITLES)).toBe('E-commerce group 10');
    expect(cellText('text', '非电商1组', 'zh', GROUP_TITLES)).toBe('非电商1组');
    expect(cellText('text', '新组', 'en', GROUP_TITLES)).toBe('新组');
  });
});
