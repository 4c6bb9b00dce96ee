import type { CSSProperties } from 'react';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';

/** A pivot's period columns: `p_2026-11-01`, `p_0` … `p_23`. */
export const isPeriodColumn = (column: Pick<ReportColumn, 'key'>) => column.key.startsWith('p_');

/** The largest value among the period cells of the rows shown; 0 when there is none above 0. */
export function heatMax(rows: ReportRow[], columns: Pick<ReportColumn, 'key'>[]): number {
  let max = 0;
  for (const row of rows)
    for (const column of columns) {
      const value = Number(row[column.key]);
      if (Number.isFinite(value) && value > max) max = value;
    }
  return max;
}

type Rgb = readonly [number, number, number];
/** antd's blue-1 and blue-7 of the light theme: what the text's colour is chosen against. */
const LIGHT: Rgb = [230, 244, 255];
const STRONG: Rgb = [9, 88, 217];
const DARK_TEXT: Rgb = [0, 0, 0];
const LIGHT_TEXT: Rgb = [255, 255, 255];

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * The tint of a cell by its share of the largest: from the theme's blue-1 for small values to its blue-7 for the
 * largest (so a dark theme's dark blues), and the text in white or the theme's text colour, whichever reads
 * better on it. Nothing for empty, zero or negative values.
 */
export function heatStyle(value: ReportRow[string], max: number): CSSProperties | undefined {
  const number = Number(value);
  if (value === null || value === '' || !Number.isFinite(number) || number <= 0 || max <= 0) return undefined;
  const share = Math.min(number / max, 1);
  const background = LIGHT.map((c, i) => Math.round(c + (STRONG[i]! - c) * share)) as unknown as Rgb;
  const text = contrast(background, DARK_TEXT) >= contrast(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
  return {
    background: `color-mix(in srgb, var(--ant-blue-7) ${Math.round(share * 1000) / 10}%, var(--ant-blue-1))`,
    color: text === LIGHT_TEXT ? '#fff' : 'var(--ant-color-text)',
  };
}
