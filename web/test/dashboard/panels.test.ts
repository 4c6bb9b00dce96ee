import { describe, expect, it } from 'vitest';
import { matrixMax } from '../../src/dashboard/heatMatrix';
import {
  dashboardQueryKeys,
  initialChoice,
  isEmptyPanel,
  panel,
  panelQueryKey,
  panelSpan,
  viewQueryKey,
} from '../../src/dashboard/panels';
import { rankShares } from '../../src/dashboard/ranking';

const load = () => Promise.resolve([{ name: 'a', value: 1 }]);
const ranking = panel({
  key: 'top',
  kind: 'ranking',
  title: 'test.t',
  load,
  items: (rows) => rows,
});

describe('a panel definition', () => {
  it('takes a row on a phone, whatever its kind, unless it says otherwise', () => {
    expect(panelSpan(ranking)).toEqual({ xs: 24, lg: 12 });
    expect(panelSpan({ ...ranking, kind: 'table', columns: [], rows: () => [], rowKey: 'id' })).toEqual({
      xs: 24,
    });
    expect(panelSpan({ ...ranking, span: { span: 6 } })).toEqual({ span: 6 });
  });

  it('has a query of its own unless it names one it shares', () => {
    expect(panelQueryKey('home', ranking)).toEqual(['dashboard', 'home', 'top']);
    expect(panelQueryKey('home', { ...ranking, queryKey: ['shared'] })).toEqual(['shared']);
  });

  it('asks for what the user set on it under its own key, and under the key alone before anything is set', () => {
    const key = panelQueryKey('home', ranking);
    // A key asked ahead of the first render (Home's) must be the one the panel then reads.
    expect(viewQueryKey(key, {})).toBe(key);
    expect(viewQueryKey(key, { choice: undefined })).toBe(key);
    expect(viewQueryKey(key, { choice: 'month', page: 2 })).toEqual([
      'dashboard',
      'home',
      'top',
      { choice: 'month', page: 2 },
    ]);
  });

  it('starts from the choice it names when offered, else the first', () => {
    const choices = [
      { value: 'month', label: 'test.m' as const },
      { value: 'day', label: 'test.d' as const },
    ];
    expect(initialChoice(choices)).toBe('month');
    expect(initialChoice(choices, 'day')).toBe('day');
    expect(initialChoice(choices, 'year')).toBe('month');
    expect(initialChoice([], 'day')).toBeUndefined();
  });

  it('is empty without data, or when its kind finds nothing, or when its definition says so', () => {
    expect(isEmptyPanel(ranking, null)).toBe(true);
    expect(isEmptyPanel(ranking, [])).toBe(true);
    expect(isEmptyPanel(ranking, [{ name: 'a', value: 1 }])).toBe(false);
    expect(isEmptyPanel({ ...ranking, empty: () => true }, [{ name: 'a', value: 1 }])).toBe(true);
    const chart = panel({ key: 'c', kind: 'line', load, option: () => ({}) });
    expect(isEmptyPanel(chart, [])).toBe(true);
    expect(isEmptyPanel(chart, { any: 1 })).toBe(false);
    const cards = panel({ key: 'f', kind: 'cards', load, figures: [] });
    expect(isEmptyPanel(cards, [])).toBe(false);
  });
});

describe('the queries a change on a dashboard reloads', () => {
  it('are the dashboard’s own prefix, with the keys its panels share outside it, each once', () => {
    const shared = { ...ranking, key: 'a', queryKey: ['dashboard', 'cards'] };
    const alsoShared = { ...ranking, key: 'b', queryKey: ['dashboard', 'cards'] };
    const own = { ...ranking, key: 'c' };
    const under = { ...ranking, key: 'd', queryKey: ['dashboard', 'home', 'd', 'x'] };
    expect(dashboardQueryKeys({ id: 'home', panels: [shared, alsoShared, own, under] })).toEqual([
      ['dashboard', 'home'],
      ['dashboard', 'cards'],
    ]);
  });

  it('cover every panel’s key and the views and lists under it', () => {
    const panels = [ranking, { ...ranking, key: 'other', queryKey: ['elsewhere', 1] }];
    const keys = dashboardQueryKeys({ id: 'wb', panels });
    const covered = (key: readonly unknown[]) =>
      keys.some((prefix) => prefix.every((part, i) => part === key[i]));
    for (const p of panels) {
      const key = panelQueryKey('wb', p);
      expect(covered(key)).toBe(true);
      expect(covered(viewQueryKey(key, { choice: 'x' }))).toBe(true);
      expect(covered([...key, 'list', 'lowBalance', { page: 2 }])).toBe(true);
    }
    // Another dashboard's queries are left alone.
    expect(covered(['dashboard', 'home', 'top'])).toBe(false);
  });
});

describe('the shares', () => {
  it('of a ranking are of its largest, nothing for values not above 0', () => {
    const shares = rankShares([
      { name: 'a', value: 200 },
      { name: 'b', value: 50 },
      { name: 'c', value: -5 },
      { name: 'd', value: Number.NaN },
    ]);
    expect(shares.map((s) => s.share)).toEqual([1, 0.25, 0, 0]);
    expect(rankShares([{ name: 'z', value: 0 }])[0]!.share).toBe(0);
  });

  it('of a heat matrix are of its largest finite value', () => {
    expect(
      matrixMax({
        columns: ['x', 'y'],
        rows: [
          { label: 'r', values: [3, null] },
          { label: 's', values: [7, -1] },
        ],
      }),
    ).toBe(7);
    expect(matrixMax({ columns: [], rows: [] })).toBe(0);
  });
});
