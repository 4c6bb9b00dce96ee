import { describe, expect, it } from 'vitest';
import {
  buildThemeConfig,
  DEFAULT_THEME,
  isDefaultTheme,
  needsAlgorithms,
  parseThemeChoice,
  type Algorithms,
} from '../../src/theme/choice';
import { themeKey, ZERO_RUNTIME } from '../../src/theme/key';

const dark = ((seed: object) => ({ ...seed, dark: true })) as unknown as Algorithms['dark'];
const compact = ((seed: object) => ({ ...seed, compact: true })) as unknown as Algorithms['compact'];
const ALGORITHMS: Algorithms = { dark, compact };

describe('parseThemeChoice', () => {
  it('reads back a stored choice', () => {
    expect(parseThemeChoice({ primary: '#722ED1', dark: true, compact: false })).toEqual({
      primary: '#722ed1',
      dark: true,
      compact: false,
    });
  });

  it('falls back to the default for what is missing or malformed', () => {
    expect(parseThemeChoice(null)).toEqual(DEFAULT_THEME);
    expect(parseThemeChoice('dark')).toEqual(DEFAULT_THEME);
    expect(parseThemeChoice({ primary: 'red', dark: 'yes', compact: 1 })).toEqual(DEFAULT_THEME);
    expect(parseThemeChoice({ primary: '#12345' })).toEqual(DEFAULT_THEME);
    expect(parseThemeChoice({ compact: true })).toEqual({ ...DEFAULT_THEME, compact: true });
  });
});

describe('buildThemeConfig', () => {
  it('keeps the default theme on the bare zero-runtime config', () => {
    expect(buildThemeConfig(DEFAULT_THEME, null)).toBe(ZERO_RUNTIME);
    expect(buildThemeConfig(DEFAULT_THEME, ALGORITHMS)).toEqual({ zeroRuntime: true });
  });

  it('adds the algorithms chosen, dark before compact, and the primary colour', () => {
    expect(buildThemeConfig({ primary: '#722ed1', dark: true, compact: true }, ALGORITHMS)).toEqual({
      zeroRuntime: true,
      algorithm: [dark, compact],
      token: { colorPrimary: '#722ed1' },
    });
    expect(buildThemeConfig({ ...DEFAULT_THEME, compact: true }, ALGORITHMS)).toEqual({
      zeroRuntime: true,
      algorithm: [compact],
      token: { colorPrimary: DEFAULT_THEME.primary },
    });
  });

  it('gives a colour alone without any algorithm', () => {
    expect(buildThemeConfig({ ...DEFAULT_THEME, primary: '#52c41a' }, null)).toEqual({
      zeroRuntime: true,
      token: { colorPrimary: '#52c41a' },
    });
  });
});

describe('the choice', () => {
  it('is the default only with antd’s blue, light and not compact', () => {
    expect(isDefaultTheme(DEFAULT_THEME)).toBe(true);
    expect(isDefaultTheme({ ...DEFAULT_THEME, primary: '#52c41a' })).toBe(false);
    expect(isDefaultTheme({ ...DEFAULT_THEME, dark: true })).toBe(false);
  });

  it('needs the algorithms for dark or compact only', () => {
    expect(needsAlgorithms({ ...DEFAULT_THEME, primary: '#52c41a' })).toBe(false);
    expect(needsAlgorithms({ ...DEFAULT_THEME, dark: true })).toBe(true);
    expect(needsAlgorithms({ ...DEFAULT_THEME, compact: true })).toBe(true);
  });

  it('is kept per user', () => {
    expect(themeKey(7)).not.toBe(themeKey(8));
  });
});
