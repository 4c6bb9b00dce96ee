import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ListDef, ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi, type Call } from '../system/dom';
import { renderPage, SLOW } from './render';

interface Row {
  id: number;
  name: string;
  items: Record<string, unknown>[];
  version: number;
}

const OPTIONS: ListDef = {
  noun: 'test.option',
  min: 2,
  item: [{ name: 'value', label: 'test.value', kind: 'text', required: true }],
};

const ITEMS: ListDef = {
  noun: 'test.item',
  max: 4,
  start: () => ({ kind: 'text' }),
  sent: (item) => ({ ...item, key: item.kind }),
  // Two choices are one too many (the server's rule of the items together).
  check: (items) => (items.filter((i) => i.kind === 'choice').length > 1 ? 'blocksRule' : null),
  item: [
    {
      name: 'kind',
      label: 'test.kind',
      kind: 'enum',
      required: true,
      values: { text: { zh: '文本', en: 'Text' }, choice: { zh: '单选', en: 'Choice' } },
    },
    { name: 'label', label: 'test.label', kind: 'localText', required: true, max: 50 },
    {
      name: 'options',
      label: 'test.options',
      kind: 'list',
      list: OPTIONS,
      shownWhen: (item) => item.kind === 'choice',
    },
  ],
};

const DEF: ResourceDef<Row> = {
  path: 'thing',
  testId: 'thing',
  title: 'test.title',
  columns: [{ key: 'name', title: 'test.name' }],
  filters: [],
  form: {
    fields: [
      { name: 'name', label: 'test.name', kind: 'text', required: true },
      {
        name: 'items',
        label: 'test.items',
        kind: 'list',
        required: true,
        list: ITEMS,
        initial: [{ kind: 'text', label: { zh: '姓名', en: '' } }],
      },
    ],
  },
};

const ROW: Row = {
  id: 7,
  name: '旧表单',
  version: 3,
  items: [
    {
      kind: 'choice',
      key: 'choice',
      label: { zh: '预算', en: 'Budget' },
      options: [{ value: 'a' }, { value: 'b' }],
    },
    { kind: 'text', key: 'text', label: { zh: '备注', en: '' }, options: [] },
  ],
};

const saved = (calls: Call[]) => calls.find((c) => c.path === '/api/crm/thing/save');
const byId = (id: string) => screen.getByTestId(id);
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });

async function choose(selectId: string, title: string) {
  fireEvent.mouseDown(within(byId(selectId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title, {}, SLOW);
  fireEvent.click(options.at(-1)!);
}

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '表单', en: 'Forms' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.items': { zh: '字段列表', en: 'Fields' },
    'test.item': { zh: '字段', en: 'Field' },
    'test.kind': { zh: '类型', en: 'Kind' },
    'test.label': { zh: '标签', en: 'Label' },
    'test.options': { zh: '选项', en: 'Options' },
    'test.option': { zh: '选项', en: 'Option' },
    'test.value': { zh: '选项值', en: 'Value' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a list field of a form', { timeout: 120_000 }, () => {
  it('adds, moves and removes items, checks each by its own fields, and sends the items as a list', async () => {
    const calls = stubApi({
      '/api/crm/thing/list': { list: [], total: 0 },
      '/api/crm/thing/save': { id: 1 },
    });
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('thing-create'));
    await screen.findByTestId('thing-form', {}, SLOW);
    type('thing-field-name', '新表单');
    expect(byId('thing-field-items-0-label-zh')).toHaveProperty('value', '姓名');

    fireEvent.click(byId('thing-field-items-add'));
    fireEvent.click(byId('thing-field-items-add'));
    await screen.findByTestId('thing-field-items-item-2');
    type('thing-field-items-1-label-zh', '预算');
    type('thing-field-items-1-label-en', 'Budget');
    await choose('thing-field-items-1-kind', '单选');
    // A choice shows its options, a list of its own.
    fireEvent.click(await screen.findByTestId('thing-field-items-1-options-add', {}, SLOW));
    type('thing-field-items-1-options-0-value', 'low');

    fireEvent.click(byId('thing-form-save'));
    // Each message names the item and the field; the nested list is named by its item too.
    expect(await screen.findByText('请填写字段 3·标签', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('字段 2·选项至少 2 项', {}, SLOW)).toBeTruthy();
    expect(saved(calls)).toBeUndefined();

    fireEvent.click(byId('thing-field-items-remove-2'));
    fireEvent.click(byId('thing-field-items-1-options-add'));
    type('thing-field-items-1-options-1-value', 'high');
    fireEvent.click(byId('thing-field-items-up-1'));
    await waitFor(() => expect(byId('thing-field-items-0-label-zh')).toHaveProperty('value', '预算'));
    expect((byId('thing-field-items-up-0') as HTMLButtonElement).disabled).toBe(true);
    expect((byId('thing-field-items-down-1') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(byId('thing-form-save'));
    await waitFor(() => expect(saved(calls)).toBeDefined(), SLOW);
    expect(saved(calls)!.body).toEqual({
      name: '新表单',
      items: [
        {
          kind: 'choice',
          key: 'choice',
          label: { zh: '预算', en: 'Budget' },
          options: [{ value: 'low' }, { value: 'high' }],
        },
        { kind: 'text', key: 'text', label: { zh: '姓名', en: '' } },
      ],
    });
  });

  it('edits the items a record has, with the rule of the items together, up to the list’s most', async () => {
    const calls = stubApi({
      '/api/crm/thing/list': { list: [ROW], total: 1 },
      '/api/crm/thing/save': { id: 7 },
    });
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('thing-edit-7', {}, SLOW));
    await screen.findByTestId('thing-field-items-item-1', {}, SLOW);
    expect(byId('thing-field-items-0-options-1-value')).toHaveProperty('value', 'b');
    expect(within(byId('thing-field-items-item-0')).getByText('字段 1')).toBeTruthy();

    await choose('thing-field-items-1-kind', '单选');
    fireEvent.click(await screen.findByTestId('thing-field-items-1-options-add', {}, SLOW));
    fireEvent.click(byId('thing-field-items-1-options-add'));
    type('thing-field-items-1-options-0-value', 'x');
    type('thing-field-items-1-options-1-value', 'y');
    fireEvent.click(byId('thing-form-save'));
    expect(await screen.findByText('页面内容最多一个表单区块', {}, SLOW)).toBeTruthy();
    expect(saved(calls)).toBeUndefined();

    await choose('thing-field-items-1-kind', '文本');
    fireEvent.click(byId('thing-field-items-add'));
    fireEvent.click(byId('thing-field-items-add'));
    await waitFor(() => expect((byId('thing-field-items-add') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(byId('thing-field-items-remove-3'));
    fireEvent.click(byId('thing-field-items-remove-2'));
    fireEvent.click(byId('thing-form-save'));
    await waitFor(() => expect(saved(calls)).toBeDefined(), SLOW);
    expect(saved(calls)!.body).toEqual({
      id: 7,
      version: 3,
      name: '旧表单',
      items: [
        {
          kind: 'choice',
          key: 'choice',
          label: { zh: '预算', en: 'Budget' },
          options: [{ value: 'a' }, { value: 'b' }],
        },
        { kind: 'text', key: 'text', label: { zh: '备注', en: '' } },
      ],
    });
  });
});
