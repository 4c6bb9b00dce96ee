import type { ThemeConfig } from 'antd';

/** The localStorage key of a user's theme: two people sharing a browser each keep their own. */
export const themeKey = (userId: number) => `theme.${userId}`;

/**
 * antd's styles come from its stylesheet (imported by main.tsx), not made by each component as it first
 * renders: the first page's components render without computing and injecting their CSS. The stylesheet's
 * rules read CSS variables, and even with `zeroRuntime` antd still computes the tokens and writes them as those
 * variables at run time: a theme is this same config with an algorithm and a seed colour (see choice.ts).
 */
export const ZERO_RUNTIME: ThemeConfig = { zeroRuntime: true };
