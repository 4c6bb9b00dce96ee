import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from './renderDashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { panel } from '../../src/dashboard';
import { installDomGaps } from '../system/dom';

interface Sales {
  total: number;
  target: number | null;
  regions: { name: string; amount: number }[];
}

const SALES: Sales = {
  total: 1200,
  target: 4800,
  regions: [
    { name: '华东', amount: 700 },
    { name: '华南', amount: 500 },
  ],
};

const figures = (load: () => Promise<Sales>) =>
  panel({
    key: 'figures',
    kind: 'cards',
    load,
    figures: [{ key: 'total', title: 'test.total', value: (data) => String(data.total) }],
  });
const ranking = (load: () => Promise<Sales>) =>
  panel({
    key: 'ranking',
    kind: 'ranking',
    title: 'test.ranking',
    load,
    items: (data) => data.regions.map((r) => ({ name: r.name, value: r.amount, text: `${r.amount} 元` })),
  });
const progress = (load: () => Promise<Sales>) =>
  panel({
    key: 'progress',
    kind: 'progress',
    title: 'test.progress',
    load,
    value: (data) => data.total,
    target: (data) => data.target,
    format: (value) => `${value} 元`,
  });

const panelOf = (key: string) => screen.getByTestId(`test-${key}`);

beforeAll(() => installDomGaps());

describe('a dashboard', { timeout: 30_000 }, () => {
  it('shows a panel failing alone, with the server’s message and a retry, while the others show', async () => {
    const ok = () => Promise.resolve(SALES);
    const failing = vi
      .fn<() => Promise<Sales>>()
      .mockRejectedValueOnce(new Error('查询超时，请缩小日期范围'))
      .mockResolvedValue(SALES);
    renderDashboard({ id: 'test', panels: [figures(ok), ranking(failing), progress(ok)] });

    const retry = await screen.findByTestId('test-ranking-retry');
    const failed = panelOf('ranking');
    expect(within(failed).getByText('加载失败')).toBeTruthy();
    expect(within(failed).getByText('查询超时，请缩小日期范围')).toBeTruthy();
    expect(within(failed).queryByText('华东')).toBeNull();
    // The others show their figures.
    await waitFor(() => expect(within(screen.getByTestId('test-card-total')).getByText('1200')).toBeTruthy());
    // The progress kind loads its code on its own.
    expect(await within(panelOf('progress')).findByText('1200 元')).toBeTruthy();
    expect(within(panelOf('progress')).getByText('目标 4800 元')).toBeTruthy();
    expect(within(panelOf('progress')).getByText('完成 25.00%')).toBeTruthy();
    expect(screen.getAllByText('加载失败')).toHaveLength(1);

    fireEvent.click(retry);
    await waitFor(() => expect(within(panelOf('ranking')).getByText('华东')).toBeTruthy());
    expect(within(panelOf('ranking')).getByText('700 元')).toBeTruthy();
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('refreshes one panel from its header, leaving the others alone', async () => {
    const ok = vi.fn(() => Promise.resolve(SALES));
    const fresh = vi
      .fn<() => Promise<Sales>>()
      .mockResolvedValueOnce(SALES)
      .mockResolvedValue({ ...SALES, regions: [{ name: '西南', amount: 900 }] });
    renderDashboard({ id: 'test', panels: [ranking(fresh), progress(ok)] });

    await waitFor(() => expect(within(panelOf('ranking')).getByText('华东')).toBeTruthy());
    // The panels after the first load once the first has painted.
    await waitFor(() => expect(ok).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('test-ranking-refresh'));
    await waitFor(() => expect(within(panelOf('ranking')).getByText('西南')).toBeTruthy());
    expect(fresh).toHaveBeenCalledTimes(2);
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('says when a panel has nothing to show, and when a target is missing', async () => {
    const none = () => Promise.resolve({ ...SALES, target: null, regions: [] });
    renderDashboard({ id: 'test', panels: [ranking(none), progress(none)] });

    await waitFor(() => expect(within(panelOf('ranking')).getByText('暂无数据')).toBeTruthy());
    await waitFor(() => expect(within(panelOf('progress')).getByText('未设目标')).toBeTruthy());
    expect(within(panelOf('progress')).queryByRole('progressbar')).toBeNull();
  });

  it('draws a table and a heat matrix from their data', async () => {
    const load = () => Promise.resolve(SALES);
    renderDashboard({
      id: 'test',
      panels: [
        panel({
          key: 'table',
          kind: 'table',
          title: 'test.table',
          load,
          rowKey: 'name',
          columns: [
            { key: 'name', title: 'test.region' },
            { key: 'amount', title: 'test.amount', align: 'right', format: (v) => `${String(v)} 元` },
          ],
          rows: (data) => data.regions,
        }),
        panel({
          key: 'heat',
          kind: 'heat',
          title: 'test.heat',
          load,
          matrix: (data) => ({
            columns: ['1月', '2月'],
            rows: data.regions.map((r) => ({ label: r.name, values: [r.amount, 0] })),
          }),
        }),
      ],
    });

    const table = await screen.findByTestId('test-table');
    await waitFor(() => expect(within(table).getByText('500 元')).toBeTruthy(), { timeout: 10_000 });
    const heat = panelOf('heat');
    await waitFor(() => expect(within(heat).getByText('700')).toBeTruthy());
    // The largest in full tint, a zero untinted.
    expect(within(heat).getByText('700').getAttribute('style')).toContain('var(--ant-blue-7) 100%');
    expect(within(heat).getAllByText('0')[0]!.getAttribute('style')).not.toContain('background');
  });
});
