/**
 * What part of a large table is drawn: the rows and the columns in view, a few more on each side, and the
 * room the others would take, so that the scroll bars read as for the whole table. Plain arithmetic on the
 * scroll position, the view's size, the rows' height and the columns' widths.
 */

/** A stretch of items (rows or columns) drawn, `from` up to `to` (excluded), and the room before and after. */
export interface Span {
  from: number;
  to: number;
  before: number;
  after: number;
}

/** A table draws only what is in view from this many cells (rows × columns) on… */
export const WINDOW_CELLS = 1_000;
/** …and whatever its rows with more columns than this (a pivot of a month of days or more). */
export const WINDOW_COLUMNS = 30;

/** Whether a table of `rows` rows and `columns` columns draws only what is in view. */
export const isWindowed = (rows: number, columns: number) =>
  rows * columns >= WINDOW_CELLS || columns > WINDOW_COLUMNS;

/** The whole of `count` items, nothing left out. */
export const wholeSpan = (count: number): Span => ({ from: 0, to: count, before: 0, after: 0 });

/**
 * The rows of a uniform `height` that meet the view [scrollTop, scrollTop + viewHeight), and `overscan` more
 * above and below.
 */
export function rowSpan(
  count: number,
  height: number,
  scrollTop: number,
  viewHeight: number,
  overscan: number,
): Span {
  if (count <= 0 || height <= 0) return wholeSpan(Math.max(0, count));
  const first = Math.floor(Math.max(0, scrollTop) / height);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewHeight)) / height);
  const from = clamp(first - overscan, 0, count);
  const to = clamp(Math.max(last, first + 1) + overscan, from, count);
  return { from, to, before: from * height, after: (count - to) * height };
}

/**
 * The columns of `widths` (laid side by side) that meet the view [scrollLeft, scrollLeft + viewWidth), and
 * `overscan` more on each side.
 */
export function columnSpan(widths: number[], scrollLeft: number, viewWidth: number, overscan: number): Span {
  const start = Math.max(0, scrollLeft);
  const end = start + Math.max(0, viewWidth);
  let first = widths.length;
  let last = widths.length;
  let offset = 0;
  for (let i = 0; i < widths.length; i++) {
    const right = offset + widths[i]!;
    if (first === widths.length && right > start) first = i;
    if (offset >= end) {
      last = i;
      break;
    }
    offset = right;
  }
  if (first === widths.length) first = Math.max(0, widths.length - 1);
  const from = clamp(first - overscan, 0, widths.length);
  const to = clamp(Math.max(last, first + 1) + overscan, from, widths.length);
  return { from, to, before: sum(widths, 0, from), after: sum(widths, to, widths.length) };
}

/** Whether the span drawn still holds every item in view: a scroll within it needs nothing drawn again. */
export const covers = (drawn: Span, inView: Span) => drawn.from <= inView.from && inView.to <= drawn.to;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function sum(widths: number[], from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to; i++) total += widths[i]!;
  return total;
}
