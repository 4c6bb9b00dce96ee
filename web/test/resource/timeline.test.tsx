import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import { dotColor } from '../../src/resource/ResourceTimeline';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi } from '../system/dom';
import { renderPage } from './render';

/** The resource engine's timeline view: a list definition shown as dots in its kinds' colours. */

interface Row {
  id: number;
  at: string;
  kind: string;
  what: string;
  who: string | null;
}

const KINDS = {
  paid: { zh: '付款', en: 'Paid', color: 'gold' },
  moved: { zh: '搬迁', en: 'Moved', color: '#123456' },
};

const DEF: ResourceDef<Row> = {
  path: 'event',
  testId: 'event',
  title: 'test.title',
  defaultSort: '-at',
  timeline: { time: 'at', kind: 'kind' },
  columns: [
    { key: 'at', title: 'test.at', kind: 'time' },
    { key: 'kind', title: 'test.kind', kind: 'enum', values: KINDS },
    { key: 'what', title: 'test.what', render: (row) => `【${row.what}】` },
    { key: 'who', title: 'test.who' },
  ],
  filters: [{ name: 'kind', label: 'test.kind', kind: 'enum', values: KINDS, multiple: true }],
};

const ROWS: Row[] = [
  { id: 2, at: '2026-11-20 15:00:00', kind: 'moved', what: '搬到二楼', who: null },
  { id: 1, at: '2026-11-20 09:30:00', kind: 'paid', what: '房租', who: '张三' },
];

const renderTimeline = () => renderPage(<ResourceTable def={DEF} />, '/x/event');

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '事件', en: 'Events' },
    'test.at': { zh: '时间', en: 'Time' },
    'test.kind': { zh: '类型', en: 'Kind' },
    'test.what': { zh: '内容', en: 'What' },
    'test.who': { zh: '经办人', en: 'By' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a resource shown as a timeline', { timeout: 60_000 }, () => {
  it('shows each row as an item: time, kind tag, text and labelled details, with no table', async () => {
    stubApi({ '/api/crm/event/list': { list: ROWS, total: 2 } });
    renderTimeline();
    const paid = await screen.findByTestId('event-item-1');
    expect(paid.textContent).toContain('2026-11-20 09:30:00');
    expect(within(paid).getByText('付款')).toBeTruthy();
    expect(within(paid).getByText('【房租】')).toBeTruthy();
    expect(paid.textContent).toContain('经办人：张三');
    // An empty detail is left out.
    expect(screen.getByTestId('event-item-2').textContent).not.toContain('经办人');
    const timeline = screen.getByTestId('event-timeline');
    expect(timeline.textContent!.indexOf('搬到二楼')).toBeLessThan(timeline.textContent!.indexOf('房租'));
    expect(screen.queryByTestId('event-table')).toBeNull();
  });

  it('colours a dot by its kind: an antd preset by name, another colour as it is, none grey', () => {
    expect(dotColor('gold', { gold: '#faad14' })).toBe('#faad14');
    expect(dotColor('#123456', { gold: '#faad14' })).toBe('#123456');
    expect(dotColor('default', {})).toBe('gray');
    expect(dotColor(undefined, {})).toBe('gray');
  });

  it('keeps the engine’s filters (several kinds at once) and paging', async () => {
    const calls = stubApi({ '/api/crm/event/list': { list: ROWS, total: 45 } });
    renderTimeline();
    await screen.findByTestId('event-item-1');
    fireEvent.mouseDown(within(screen.getByTestId('event-search')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('付款'));
    fireEvent.click(await screen.findByTitle('搬迁'));
    fireEvent.click(screen.getByTestId('event-search-submit'));
    await waitFor(() => expect(calls.at(-1)!.query.get('kind')).toBe('paid,moved'));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('2'));
    expect(calls.at(-1)!.query.get('kind')).toBe('paid,moved');
  });

  it('shows the empty state, and the failure with a retry', async () => {
    stubApi({ '/api/crm/event/list': { list: [], total: 0 } });
    const { unmount } = renderTimeline();
    expect(await within(await screen.findByTestId('event-timeline')).findByText('暂无数据')).toBeTruthy();
    unmount();
    stubApi({});
    renderTimeline();
    expect(await screen.findByTestId('load-retry')).toBeTruthy();
  });
});
