import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_STATUS_TITLES } from '@adops/common/business';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi } from '../system/dom';
import { renderPage } from './render';

interface Row {
  id: number;
  name: string;
  status: string;
  fee: number;
}

const DEF: ResourceDef<Row> = {
  path: 'thing',
  testId: 'thing',
  title: 'test.title',
  defaultSort: '-id',
  columns: [
    { key: 'name', title: 'test.name', sort: true },
    { key: 'status', title: 'test.status', kind: 'enum', values: ACCOUNT_STATUS_TITLES },
    { key: 'fee', title: 'test.fee', kind: 'money', sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'test.keyword', kind: 'keyword' },
    { name: 'accountId', label: 'test.account', kind: 'number', fromUrl: true },
  ],
};

const ROWS: Row[] = [
  { id: 1, name: '甲账户', status: 'active', fee: 123456 },
  { id: 2, name: '乙账户', status: 'paused', fee: 0 },
];

const renderTable = (fullPath = '/x/thing') => renderPage(<ResourceTable def={DEF} />, fullPath);

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '东西', en: 'Things' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.status': { zh: '状态', en: 'Status' },
    'test.fee': { zh: '消耗', en: 'Spend' },
    'test.keyword': { zh: '关键字', en: 'Keyword' },
    'test.account': { zh: '账户', en: 'Account' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a resource table', { timeout: 60_000 }, () => {
  it('lists by the definition: formatted cells, the URL’s filter, sorting and searching on the server', async () => {
    const calls = stubApi({ '/api/crm/thing/list': { list: ROWS, total: 2 } });
    renderTable('/x/thing?accountId=7');
    const table = await screen.findByTestId('thing-table');
    expect(await within(table).findByText('1,234.56')).toBeTruthy();
    expect(within(table).getByText('暂停投放')).toBeTruthy();
    const first = calls.at(-1)!.query;
    expect(
      Object.fromEntries(['page', 'pageSize', 'sort', 'accountId'].map((k) => [k, first.get(k)])),
    ).toEqual({
      page: '1',
      pageSize: '20',
      sort: '-id',
      accountId: '7',
    });
    // A filter taken from the URL is not offered again in the form.
    expect(screen.queryByLabelText('账户')).toBeNull();

    fireEvent.click(within(table).getAllByText('消耗')[0]!);
    await waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('fee'));
    fireEvent.click(within(table).getAllByText('消耗')[0]!);
    await waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('-fee'));

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '甲' } });
    fireEvent.click(screen.getByTestId('thing-search-submit'));
    await waitFor(() => expect(calls.at(-1)!.query.get('keyword')).toBe('甲'));
    expect(calls.at(-1)!.query.get('accountId')).toBe('7');
  });

  it('exports what it lists, with the titles and value texts the page shows', async () => {
    const calls = stubApi({ '/api/crm/thing/list': { list: ROWS, total: 2 } });
    renderTable();
    await screen.findByText('甲账户');
    fireEvent.click(screen.getByTestId('thing-export'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/crm/thing/export')).toBe(true));
    const exported = calls.find((c) => c.path === '/api/crm/thing/export')!.query;
    expect(exported.get('title')).toBe('东西');
    expect(exported.get('sort')).toBe('-id');
    expect(exported.get('page')).toBeNull();
    expect(JSON.parse(exported.get('columns')!)).toEqual([
      { key: 'name', title: '名称', kind: 'text' },
      { key: 'status', title: '状态', kind: 'text', values: expect.objectContaining({ paused: '暂停投放' }) },
      { key: 'fee', title: '消耗', kind: 'money' },
    ]);
  });

  it('shows the failure with a retry when the list cannot load', async () => {
    stubApi({});
    renderTable();
    expect(await screen.findByTestId('load-retry')).toBeTruthy();
  });
});
