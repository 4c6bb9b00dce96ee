import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { setToast } from '../../src/api/notify';
import { PageContext } from '../../src/app/pageContext';

/** Renders a page's piece as the console does: a query client, a router and the page's own location. */
export function renderPage(node: ReactNode, fullPath = '/x/thing') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PageContext.Provider value={{ path: fullPath.split('?')[0]!, fullPath }}>
          {node}
        </PageContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The success toasts said, in order. */
export function captureToasts() {
  const said: string[] = [];
  const quiet = () => undefined;
  setToast({
    success: ((text: string) => said.push(text)) as never,
    error: quiet as never,
    warning: quiet as never,
  });
  return said;
}

/** antd renders slowly in jsdom: a generous wait for what a click brings. */
export const SLOW = { timeout: 10_000 };

export const resetToasts = () => {
  const quiet = vi.fn();
  setToast({ success: quiet as never, error: quiet as never, warning: quiet as never });
};
