import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { ReportColumn, ReportResult, ReportRow } from '@adops/common/contract/report';
import { AppMain } from '../../src/layout/AppMain';
import { sessionStore } from '../../src/store/session';
import { emptyTabs } from '../../src/store/tabs';
import { tabsStore } from '../../src/store/tabsStore';

export const REPORT = 'xhscustomerConsumptionDayTotal';
export const PATH = `/todayConsum/${REPORT}`;
export const API = `/api/crm/report/${REPORT}`;

export const COLUMNS: ReportColumn[] = [
  { key: 'day', zh: '日期', en: 'Day', kind: 'day', sortable: true, dimension: true },
  { key: 'fee', zh: '消耗', en: 'Spend', kind: 'money', sortable: true },
  { key: 'customers', zh: '消耗客户数', en: 'Customers', kind: 'count', sortable: false },
];

export function dayRows(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, i) => ({
    day: `2026-01-01#${String(i).padStart(4, '0')}`,
    fee: 100 * (i + 1),
    customers: i,
  }));
}

export function result(overrides: Partial<ReportResult> = {}): ReportResult {
  const rows = overrides.rows ?? dayRows(3);
  return {
    columns: COLUMNS,
    rows,
    total: rows.length,
    summary: { fee: 600, customers: 3 },
    start: '2026-01-01',
    end: '2026-01-03',
    maxDays: 1096,
    ...overrides,
  };
}

/** Where the router is: the URL the address bar would show. */
export const location = { current: '' };
function LocationProbe() {
  const { pathname, search } = useLocation();
  location.current = pathname + search;
  return null;
}

/**
 * The report page as the console shows it: in the shell's page host (tabs, kept-alive pages), signed in as
 * `userId`, at `url`.
 */
export function renderReport(url: string = PATH, userId = 7) {
  sessionStore.set((s) => ({ ...s, userId }));
  tabsStore.set(emptyTabs);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <AppMain />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
