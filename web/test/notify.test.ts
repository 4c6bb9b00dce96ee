import { describe, expect, it, vi } from 'vitest';

describe('toasts', () => {
  it('asked before the app hands over its instance, have it loaded and wait for it, in order', async () => {
    vi.resetModules();
    const { onToastWaiting, setToast, toastError, toastSuccess } = await import('../src/api/notify');
    const load = vi.fn();
    onToastWaiting(load);
    expect(load).not.toHaveBeenCalled();
    toastError('first');
    toastSuccess('second');
    expect(load).toHaveBeenCalled();

    const shown: string[] = [];
    const instance = {
      error: (text: unknown) => void shown.push(`error ${String(text)}`),
      success: (text: unknown) => void shown.push(`success ${String(text)}`),
      warning: (text: unknown) => void shown.push(`warning ${String(text)}`),
    };
    setToast(instance as never);
    expect(shown).toEqual(['error first', 'success second']);
    toastSuccess('third');
    expect(shown.at(-1)).toBe('success third');
  });

  it('waiting when the app starts listening have their instance loaded at once', async () => {
    vi.resetModules();
    const { onToastWaiting, toastWarning } = await import('../src/api/notify');
    toastWarning('early');
    const load = vi.fn();
    onToastWaiting(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
