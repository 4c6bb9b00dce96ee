import { useCallback, useState } from 'react';

/**
 * A value kept in local storage under `key`, read again when the key changes (another user signs in on a page
 * kept open, say).
 */
export function useRemembered<T>(
  key: string,
  read: (key: string) => T,
  write: (key: string, value: T) => void,
): [T, (value: T) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  if (state.key !== key) setState({ key, value: read(key) });
  const set = useCallback(
    (value: T) => {
      write(key, value);
      setState({ key, value });
    },
    [key, write],
  );
  return [state.key === key ? state.value : read(key), set];
}
