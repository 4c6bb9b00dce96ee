import type { MappingAlgorithm, ThemeConfig } from 'antd';
import { ZERO_RUNTIME } from './key';

/** What a user chose for the look of the console (the component size is a setting of its own). */
export interface ThemeChoice {
  /** antd's seed colour `colorPrimary`, as #rrggbb. */
  primary: string;
  dark: boolean;
  compact: boolean;
}

/** antd's own blue, light, not compact: the console as it ships. */
export const DEFAULT_THEME: ThemeChoice = { primary: '#1677ff', dark: false, compact: false };

const HEX = /^#[0-9a-f]{6}$/;

export const isDefaultTheme = (choice: ThemeChoice) =>
  choice.primary === DEFAULT_THEME.primary && !choice.dark && !choice.compact;

/** Whether the choice needs antd's algorithms (dark, compact), which load apart from the console's start. */
export const needsAlgorithms = (choice: ThemeChoice) => choice.dark || choice.compact;

/** A stored choice read back: what is missing or malformed falls back to the default's. */
export function parseThemeChoice(stored: unknown): ThemeChoice {
  const value = (stored ?? {}) as Partial<Record<keyof ThemeChoice, unknown>>;
  const primary = typeof value.primary === 'string' ? value.primary.toLowerCase() : '';
  return {
    primary: HEX.test(primary) ? primary : DEFAULT_THEME.primary,
    dark: value.dark === true,
    compact: value.compact === true,
  };
}

export interface Algorithms {
  dark: MappingAlgorithm;
  compact: MappingAlgorithm;
}

/**
 * The ConfigProvider theme for a choice: the zero-runtime config (key.ts) with antd's algorithms and the seed
 * colour; the default choice gets the bare zero-runtime config.
 */
export function buildThemeConfig(choice: ThemeChoice, algorithms: Algorithms | null): ThemeConfig {
  if (isDefaultTheme(choice)) return ZERO_RUNTIME;
  const algorithm = algorithms
    ? [...(choice.dark ? [algorithms.dark] : []), ...(choice.compact ? [algorithms.compact] : [])]
    : [];
  return {
    ...ZERO_RUNTIME,
    ...(algorithm.length ? { algorithm } : {}),
    token: { colorPrimary: choice.primary },
  };
}
