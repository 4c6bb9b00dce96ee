import { describe, expect, it, vi } from 'vitest';
import { AHEAD_MS, askAhead, takeAhead, takeCome } from '../src/api/ahead';

describe('answers asked ahead of a page', () => {
  it('are taken by the first fetch of their key, once; later fetches ask again', async () => {
    const ahead = vi.fn(() => Promise.resolve('ahead'));
    const now = vi.fn(() => Promise.resolve('now'));
    askAhead(['report', 'a', { page: 1, pageSize: 50 }], ahead, 0);
    askAhead(['report', 'a', { pageSize: 50, page: 1 }], ahead, 1);
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(await takeAhead(['report', 'a', { pageSize: 50, page: 1 }], now, 2)).toBe('ahead');
    expect(await takeAhead(['report', 'a', { pageSize: 50, page: 1 }], now, 3)).toBe('now');
    expect(await takeAhead(['report', 'b'], now, 4)).toBe('now');
    expect(now).toHaveBeenCalledTimes(2);
  });

  it('are asked again when the one asked ahead failed or is too old', async () => {
    const now = vi.fn(() => Promise.resolve('now'));
    askAhead(['failed'], () => Promise.reject(new Error('refused')), 0);
    expect(await takeAhead(['failed'], now, 1)).toBe('now');
    askAhead(['old'], () => Promise.resolve('ahead'), 0);
    expect(await takeAhead(['old'], now, AHEAD_MS)).toBe('now');
    expect(now).toHaveBeenCalledTimes(2);
  });

  it('are there for a first render once they have come, taken once, and not when too old', async () => {
    const answer = Promise.resolve('ahead');
    askAhead(['come'], () => answer, 0);
    expect(takeCome(['come'], 1)).toBeUndefined();
    await answer;
    expect(takeCome(['come'], 2)?.data).toBe('ahead');
    expect(takeCome(['come'], 3)).toBeUndefined();
    const now = vi.fn(() => Promise.resolve('now'));
    expect(await takeAhead(['come'], now, 4)).toBe('now');

    const old = Promise.resolve('ahead');
    askAhead(['old come'], () => old, 0);
    await old;
    expect(takeCome(['old come'], AHEAD_MS)).toBeUndefined();
  });
});
