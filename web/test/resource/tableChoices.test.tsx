import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi } from '../system/dom';
import { renderPage } from './render';

interface Row {
  id: number;
  name: string;
  note: string;
  fee: number;
}

/** The engine's optional pieces: an order picked in the search form, a column's switch, a cell that opens. */
const DEF: ResourceDef<Row> = {
  path: 'thing',
  testId: 'thing',
  title: 'test.title',
  defaultSort: 'id',
  columnPicker: true,
  columns: [
    { key: 'name', title: 'test.name', opens: 'form' },
    { key: 'note', title: 'test.note', toggle: { label: 'test.showNote', hidden: true } },
    { key: 'fee', title: 'test.fee', kind: 'count', sort: true },
  ],
  filters: [
    {
      name: 'sort',
      label: 'test.order',
      kind: 'enum',
      order: true,
      initial: 'id',
      values: { id: { zh: '编号升序', en: 'Id up' }, '-id': { zh: '编号降序', en: 'Id down' } },
    },
  ],
  form: { fields: [{ name: 'name', label: 'test.name', kind: 'text', required: true }] },
};

const ROWS: Row[] = [{ id: 1, name: '甲', note: '备忘', fee: 5 }];

const headers = () =>
  within(screen.getByTestId('thing-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '东西', en: 'Things' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.note': { zh: '备忘', en: 'Note' },
    'test.showNote': { zh: '显示备忘', en: 'Show note' },
    'test.fee': { zh: '次数', en: 'Count' },
    'test.order': { zh: '排序', en: 'Order' },
  });
});

describe('a resource table’s choices', { timeout: 60_000 }, () => {
  it('sends the order picked in the form, and shows there the order a header click sets', async () => {
    const calls = stubApi({ '/api/crm/thing/list': { list: ROWS, total: 1 } });
    renderPage(<ResourceTable def={DEF} />, '/x/thing');
    const table = await screen.findByTestId('thing-table');
    await within(table).findByText('甲');
    expect(calls.at(-1)!.query.get('sort')).toBe('id');
    expect(screen.getByTestId('thing-search').textContent).toContain('编号升序');

    fireEvent.click(within(table).getAllByText('次数')[0]!);
    await waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('fee'));
    // An order the form does not offer leaves it empty rather than showing the one no longer in force.
    await waitFor(() => expect(screen.getByTestId('thing-search').textContent).not.toContain('编号升序'));
  });

  it('hides a column until its switch is on, and hides any column by its checkbox', async () => {
    stubApi({ '/api/crm/thing/list': { list: ROWS, total: 1 } });
    renderPage(<ResourceTable def={DEF} />, '/x/thing');
    await within(await screen.findByTestId('thing-table')).findByText('甲');
    expect(headers()).not.toContain('备忘');
    fireEvent.click(screen.getByTestId('thing-toggle-note'));
    await waitFor(() => expect(headers()).toContain('备忘'));

    fireEvent.click(screen.getByTestId('thing-columns'));
    fireEvent.click(await screen.findByTestId('thing-column-fee'));
    await waitFor(() => expect(headers()).not.toContain('次数'));
    expect(headers()).toContain('名称');
  });

  it('opens the edit form from a cell', async () => {
    stubApi({ '/api/crm/thing/list': { list: ROWS, total: 1 } });
    renderPage(<ResourceTable def={DEF} />, '/x/thing');
    fireEvent.click(await screen.findByTestId('thing-open-name-1'));
    const form = await screen.findByTestId('thing-form');
    await waitFor(() => expect(within(form).getByDisplayValue('甲')).toBeTruthy());
  });
});
