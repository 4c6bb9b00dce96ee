import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HomeCards, HomeCharts } from '@adops/common/contract/dashboard';
import Home from '../../src/pages/dashboard/Home';
import { installDomGaps, stubApi } from '../system/dom';

const CARDS = '/api/zhImport/homeSearch';
const CHARTS = '/api/zhImport/getChart';

const cards: HomeCards = {
  today: '2026-03-15',
  hour: 14,
  todayFee: 1_234_567,
  yesterdaySameTimeFee: 1_000_000,
  yesterdayFee: 2_000_050,
  monthFee: 30_000_000,
  monthTarget: 100_000_000,
  monthElapsed: 0.4667,
  activeAccounts: 1234,
  lowBalanceAccounts: 7,
  activeDays: 5,
  lowBalanceDays: 4,
};
const charts: HomeCharts = {
  trend: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-02-${String(i + 1).padStart(2, '0')}`,
    fee: i * 1000,
  })),
  byDepartment: [
    { departmentId: 5, name: '运营一部', fee: 600_000 },
    { departmentId: null, name: null, fee: 400_000 },
  ],
  topCustomers: [{ customerId: 1, name: '客户甲', fee: 1_000_000 }],
};
const emptyCharts: HomeCharts = {
  trend: charts.trend.map((p) => ({ ...p, fee: 0 })),
  byDepartment: [],
  topCustomers: [],
};

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Home />
    </QueryClientProvider>,
  );
  return client;
}

const card = (id: string) => screen.getByTestId(`home-card-${id}`);
/** A card's text once its figures replaced the skeleton. */
async function loaded(id: string, text: string) {
  await waitFor(() => expect(within(card(id)).getByText(text)).toBeTruthy(), { timeout: 10_000 });
}

beforeAll(() => installDomGaps());
afterEach(() => vi.unstubAllGlobals());

describe('the Home dashboard', { timeout: 60_000 }, () => {
  it('shows the cards in yuan with separators, the signed change and the month against its target', async () => {
    const calls = stubApi({ [CARDS]: cards, [CHARTS]: charts });
    renderHome();

    await loaded('today', '12,345.67');
    expect(within(card('today')).getByTestId('home-change').textContent).toContain('+23.46%');
    expect(within(card('today')).getByText('截至 14 时')).toBeTruthy();
    expect(within(card('today')).getByText('昨日同时段 ¥10,000')).toBeTruthy();
    expect(within(card('yesterday')).getByText('20,000.5')).toBeTruthy();
    expect(within(card('month')).getByText('300,000')).toBeTruthy();
    expect(within(card('month')).getByTestId('home-month-target').textContent).toBe(
      '目标 ¥1,000,000(运营目标合计)',
    );
    expect(within(card('month')).getByTestId('home-month-elapsed').textContent).toBe('时间进度 46.67%');
    expect(within(card('month')).getByText('完成 30.00%')).toBeTruthy();
    expect(within(card('active')).getByText('1,234')).toBeTruthy();
    expect(within(card('low')).getByText('7')).toBeTruthy();
    // Counted by the thresholds in force, which the server names.
    expect(within(card('active')).getByText('近 5 天有消耗')).toBeTruthy();
    expect(within(card('low')).getByText('余额不足 4 天消耗')).toBeTruthy();

    // The charts are laid out, with their titles; jsdom has no layout, so ECharts waits for a size to draw.
    const trend = await screen.findByTestId('home-chart-trend', {}, { timeout: 10_000 });
    expect(within(trend).getByText('近 30 天消耗趋势')).toBeTruthy();
    expect(within(trend).queryByText('暂无数据')).toBeNull();
    // The chart module loads (lazily) and mounts without a canvas: the placeholder gives way to it.
    await waitFor(() => expect(trend.querySelector('.ant-skeleton')).toBeNull(), { timeout: 10_000 });
    expect(screen.getByTestId('home-chart-departments')).toBeTruthy();
    expect(screen.getByTestId('home-chart-customers')).toBeTruthy();

    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [`GET ${CARDS}`, `GET ${CHARTS}`].sort(),
    );
    // Signed as every call of the console is.
    expect(calls[0]?.query.get('timestamp')).toBeTruthy();
  });

  it('shows a fall as a negative change, and a month without target without progress', async () => {
    stubApi({
      [CARDS]: { ...cards, todayFee: 500_000, monthTarget: null },
      [CHARTS]: emptyCharts,
    });
    renderHome();

    await loaded('today', '5,000');
    expect(within(card('today')).getByTestId('home-change').textContent).toContain('-50.00%');
    expect(within(card('month')).getByTestId('home-month-target').textContent).toBe('本月未设目标');
    expect(within(card('month')).queryByRole('progressbar')).toBeNull();

    // No spend in the period: each chart says there is no data instead of drawing empty axes.
    for (const id of ['trend', 'departments', 'customers']) {
      const chart = await screen.findByTestId(`home-chart-${id}`, {}, { timeout: 10_000 });
      await waitFor(() => expect(within(chart).getByText('暂无数据')).toBeTruthy());
    }
  });

  it('shows the failure with a retry that loads the cards', async () => {
    // A path missing from the table answers status 140, as a refused call.
    const answers: Record<string, unknown> = { [CHARTS]: charts };
    const calls = stubApi(answers);
    renderHome();

    const retry = await screen.findByTestId('home-cards-retry', {}, { timeout: 10_000 });
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.queryByTestId('home-card-today')).toBeNull();

    answers[CARDS] = cards;
    fireEvent.click(retry);
    await loaded('today', '12,345.67');
    expect(screen.queryByTestId('home-cards-retry')).toBeNull();
    expect(calls.filter((c) => c.path === CARDS)).toHaveLength(2);
  });

  it('refreshes the cards every minute while visible, and keeps the last figures when a refresh fails', async () => {
    const answers: Record<string, unknown> = { [CARDS]: cards, [CHARTS]: charts };
    stubApi(answers);
    const client = renderHome();
    await loaded('today', '12,345.67');

    const query = client.getQueryCache().find({ queryKey: ['dashboard', 'cards'] });
    expect(query?.options).toMatchObject({ refetchInterval: 60_000, refetchIntervalInBackground: false });

    delete answers[CARDS];
    await client.refetchQueries({ queryKey: ['dashboard', 'cards'] });
    expect(await screen.findByText('刷新失败，显示的是上次取得的数据')).toBeTruthy();
    expect(within(card('today')).getByText('12,345.67')).toBeTruthy();

    answers[CARDS] = { ...cards, todayFee: 2_000_000 };
    fireEvent.click(screen.getByTestId('home-cards-retry'));
    await loaded('today', '20,000');
    expect(screen.queryByText('刷新失败，显示的是上次取得的数据')).toBeNull();
  });
});
