/**
 * Column widths from the texts a column holds, in a sheet's character units: a wide character (Chinese,
 * Japanese, Korean, full-width forms) takes two, as it does on the screen.
 */

/** East Asian wide and full-width ranges (Unicode's East_Asian_Width W and F, the common blocks). */
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

const isWide = (code: number) => WIDE.some(([from, to]) => code >= from && code <= to);

/** How many character units a text takes: two for a wide character, one for any other. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += isWide(char.codePointAt(0)!) ? 2 : 1;
  return width;
}

export const AUTO_WIDTH = {
  /** Room beside the text, so that it does not touch the column's edge. */
  padding: 2,
  min: 6,
  /** A long remark does not make its column wider than a screen. */
  max: 60,
} as const;

/** Each column's width: its longest text (its title among them) and the padding, within AUTO_WIDTH's bounds. */
export function autoWidths(titles: readonly string[], rows: Iterable<readonly string[]>): number[] {
  const widest = titles.map(textWidth);
  for (const row of rows) {
    for (let i = 0; i < widest.length; i++) {
      const width = textWidth(row[i] ?? '');
      if (width > widest[i]!) widest[i] = width;
    }
  }
  return widest.map((w) => Math.min(AUTO_WIDTH.max, Math.max(AUTO_WIDTH.min, w + AUTO_WIDTH.padding)));
}
