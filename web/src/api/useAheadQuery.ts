import {
  hashKey,
  useQuery,
  type QueryFunctionContext,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { takeAhead, takeCome } from './ahead';

type Options<T> = Omit<UseQueryOptions<T>, 'queryFn' | 'initialData' | 'initialDataUpdatedAt'> & {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<T>;
};

/**
 * A query whose first answer may have been asked ahead (askAhead): its fetches take that answer while it is
 * fresh. When the answer has come by the query's first render, the query starts from it: no loading state,
 * no second render for the answer, no fetch on that mount. A mount after (a refreshed tab) fetches as always.
 */
export function useAheadQuery<T>({ queryFn, ...options }: Options<T>): UseQueryResult<T> {
  const [came] = useState(() => {
    const answer = takeCome(options.queryKey);
    return answer && { ...answer, hash: hashKey(options.queryKey) };
  });
  const first = came !== undefined && came.hash === hashKey(options.queryKey);
  return useQuery<T>({
    ...options,
    queryFn: (context) => takeAhead(context.queryKey, () => queryFn(context)),
    ...(first ? { initialData: came.data as T, initialDataUpdatedAt: came.at, refetchOnMount: false } : {}),
  });
}
