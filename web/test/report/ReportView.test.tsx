import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { timeoutManager, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';
import type { ReportColumn } from '@adops/common/contract/report';
import { hiddenColumnsKey, refreshKey } from '../../src/report/preferences';
import { tabsStore } from '../../src/store/tabsStore';
import { installDomGaps, stubApi, type Call } from '../system/dom';
import { API, COLUMNS, dayRows, location, PATH, REPORT, renderReport, result } from './harness';

const reportCalls = (calls: Call[]) => calls.filter((c) => c.path === API);
const table = () => screen.findByTestId('report-table', {}, { timeout: 10_000 });
const headers = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');

beforeAll(() => installDomGaps());
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the report view', { timeout: 60_000 }, () => {
  it('hides a column the user unticks, and remembers it for that user and that page only', async () => {
    stubApi({ [API]: result() });
    const first = renderReport(PATH, 7);
    const shown = await table();
    await within(shown).findByText('1.00');
    expect(headers(shown)).toContain('消耗客户数');

    fireEvent.click(screen.getByTestId('report-columns'));
    const box = await screen.findByTestId('report-column-customers');
    // The dimension is always shown: it is not offered.
    expect(screen.queryByTestId('report-column-day')).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(headers(shown)).not.toContain('消耗客户数'));
    expect(headers(shown)).toEqual(expect.arrayContaining(['日期', '消耗']));
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey(7, REPORT))!)).toEqual(['customers']);

    // Back after a reload: still hidden for this user.
    first.unmount();
    const second = renderReport(PATH, 7);
    const again = await table();
    await within(again).findByText('1.00');
    expect(headers(again)).not.toContain('消耗客户数');
    expect(within(again).getByTestId('report-summary').querySelectorAll('td')).toHaveLength(2);

    // Another user signed in on this browser sees the page whole.
    second.unmount();
    renderReport(PATH, 8);
    const other = await table();
    await within(other).findByText('1.00');
    expect(headers(other)).toContain('消耗客户数');
  });

  it('shows every column to another user of the same browser, and all again after a reset', async () => {
    localStorage.setItem(hiddenColumnsKey(7, REPORT), JSON.stringify(['customers']));
    stubApi({ [API]: result() });
    renderReport(PATH, 8);
    const shown = await table();
    await within(shown).findByText('1.00');
    expect(headers(shown)).toContain('消耗客户数');

    fireEvent.click(screen.getByTestId('report-columns'));
    fireEvent.click(await screen.findByTestId('report-column-fee'));
    await waitFor(() => expect(headers(shown)).not.toContain('消耗'));
    fireEvent.click(screen.getByTestId('report-columns-reset'));
    await waitFor(() => expect(headers(shown)).toContain('消耗'));
    expect(localStorage.getItem(hiddenColumnsKey(8, REPORT))).toBeNull();
    expect(localStorage.getItem(hiddenColumnsKey(7, REPORT))).toBe('["customers"]');
  });

  it('offers pages up to the server’s most, and draws only the rows in view of a page of that many', async () => {
    // The server answers as many rows as the page asks for.
    const calls = stubApi({
      [API]: (call: Call) => {
        const rows = dayRows(Number(call.query.get('pageSize')));
        return result({ rows, total: 5000 });
      },
    });
    renderReport();
    const shown = await table();
    await waitFor(() => expect(shown.querySelectorAll('.ant-table-row')).toHaveLength(50));
    expect(shown.querySelector('.ant-table-body')).toBeNull();

    fireEvent.mouseDown(within(shown.closest('.ant-table-wrapper')!).getByRole('combobox'));
    const sizes = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
    expect(sizes).toEqual(['10 / page', '20 / page', '50 / page', '100 / page', '200 / page', '500 / page']);
    fireEvent.click(await screen.findByTitle('500 / page'));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.query.get('pageSize')).toBe('500'));

    // A body of fixed height, the rows in view drawn and the room of the others below them.
    await waitFor(() => expect(shown.querySelector('.ant-table-body')).not.toBeNull());
    await within(shown).findByText('2026-01-01#0000');
    const rendered = shown.querySelectorAll('tr.ant-table-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    const room = shown.querySelector<HTMLElement>('tr.report-room td')!;
    expect(parseFloat(room.style.height)).toBeGreaterThan(400 * 30);
    // The first column stays fixed and the totals stay below the rows.
    expect(shown.querySelector('thead th')!.className).toMatch(/ant-table-cell-fix/);
    expect(within(shown).getByTestId('report-summary').textContent).toContain('合计');
  });

  it('draws only the columns in view of a wide pivot, whatever its rows, and follows a scroll across', async () => {
    const days = Array.from({ length: 200 }, (_, i) => `p_${String(i).padStart(3, '0')}`);
    const account: ReportColumn = {
      key: 'accountName',
      zh: '账户',
      en: 'Account',
      kind: 'text',
      sortable: true,
      dimension: true,
      drill: { page: 'xhsRealTimePlanHourly', params: { accountId: 'accountId' } },
    };
    const columns: ReportColumn[] = [
      account,
      ...days.map((key) => ({ key, zh: key, en: key, kind: 'money' as const, sortable: false })),
    ];
    const rows = ['甲', '乙', '丙'].map((name, i) => ({
      accountName: name,
      accountId: i + 1,
      ...Object.fromEntries(days.map((key, d) => [key, 100 * (d + 1)])),
    }));
    const summary = Object.fromEntries(days.map((key, d) => [key, 300 * (d + 1)]));
    stubApi({ [API]: result({ columns, rows, summary, heat: true }) });
    renderReport();
    const shown = await table();
    await within(shown).findByText('甲');
    const titles = () => headers(shown).filter((title) => title.startsWith('p_'));
    expect(titles()[0]).toBe('p_000');
    expect(titles().length).toBeGreaterThan(5);
    expect(titles().length).toBeLessThan(30);
    // The drawn cells are tinted and the drill-downs there; the totals row has a cell per drawn column.
    expect(within(shown).getAllByTestId('drill-accountName')).toHaveLength(3);
    const strongest = within(shown).getAllByText('2.00')[0]!.closest('td')!;
    expect(strongest.getAttribute('style')).toMatch(/background: color-mix\(in srgb, var\(--ant-blue-7\) \d/);
    const totals = within(shown).getByTestId('report-summary').querySelectorAll('td');
    // Under the header's cells, the blank ones and the scroll bar's too.
    expect(totals).toHaveLength(shown.querySelectorAll('thead th').length);
    expect(totals[0]!.textContent).toBe('合计');

    // Scrolled to the far right: the last days drawn, the first no more, the account still first.
    const body = shown.querySelector<HTMLElement>('.ant-table-body')!;
    Object.defineProperty(body, 'scrollLeft', { configurable: true, value: 200 * 120 });
    fireEvent.scroll(body);
    await waitFor(() => expect(titles()).toContain('p_199'));
    expect(titles()).not.toContain('p_000');
    expect(headers(shown)[0]).toBe('账户');
    expect(within(shown).getByTestId('report-summary').textContent).toContain('600.00');
  });

  it('renders every row of a page under 500 rows', async () => {
    stubApi({
      [API]: (call: Call) => result({ rows: dayRows(Number(call.query.get('pageSize'))), total: 5000 }),
    });
    renderReport();
    const shown = await table();
    await within(shown).findByText('1.00');
    fireEvent.mouseDown(within(shown.closest('.ant-table-wrapper')!).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('200 / page'));
    await waitFor(() => expect(shown.querySelectorAll('.ant-table-row')).toHaveLength(200));
    expect(shown.className).not.toMatch(/ant-table-virtual/);
  });

  it('draws the chart the server asks for above the table, and none where it asks for none', async () => {
    stubApi({ [API]: result({ chart: { type: 'line', x: 'day', series: ['fee'], cumulative: true } }) });
    const view = renderReport();
    const chart = await screen.findByTestId('report-chart', {}, { timeout: 10_000 });
    expect(chart.compareDocumentPosition(await table()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The chart module loads on its own and mounts (without a canvas in jsdom) in place of its placeholder.
    await waitFor(() => expect(chart.querySelector('.ant-skeleton')).toBeNull(), { timeout: 10_000 });
    view.unmount();

    stubApi({ [API]: result() });
    renderReport();
    await within(await table()).findByText('1.00');
    expect(screen.queryByTestId('report-chart')).toBeNull();
  });

  it('tints the period cells of a heat pivot by their share of the page’s largest', async () => {
    const columns = [
      COLUMNS[0]!,
      { key: 'p_0', zh: '0时', en: '0h', kind: 'money' as const, sortable: false },
      { key: 'p_1', zh: '1时', en: '1h', kind: 'money' as const, sortable: false },
      COLUMNS[1]!,
    ];
    const rows = [
      { day: 'a', p_0: 100, p_1: 400, fee: 500 },
      { day: 'b', p_0: 0, p_1: null, fee: 0 },
    ];
    stubApi({ [API]: result({ columns, rows, heat: true }) });
    renderReport();
    const shown = await table();
    const cell = async (text: string) => (await within(shown).findByText(text)).closest('td')!;
    const strongest = await cell('4.00');
    // The theme's blues mixed by the cell's share (a dark theme's are dark), the text white on the strongest.
    expect(strongest.getAttribute('style')).toContain('var(--ant-blue-7) 100%');
    expect(strongest.style.color).toBe('rgb(255, 255, 255)');
    const light = await cell('1.00');
    expect(light.getAttribute('style')).toContain('var(--ant-blue-7) 25%');
    expect(light.getAttribute('style')).toContain('color: var(--ant-color-text)');
    // Only the period cells, and not the empty or zero ones.
    expect((await cell('5.00')).getAttribute('style') ?? '').not.toContain('background');
    expect((await within(shown).findAllByText('0.00'))[0]!.closest('td')!.style.background).toBe('');
  });

  it('does not tint a pivot that does not ask for it', async () => {
    const columns = [
      COLUMNS[0]!,
      { key: 'p_0', zh: '0时', en: '0h', kind: 'money' as const, sortable: false },
    ];
    stubApi({ [API]: result({ columns, rows: [{ day: 'a', p_0: 400 }] }) });
    renderReport();
    const shown = await table();
    expect((await within(shown).findByText('4.00')).closest('td')!.style.background).toBe('');
  });
});

describe('a live report', { timeout: 60_000 }, () => {
  /** The intervals TanStack Query keeps, run by the test instead of the clock. */
  const intervals = new Map<number, { callback: TimeoutCallback; delay: number }>();
  let nextId = 1;
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    window.dispatchEvent(new Event('visibilitychange'));
  };
  const tick = (delay: number) =>
    [...intervals.values()].filter((i) => i.delay === delay).forEach((i) => i.callback());

  const system: TimeoutProvider = {
    setTimeout: (callback, delay) => setTimeout(callback, delay) as unknown as number,
    clearTimeout: (id) => clearTimeout(id as number | undefined),
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id as number | undefined),
  };

  // Installed once: TanStack Query warns when the provider changes under timers it has set.
  beforeAll(() =>
    timeoutManager.setTimeoutProvider({
      ...system,
      setInterval: (callback, delay) => {
        const id = nextId++;
        intervals.set(id, { callback, delay });
        return id;
      },
      clearInterval: (id) => void intervals.delete(Number(id)),
    }),
  );
  afterAll(() => timeoutManager.setTimeoutProvider(system));
  afterEach(() => setVisibility('visible'));

  it('refetches every minute by default while the tab is visible, and not while it is hidden', async () => {
    const calls = stubApi({ [API]: result({ live: true }) });
    renderReport();
    await within(await table()).findByText('1.00');
    expect(screen.getByTestId('report-updated').textContent).toMatch(/^更新于 \d{2}:\d{2}:\d{2}$/);
    expect(reportCalls(calls)).toHaveLength(1);
    await waitFor(() => expect([...intervals.values()].map((i) => i.delay)).toContain(60_000));

    tick(60_000);
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(2));

    setVisibility('hidden');
    tick(60_000);
    tick(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reportCalls(calls)).toHaveLength(2);

    // Back in view: fresh figures at once.
    setVisibility('visible');
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(3));
    tick(60_000);
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(4));
  });

  it('takes the interval the user picks, remembers it for the page, and stops when it is off', async () => {
    const calls = stubApi({ [API]: result({ live: true }) });
    const view = renderReport();
    await within(await table()).findByText('1.00');

    const pick = async (label: string) => {
      fireEvent.mouseDown(within(screen.getByTestId('report-refresh')).getByRole('combobox'));
      fireEvent.click(await screen.findByTitle(label));
    };
    await pick('30 秒');
    await waitFor(() => expect([...intervals.values()].map((i) => i.delay)).toEqual([30_000]));
    expect(localStorage.getItem(refreshKey(REPORT))).toBe('30000');
    tick(30_000);
    await waitFor(() => expect(reportCalls(calls)).toHaveLength(2));

    view.unmount();
    renderReport();
    await within(await table()).findByText('1.00');
    await waitFor(() => expect([...intervals.values()].map((i) => i.delay)).toEqual([30_000]));

    await pick('关闭');
    await waitFor(() => expect(intervals.size).toBe(0));
  });

  it('does not refresh a page that is not live, nor offer to', async () => {
    stubApi({ [API]: result() });
    renderReport();
    await within(await table()).findByText('1.00');
    expect(screen.queryByTestId('report-refresh')).toBeNull();
    expect(screen.queryByTestId('report-updated')).toBeNull();
    expect(intervals.size).toBe(0);
  });
});

