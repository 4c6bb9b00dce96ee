import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { command, endpointsOf, type StateMachine } from '@adops/common/contract/endpoints';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi, type Call } from '../system/dom';
import { captureToasts, renderPage, resetToasts, SLOW } from './render';

interface Row {
  id: number;
  name: string;
  active: boolean;
  version: string;
}
const ROWS: Row[] = [
  { id: 1, name: '甲', active: true, version: '41' },
  { id: 2, name: '乙', active: false, version: '42' },
];

const STATES: StateMachine<Row, 'on' | 'off'> = {
  of: (row) => (row.active ? 'on' : 'off'),
  titles: { on: { zh: '运行', en: 'on' }, off: { zh: '停止', en: 'off' } },
};
const rename = command({
  name: 'rename',
  title: { zh: '改名', en: 'Rename' },
  endpoint: { method: 'POST', url: '/api/crm/fixed/rename' },
  idField: 'thingId',
  input: z.object({ name: z.string() }),
});
const stop = command({
  name: 'stop',
  title: { zh: '停止', en: 'Stop' },
  input: z.object({}),
  from: { machine: STATES, states: ['on'] },
});
const archive = command({
  name: 'archive',
  title: { zh: '归档', en: 'Archive' },
  many: true,
  input: z.object({}),
});

const refreshAll = command({
  name: 'refreshAll',
  title: { zh: '全部刷新', en: 'Refresh all' },
  whole: true,
  input: z.object({}),
});

const DEF: ResourceDef<Row> = {
  path: 'thing',
  testId: 'thing',
  title: 'test.title',
  name: (row) => row.name,
  endpoints: endpointsOf('thing', {
    list: { method: 'GET', url: '/api/crm/fixed/list' },
    delete: { method: 'DELETE', url: '/api/crm/fixed/del' },
  }),
  columns: [{ key: 'name', title: 'test.name' }],
  filters: [],
  form: { fields: [{ name: 'name', label: 'test.name', kind: 'text', required: true }] },
  remove: {},
  commands: [
    { contract: rename, fields: [{ name: 'name', label: 'test.newName', kind: 'text', required: true }] },
    { contract: stop, confirm: 'test.confirmStop' },
    { contract: archive, toolbar: true },
    { contract: refreshAll, toolbar: true },
  ],
};

const answers = {
  '/api/crm/fixed/list': { list: ROWS, total: 2 },
  '/api/crm/fixed/rename': null,
  '/api/crm/fixed/del': null,
  '/api/crm/thing/stop': null,
  '/api/crm/thing/archive': null,
  '/api/crm/thing/refreshAll': null,
  '/api/crm/thing/save': null,
};
const lists = (calls: Call[]) => calls.filter((c) => c.path === '/api/crm/fixed/list').length;
const sent = (calls: Call[], path: string) => calls.find((c) => c.path === path);
const confirmPopup = () =>
  within(document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)')!);

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '东西', en: 'Things' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.newName': { zh: '新名称', en: 'New name' },
    'test.confirmStop': { zh: '确定停止“{{name}}”吗？', en: 'Stop "{{name}}"?' },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('the commands of a resource', { timeout: 60_000 }, () => {
  it('lists at the fixed URL, opens a command’s form, sends the id under its contract’s name, says so and lists again', async () => {
    const calls = stubApi(answers);
    const toasts = captureToasts();
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('甲');
    expect(sent(calls, '/api/crm/fixed/list')?.method).toBe('GET');
    const before = lists(calls);

    fireEvent.click(screen.getByTestId('thing-rename-1'));
    await screen.findByTestId('thing-rename-form', {}, SLOW);
    expect(screen.getByText('改名：甲')).toBeTruthy();
    // The form starts from what the record has: its name.
    await waitFor(() => expect((screen.getByLabelText('新名称') as HTMLInputElement).value).toBe('甲'));
    fireEvent.change(screen.getByLabelText('新名称'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('thing-rename-form-save'));
    // The form asks for what its contract needs before anything is sent.
    await screen.findByText('请填写新名称', {}, SLOW);
    fireEvent.change(screen.getByLabelText('新名称'), { target: { value: '丙' } });
    fireEvent.click(screen.getByTestId('thing-rename-form-save'));

    await waitFor(() => expect(sent(calls, '/api/crm/fixed/rename')).toBeDefined(), SLOW);
    expect(sent(calls, '/api/crm/fixed/rename')).toMatchObject({
      method: 'POST',
      body: { thingId: 1, name: '丙' },
    });
    await waitFor(() => expect(lists(calls)).toBeGreaterThan(before));
    expect(toasts).toEqual(['改名成功']);
  });

  it('offers a command only in a state its contract allows, and asks before one that says so', async () => {
    const calls = stubApi(answers);
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('甲');
    expect(screen.queryByTestId('thing-stop-2')).toBeNull();

    fireEvent.click(screen.getByTestId('thing-stop-1'));
    await waitFor(() => expect(screen.getByText('确定停止“甲”吗？')).toBeTruthy(), SLOW);
    expect(sent(calls, '/api/crm/thing/stop')).toBeUndefined();
    fireEvent.click(confirmPopup().getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent(calls, '/api/crm/thing/stop')?.body).toEqual({ id: 1 }), SLOW);
  });

  it('runs a command of many records on the selected rows from the toolbar', async () => {
    const calls = stubApi(answers);
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('甲');
    const button = screen.getByTestId('thing-archive') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const boxes = screen.getByTestId('thing-table').querySelectorAll('tr.ant-table-row input[type=checkbox]');
    boxes.forEach((box) => fireEvent.click(box));
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(sent(calls, '/api/crm/thing/archive')?.body).toEqual({ ids: [1, 2] }), SLOW);
  });

  it('runs a command of the whole list from the toolbar with no row selected, naming no record', async () => {
    const calls = stubApi(answers);
    const toasts = captureToasts();
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('甲');
    const button = screen.getByTestId('thing-refreshAll') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(sent(calls, '/api/crm/thing/refreshAll')?.body).toEqual({}), SLOW);
    await waitFor(() => expect(toasts).toEqual(['全部刷新成功']));
  });

  it('sends back the version an edit read, and deletes with the method and parameters its endpoint says', async () => {
    const calls = stubApi(answers);
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('甲');
    fireEvent.click(screen.getByTestId('thing-edit-2'));
    await screen.findByTestId('thing-form', {}, SLOW);
    await waitFor(() => expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('乙'));
    fireEvent.click(screen.getByTestId('thing-form-save'));
    await waitFor(() => expect(sent(calls, '/api/crm/thing/save')).toBeDefined(), SLOW);
    expect(sent(calls, '/api/crm/thing/save')?.body).toEqual({ name: '乙', id: 2, version: '42' });

    fireEvent.click(screen.getByTestId('thing-delete-1'));
    fireEvent.click(await waitFor(() => confirmPopup().getByRole('button', { name: /确\s*定/ }), SLOW));
    await waitFor(() => expect(sent(calls, '/api/crm/fixed/del')).toBeDefined(), SLOW);
    const removed = sent(calls, '/api/crm/fixed/del')!;
    expect([removed.method, removed.query.get('id'), removed.body]).toEqual(['DELETE', '1', undefined]);
  });
});
