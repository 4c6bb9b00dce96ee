import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OPTIONS_KEY } from './RecordSelect';
import type { ResourceDef } from './types';

/**
 * After a change: the resource's lists read again, with those of the resources it names as altered by it and
 * every picker's options.
 */
export function useRefresh(def: Pick<ResourceDef<object>, 'path' | 'refreshes'>) {
  const client = useQueryClient();
  const { path, refreshes } = def;
  return useCallback(
    () =>
      Promise.all(
        [[path], ...(refreshes ?? []).map((p) => [p]), OPTIONS_KEY].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
    [client, path, refreshes],
  );
}
