import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, Refusal, stubApi } from '../system/dom';
import { captureToasts, renderPage, SLOW } from './render';

interface Row {
  id: number;
  name: string;
  budget: number | null;
  version: number;
}

const DEF: ResourceDef<Row> = {
  path: 'budgetish',
  testId: 'budgetish',
  title: 'test.title',
  columns: [
    { key: 'name', title: 'test.name' },
    {
      key: 'budget',
      title: 'test.budget',
      kind: 'money',
      edit: { kind: 'money', required: true, with: ['month'] },
    },
  ],
  filters: [{ name: 'month', label: 'test.month', kind: 'month', initial: '2026-10-01' }],
};

/** The server: the list, and a save that is refused with `refusal` or succeeds. */
const server = (refusal?: Refusal) =>
  stubApi({
    '/api/crm/budgetish/list': { list: [{ id: 7, name: '甲客户', budget: 100_000, version: 3 }], total: 1 },
    '/api/crm/budgetish/save': refusal ?? null,
  });

/** The cell's number input (antd puts the test id on it or around it). */
const cellInput = async () => {
  const found = await screen.findByTestId('budgetish-cell-budget-7-input', {}, SLOW);
  return (found.tagName === 'INPUT' ? found : found.querySelector('input')) as HTMLInputElement;
};

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '预算', en: 'Budgets' },
    'test.name': { zh: '客户', en: 'Customer' },
    'test.budget': { zh: '月预算', en: 'Month budget' },
    'test.month': { zh: '月份', en: 'Month' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a cell edited in place', { timeout: 60_000 }, () => {
  it('saves through the save route with the id, version, value and the list’s filters, then reads again', async () => {
    const calls = server();
    const toasts = captureToasts();
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('budgetish-cell-budget-7-edit', {}, SLOW));
    const input = await cellInput();
    expect(input.value.replace(/,/g, '')).toBe('1000.00');
    fireEvent.change(input, { target: { value: '1234.5' } });
    fireEvent.click(screen.getByTestId('budgetish-cell-budget-7-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/crm/budgetish/save')).toBe(true), SLOW);
    const saved = calls.find((c) => c.path === '/api/crm/budgetish/save')!;
    expect(saved.method).toBe('POST');
    expect(saved.body).toEqual({ month: '2026-10-01', budget: 123_450, id: 7, version: 3 });
    await waitFor(() => expect(toasts).toContain('保存成功'), SLOW);
    await waitFor(
      () => expect(calls.filter((c) => c.path === '/api/crm/budgetish/list').length).toBeGreaterThan(1),
      SLOW,
    );
    expect(screen.queryByTestId('budgetish-cell-budget-7-input')).toBeNull();
  });

  it('checks the value by the form’s rules before sending, and shows the server’s refusal under the cell', async () => {
    const calls = server(new Refusal(130, '月预算无效：数值过大'));
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('budgetish-cell-budget-7-edit', {}, SLOW));
    const input = await cellInput();
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('budgetish-cell-budget-7-save'));
    expect(await screen.findByText('月预算不能为负数', {}, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/crm/budgetish/save')).toBe(false);

    fireEvent.change(input, { target: { value: '99999999999' } });
    fireEvent.click(screen.getByTestId('budgetish-cell-budget-7-save'));
    expect(await screen.findByText('月预算无效：数值过大', {}, SLOW)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/crm/budgetish/save')).toHaveLength(1);
    // Still open, with what was typed, to be put right.
    expect((await cellInput()).value).toContain('99');
  });
});
