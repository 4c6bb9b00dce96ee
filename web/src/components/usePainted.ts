import { useEffect, useState } from 'react';

/**
 * False until the page has painted once with this component showing what it has to show (`shown`, from its
 * first render by default). What shows no figure (a chart's library, the shell's menu and top-bar tools, a
 * dashboard's panels after its figures, a table's rows below the fold) waits for it, so that it does not hold
 * back the page's first figure; it comes in the task right after that paint.
 */
export function usePainted(shown = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}
