import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi } from '../system/dom';
import { renderPage, SLOW } from './render';

interface Row {
  id: number;
  name: string;
  version: number;
}

interface Shown {
  heading: string;
}

// A view may be drawn by a component loaded only when it opens.
const Heading = lazy(async () => ({ default: ({ text }: { text: string }) => <h2>{text}</h2> }));

const DEF: ResourceDef<Row> = {
  path: 'thing',
  testId: 'thing',
  title: 'test.title',
  name: (row) => row.name,
  columns: [{ key: 'name', title: 'test.name' }],
  filters: [],
  form: {
    fields: [{ name: 'name', label: 'test.name', kind: 'text', required: true }],
    // Values read from the server before the form shows them.
    values: async (row) => ({ name: `${row.name}（读取）` }),
  },
  actions: [
    {
      key: 'preview',
      label: 'test.preview',
      view: {
        endpoint: { method: 'GET', url: '/api/crm/thing/preview' },
        title: 'test.previewOf',
        render: (shown: Shown) => <Heading text={shown.heading} />,
      },
    },
  ],
};

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '东西', en: 'Things' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.preview': { zh: '预览', en: 'Preview' },
    'test.previewOf': { zh: '预览：{{name}}', en: 'Preview: {{name}}' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a row action’s view and a form’s values read first', { timeout: 120_000 }, () => {
  it('reads the row’s view from its endpoint and shows it in a dialog named by the row', async () => {
    const calls = stubApi({
      '/api/crm/thing/list': { list: [{ id: 4, name: '甲', version: 1 }], total: 1 },
      '/api/crm/thing/preview': { heading: '甲的样子' },
    });
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('thing-preview-4', {}, SLOW));
    const view = await screen.findByTestId('thing-preview-view', {}, SLOW);
    expect(await within(view).findByText('甲的样子', {}, SLOW)).toBeTruthy();
    expect(within(view).getByText('预览：甲')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/crm/thing/preview')!.query.get('id')).toBe('4');
  });

  it('opens an edit with the values its definition reads', async () => {
    stubApi({ '/api/crm/thing/list': { list: [{ id: 4, name: '甲', version: 1 }], total: 1 } });
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('thing-edit-4', {}, SLOW));
    await waitFor(
      () => expect(screen.getByTestId('thing-field-name')).toHaveProperty('value', '甲（读取）'),
      SLOW,
    );
  });
});
