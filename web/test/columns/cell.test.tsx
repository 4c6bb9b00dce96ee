import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ACCOUNT_STATUS_TITLES } from '@adops/common/business';
import type { ColumnKind, ColumnValues } from '@adops/common/columns';
import type { Lang } from '@adops/common/messages';
import { alignOf, cell } from '../../src/columns/cell';

/** The cell as the user sees it: its element. */
function drawn(kind: ColumnKind, value: unknown, lang: Lang = 'zh', values?: ColumnValues) {
  const { container } = render(<div>{cell(kind, value, lang, values)}</div>);
  return container.firstElementChild!;
}

describe('a table cell', () => {
  it('reads as its kind: money in yuan, a count with separators, a rate as percent, empty as ##', () => {
    expect(drawn('money', 123456).textContent).toBe('1,234.56');
    expect(drawn('count', 1234567).textContent).toBe('1,234,567');
    expect(drawn('rate', 650).textContent).toBe('6.50%');
    expect(drawn('hour', 9).textContent).toBe('09:00');
    expect(drawn('money', null).textContent).toBe('##');
    expect(cell('money', 123456, 'zh')).toBe('1,234.56');
  });

  it('shows a change signed, red when down and green when up, and none uncoloured', () => {
    const down = drawn('change', -0.05).firstElementChild as HTMLElement;
    expect(down.textContent).toBe('-5.00%');
    expect(down.style.color).toBe('rgb(207, 19, 34)');
    const up = drawn('change', 0.1234).firstElementChild as HTMLElement;
    expect(up.textContent).toBe('+12.34%');
    expect(up.style.color).toBe('rgb(56, 158, 13)');
    const none = drawn('change', 0).firstElementChild as HTMLElement;
    expect(none.textContent).toBe('0.00%');
    expect(none.style.color).toBe('');
    expect(drawn('change', null).textContent).toBe('##');
  });

  it('shows an enum as a tag of its title, in the colour its value gives', () => {
    const plain = drawn('enum', 'active', 'en', ACCOUNT_STATUS_TITLES).querySelector('.ant-tag')!;
    expect(plain.textContent).toBe(ACCOUNT_STATUS_TITLES.active.en);
    expect(plain.className).not.toMatch(/ant-tag-(green|red)/);
    const coloured = drawn('enum', 'on', 'zh', { on: { zh: '投放中', en: 'Running', color: 'green' } });
    const tag = coloured.querySelector('.ant-tag')!;
    expect(tag.textContent).toBe('投放中');
    expect(tag.className).toMatch(/ant-tag-green/);
    expect(drawn('enum', null, 'zh', ACCOUNT_STATUS_TITLES).querySelector('.ant-tag')).toBeNull();
  });

  it('says yes or no in the page’s language, or in the page’s own words', () => {
    expect(drawn('flag', true, 'en').textContent).toBe('Yes');
    expect(drawn('flag', null, 'zh').textContent).toBe('否');
    expect(cell('flag', true, 'zh', undefined, ['有', '无'])).toBe('有');
  });

  it('sets figures to the right and texts to the left', () => {
    expect(
      (['money', 'count', 'decimal', 'days', 'rate', 'percent', 'change', 'hour'] as const).map(alignOf),
    ).toEqual(Array(8).fill('right'));
    expect((['text', 'day', 'time', 'region', 'enum', 'flag', 'link'] as const).map(alignOf)).toEqual(
      Array(7).fill('left'),
    );
  });
});
