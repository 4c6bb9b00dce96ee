import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Dashboard, type DashboardDef } from '../../src/dashboard';

/** Renders a dashboard with a query client of its own (no retries: a failure shows at once); gives the client. */
export function renderDashboard(def: DashboardDef) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Dashboard def={def} />
    </QueryClientProvider>,
  );
  return client;
}