describe('the view in the URL', { timeout: 60_000 }, () => {
  it('writes the search, the sort and a reset into the tab’s URL, in the same tab and the same page', async () => {
    const calls = stubApi({ [API]: result() });
    renderReport(`${PATH}?accountId=9`);
    const shown = await table();
    await within(shown).findByText('1.00');

    fireEvent.mouseDown(screen.getByLabelText('平台产品'));
    fireEvent.click(await screen.findByTitle('聚光'));
    fireEvent.click(screen.getByTestId('report-search-submit'));
    await waitFor(() => expect(location.current).toMatch(/product=/));
    const product = new URLSearchParams(location.current.split('?')[1]).get('product');
    expect(location.current).toBe(`${PATH}?product=${product}&accountId=9`);
    await waitFor(() => expect(reportCalls(calls).at(-1)!.query.get('product')).toBe(product));

    fireEvent.click(within(shown).getAllByText('消耗')[0]!);
    await waitFor(() => expect(location.current).toBe(`${PATH}?product=${product}&accountId=9&sort=fee`));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.query.get('sort')).toBe('fee'));

    // One tab for the page, following its URL; the page was not mounted again.
    expect(tabsStore.get().views.filter((v) => v.path === PATH)).toEqual([
      expect.objectContaining({ fullPath: location.current }),
    ]);
    expect(screen.getByTestId('report-table')).toBe(shown);

    fireEvent.click(screen.getByTestId('report-search-reset'));
    await waitFor(() => expect(location.current).toBe(`${PATH}?accountId=9`));
    expect(tabsStore.get().views.find((v) => v.path === PATH)?.fullPath).toBe(location.current);
  });

  it('opens a drill-down as its own tab with the filters, and without the range where the drill says so', async () => {
    const columns: ReportColumn[] = [
      { ...COLUMNS[0]!, drill: { page: 'xhscustomerConsumptionDay', params: { start: 'day', end: 'day' } } },
      {
        key: 'customerName',
        zh: '客户',
        en: 'Customer',
        kind: 'text' as const,
        sortable: false,
        dimension: true,
      },
      {
        key: 'months',
        zh: '按月',
        en: 'By month',
        kind: 'link' as const,
        sortable: false,
        drill: { page: 'myAccountMonthCus', params: { customerId: 'customerId' }, range: false as const },
      },
    ];
    const rows = [{ day: '2026-01-02', customerName: '甲', customerId: 5, months: null }];
    stubApi({ [API]: result({ columns, rows }), '/api/crm/report/xhscustomerConsumptionDay': result() });
    renderReport(`${PATH}?start=2026-01-01&end=2026-01-03&product=juguang&sort=-fee`);
    const shown = await table();
    fireEvent.click(await within(shown).findByTestId('drill-months'));
    await waitFor(() =>
      expect(location.current).toBe('/todayConsum/myAccountMonthCus?product=juguang&customerId=5'),
    );

    fireEvent.click(screen.getAllByTestId('drill-day')[0]!);
    await waitFor(() =>
      expect(location.current).toBe(
        '/todayConsum/xhscustomerConsumptionDay?start=2026-01-02&end=2026-01-02&product=juguang',
      ),
    );
    expect(tabsStore.get().views.map((v) => v.path)).toEqual([
      PATH,
      '/todayConsum/myAccountMonthCus',
      '/todayConsum/xhscustomerConsumptionDay',
    ]);
  });

  it('shows the view a bookmarked URL names', async () => {
    const calls = stubApi({ [API]: result() });
    renderReport(`${PATH}?start=2026-01-02&end=2026-01-05&product=pugongying&sort=-fee`);
    await within(await table()).findByText('1.00');
    const query = reportCalls(calls)[0]!.query;
    expect(['start', 'end', 'product', 'sort'].map((k) => query.get(k))).toEqual([
      '2026-01-02',
      '2026-01-05',
      'pugongying',
      '-fee',
    ]);
    expect(screen.getByTestId('report-table').querySelector('th[aria-sort="descending"]')?.textContent).toBe(
      '消耗',
    );
  });
});
