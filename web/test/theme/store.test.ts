import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../src/store/session';
import { DEFAULT_THEME, type ThemeChoice } from '../../src/theme/choice';
import { themeKey, ZERO_RUNTIME } from '../../src/theme/key';
import { appliedTheme } from '../../src/theme/applied';
import { chooseTheme, ready, resetTheme, themeStore } from '../../src/theme/store';

vi.mock('../../src/theme/algorithms', () => ({
  ALGORITHMS: { dark: () => ({}), compact: () => ({}) },
}));

const signIn = (userId: number | undefined) => sessionStore.set((s) => ({ ...s, userId }));
/** Resolves once `choice` is shown (after the algorithms it waits for have loaded). */
const shows = async (choice: ThemeChoice) => {
  await vi.waitFor(() => expect(themeStore.get()).toEqual(choice));
  return appliedTheme.get();
};

describe('the theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn(undefined);
  });

  it('shows the default theme to nobody signed in', async () => {
    await ready;
    expect(themeStore.get()).toEqual(DEFAULT_THEME);
    expect(appliedTheme.get()).toEqual({ config: ZERO_RUNTIME, dark: false });
  });

  it('keeps a user’s choice under their id and shows it with its algorithms', async () => {
    signIn(7);
    chooseTheme({ dark: true });
    chooseTheme({ primary: '#722ed1' });
    const wanted = { ...DEFAULT_THEME, dark: true, primary: '#722ed1' };
    const { config, dark } = await shows(wanted);
    expect(dark).toBe(true);
    expect(config).toMatchObject({ zeroRuntime: true, token: { colorPrimary: '#722ed1' } });
    expect(config.algorithm).toHaveLength(1);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(JSON.parse(localStorage.getItem(themeKey(7))!)).toEqual(wanted);
  });

  it('shows each user their own theme, and the default when signed out', async () => {
    localStorage.setItem(themeKey(7), JSON.stringify({ ...DEFAULT_THEME, compact: true }));
    signIn(7);
    await shows({ ...DEFAULT_THEME, compact: true });
    signIn(8);
    await shows(DEFAULT_THEME);
    signIn(undefined);
    await shows(DEFAULT_THEME);
    signIn(7);
    await shows({ ...DEFAULT_THEME, compact: true });
  });

  it('lets the latest choice win over one still waiting for its algorithms', async () => {
    signIn(9);
    chooseTheme({ dark: true });
    chooseTheme({ dark: false });
    await shows(DEFAULT_THEME);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(themeStore.get()).toEqual(DEFAULT_THEME);
  });

  it('forgets a reset theme rather than storing the default', async () => {
    signIn(10);
    chooseTheme({ compact: true });
    resetTheme();
    expect((await shows(DEFAULT_THEME)).config).toBe(ZERO_RUNTIME);
    expect(localStorage.getItem(themeKey(10))).toBeNull();
  });
});
