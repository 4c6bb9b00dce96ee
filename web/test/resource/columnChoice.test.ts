import { describe, expect, it } from 'vitest';
import { shownColumns, startHidden, switched } from '../../src/resource/columnChoice';
import type { ColumnDef } from '../../src/resource/types';

type Row = { a: number; b: number; c: number };
const COLUMNS: ColumnDef<Row>[] = [
  { key: 'a', title: 'common.status' },
  { key: 'b', title: 'common.status', toggle: { label: 'common.status', hidden: true } },
  { key: 'c', title: 'common.status', toggle: { label: 'common.status' } },
];

describe('the columns a table shows', () => {
  it('hides at first only the columns whose switch starts off', () => {
    expect(startHidden(COLUMNS)).toEqual(['b']);
  });

  it('shows a column switched on and hides one switched off, once', () => {
    expect(switched(['b'], 'b', true)).toEqual([]);
    expect(switched(['b'], 'c', false)).toEqual(['b', 'c']);
    expect(switched(['b'], 'b', false)).toEqual(['b']);
  });

  it('keeps the columns not hidden, and those of no definition (the actions)', () => {
    const table = [{ key: 'a' }, { key: 'b' }, { key: 'actions' }, {}];
    expect(shownColumns(table, ['b'])).toEqual([{ key: 'a' }, { key: 'actions' }, {}]);
  });
});
