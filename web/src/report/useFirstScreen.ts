import { useMemo } from 'react';
import { usePainted } from '../components/usePainted';
import { rowSpan, wholeSpan, type Span } from './tableWindow';
import { ROW_HEIGHT } from './useTableWindow';

/**
 * The rows to draw of a table that draws them all (`on`): when it first has rows, only as many as a window's
 * height holds, the room of the others kept below them; the rest once that is painted. The first figures are
 * then painted without waiting for the rows below the fold.
 */
export function useFirstScreen(on: boolean, rowCount: number): Span {
  const hasRows = on && rowCount > 0;
  const painted = usePainted(hasRows);
  const first = hasRows && !painted;
  return useMemo(
    () => (first ? rowSpan(rowCount, ROW_HEIGHT, 0, window.innerHeight, 0) : wholeSpan(rowCount)),
    [first, rowCount],
  );
}
