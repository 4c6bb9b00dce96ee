import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in console; the sign-in page does without it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
