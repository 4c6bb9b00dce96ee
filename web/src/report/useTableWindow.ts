import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { columnSpan, covers, rowSpan, wholeSpan, type Span } from './tableWindow';

/** A row of a small antd table, until one is measured (and in a test's DOM, which measures nothing). */
export const ROW_HEIGHT = 39;
/** The room for columns until the table is measured. */
const VIEW_WIDTH = 1200;
/** Rows and columns drawn beyond those in view on each side, so that a short scroll shows drawn cells. */
const OVERSCAN_ROWS = 6;
const OVERSCAN_COLUMNS = 2;
const BODY = 'ant-table-body';

interface View {
  top: number;
  left: number;
  width: number;
  height: number;
  rowHeight: number;
}

export interface TableWindow {
  /** Around the table: where its body's scrolling is heard. */
  holder: RefObject<HTMLDivElement | null>;
  rows: Span;
  /** Of the columns after the fixed ones. */
  columns: Span;
}

/**
 * The rows and columns of an antd table (with `scroll.y`, so that its body scrolls) to draw when `on`: those
 * in its body's view and a few more, from the body's scroll position and size, its first row's height and the
 * columns' `widths` (those right of the fixed ones, `fixedWidth` wide together). A scroll or a resize draws
 * again only when it brings into view a row or column not drawn. When not `on`, everything.
 */
export function useTableWindow(
  on: boolean,
  rowCount: number,
  widths: number[],
  fixedWidth: number,
  viewHeight: number,
): TableWindow {
  const holder = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ top: 0, left: 0, width: 0, height: 0, rowHeight: 0 });

  const spans = useCallback(
    (v: View, overscan: boolean) => ({
      rows: rowSpan(
        rowCount,
        v.rowHeight || ROW_HEIGHT,
        v.top,
        v.height || viewHeight,
        overscan ? OVERSCAN_ROWS : 0,
      ),
      columns: columnSpan(
        widths,
        v.left,
        (v.width || VIEW_WIDTH) - fixedWidth,
        overscan ? OVERSCAN_COLUMNS : 0,
      ),
    }),
    [rowCount, widths, fixedWidth, viewHeight],
  );
  const drawn = useMemo(() => spans(view, true), [spans, view]);

  // What the scroll listener compares with: the spans of the last drawing.
  const latest = useRef({ view, drawn, spans });
  useLayoutEffect(() => {
    latest.current = { view, drawn, spans };
  });

  const read = useCallback((body: HTMLElement) => {
    const { view: was, drawn: shown, spans: spansOf } = latest.current;
    const row = body.querySelector('tr.ant-table-row');
    const next: View = {
      top: body.scrollTop,
      left: body.scrollLeft,
      width: body.clientWidth,
      height: body.clientHeight,
      rowHeight: row?.getBoundingClientRect().height || was.rowHeight,
    };
    const inView = spansOf(next, false);
    // Rows of another height than reckoned would leave the room above and below them wrong.
    const otherHeight = Math.abs((next.rowHeight || ROW_HEIGHT) - (was.rowHeight || ROW_HEIGHT)) > 0.5;
    if (otherHeight || !covers(shown.rows, inView.rows) || !covers(shown.columns, inView.columns))
      setView(next);
  }, []);

  useEffect(() => {
    const element = holder.current;
    if (!on || !element) return;
    const onScroll = (event: Event) => {
      if (event.target instanceof HTMLElement && event.target.classList.contains(BODY)) read(event.target);
    };
    // Scrolling does not bubble: heard on its way down to the table's body.
    element.addEventListener('scroll', onScroll, { capture: true, passive: true });
    const body = element.querySelector<HTMLElement>(`.${BODY}`);
    const resizing = new ResizeObserver(() => {
      if (body) read(body);
    });
    if (body) resizing.observe(body);
    return () => {
      element.removeEventListener('scroll', onScroll, { capture: true });
      resizing.disconnect();
    };
  }, [on, read, rowCount]);

  // Once rows are drawn, the view and a row are measured before the browser paints.
  const hasRows = rowCount > 0;
  useLayoutEffect(() => {
    const body = holder.current?.querySelector<HTMLElement>(`.${BODY}`);
    if (on && hasRows && body) read(body);
  }, [on, hasRows, read]);

  const whole = useMemo(
    () => ({ rows: wholeSpan(rowCount), columns: wholeSpan(widths.length) }),
    [rowCount, widths.length],
  );
  return { holder, ...(on ? drawn : whole) };
}
