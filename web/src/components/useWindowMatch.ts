import { useEffect, useState } from 'react';

/** Whether the window matches `test` now, asked again as it is resized. */
export function useWindowMatch(test: () => boolean): boolean {
  const [matches, setMatches] = useState(test);
  useEffect(() => {
    const update = () => setMatches(test());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [test]);
  return matches;
}
