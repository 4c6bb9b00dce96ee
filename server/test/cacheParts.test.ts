import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { describe, expect, it } from 'vitest';
import { ALL_DATA } from '../src/scope/dataScope';
import { DaysRead } from '../src/reports/cache/daysRead';
import { cacheKey, scopeKey } from '../src/reports/cache/key';
import { MemoryStore } from '../src/reports/cache/memoryStore';
import { VersionSnapshot } from '../src/reports/cache/versions';
import { facts } from '../src/reports/sources/facts';
import { balances } from '../src/reports/sources/balances';
import type { SourceOptions } from '../src/reports/sources';

const scope = (operatorIds: number[], groupIds: number[] = []) => ({
  all: false,
  departmentIds: [],
  groupIds,
  operatorIds,
  salesIds: [],
});

describe('a version snapshot', () => {
  const snapshot = new VersionSnapshot(
    [
      ['2026-06-03', 7],
      ['2026-06-01', 5],
      ['2026-06-10', 9],
    ],
    4,
  );
  it('answers the highest version of a span’s days, 0 where none moved', () => {
    expect(snapshot.span('2026-06-01', '2026-06-05')).toBe(7);
    expect(snapshot.span('2026-06-02', '2026-06-02')).toBe(0);
    expect(snapshot.span('2026-06-04', '2026-06-10')).toBe(9);
    expect(snapshot.span('2026-05-01', '2026-05-31')).toBe(0);
    expect(snapshot.latest).toBe(9);
  });
});

describe('the key of a question', () => {
  it('is the same for the same scope given in any order, and differs for another scope', () => {
    expect(scopeKey(scope([3, 1]))).toBe(scopeKey(scope([1, 3])));
    expect(scopeKey(scope([1]))).not.toBe(scopeKey(scope([], [1])));
    expect(scopeKey(ALL_DATA)).not.toBe(scopeKey(scope([])));
  });
  it('is the same for the same parameters in any order, and differs for any other value', () => {
    const key = cacheKey('r', { start: '2026-06-01', end: '2026-06-02', page: 1 }, ALL_DATA);
    expect(
      cacheKey('r', { page: 1, end: '2026-06-02', start: '2026-06-01', sort: undefined }, ALL_DATA),
    ).toBe(key);
    expect(cacheKey('r', { start: '2026-06-01', end: '2026-06-02', page: 2 }, ALL_DATA)).not.toBe(key);
    expect(cacheKey('s', { start: '2026-06-01', end: '2026-06-02', page: 1 }, ALL_DATA)).not.toBe(key);
    expect(cacheKey('r', { start: '2026-06-01', end: '2026-06-02', page: 1 }, scope([1]))).not.toBe(key);
  });
});

describe('the memory store', () => {
  it('forgets the least recently used first once past its room, and keeps nothing too big', () => {
    const store = new MemoryStore<number>(800);
    for (let i = 0; i < 20; i++) store.set(`k${i}`, i, 40);
    expect(store.get('k0')).toBe(0);
    store.set('k20', 20, 40);
    expect(store.get('k1')).toBeUndefined();
    expect([store.get('k0'), store.get('k2'), store.get('k20')]).toEqual([0, 2, 20]);
    expect([store.size, store.bytes]).toEqual([20, 800]);
    store.set('big', -1, 101);
    expect(store.get('big')).toBeUndefined();
  });
});

describe('the days a read covers', () => {
  const options = (bucket: SourceOptions['bucket'], factsUntil?: string): SourceOptions => ({
    bucket,
    today: '2026-06-15',
    inForce: DEFAULT_THRESHOLDS,
    factsUntil,
    columns: ['fee'],
  });
  it('are the range, and the rest of a week or month read whole from its rollup', () => {
    expect(facts.daysRead!(['2026-06-01', '2026-06-10'], options('day'))).toEqual([
      '2026-06-01',
      '2026-06-10',
    ]);
    // The facts end on the range's last day: June is read whole from the monthly rollup.
    expect(facts.daysRead!(['2026-06-01', '2026-06-10'], options('month', '2026-06-10'))).toEqual([
      '2026-06-01',
      '2026-06-30',
    ]);
  });
  it('of a balance are its day and the week before it', () => {
    expect(balances.daysRead!(['2026-06-01', '2026-06-10'], options('none'))).toEqual([
      '2026-06-03',
      '2026-06-10',
    ]);
  });
  it('are kept once where one span holds another', () => {
    const reads = new DaysRead();
    reads.add(['2026-06-01', '2026-06-10']);
    reads.add(['2026-06-02', '2026-06-03']);
    reads.add(['2025-06-01', '2025-06-10']);
    reads.add(['2026-06-05', '2026-06-04']);
    expect(reads.spans).toEqual([
      ['2026-06-01', '2026-06-10'],
      ['2025-06-01', '2025-06-10'],
    ]);
  });
});
