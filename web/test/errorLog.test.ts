import { describe, expect, it, vi } from 'vitest';
import { clearErrorLog, errorLogStore, recordError } from '../src/store/errorLog';

describe('error log (spec section 8)', () => {
  it('records error, url and info, writes to the console, and clears', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    recordError(new Error('boom'), 'in Users');
    recordError('plain text', 'unhandledrejection');
    expect(errorLogStore.get().map(({ error, url, info }) => ({ error, url, info }))).toEqual([
      { error: 'boom', url: window.location.href, info: 'in Users' },
      { error: 'plain text', url: window.location.href, info: 'unhandledrejection' },
    ]);
    expect(console).toHaveBeenCalledTimes(2);
    clearErrorLog();
    expect(errorLogStore.get()).toEqual([]);
    console.mockRestore();
  });
});
