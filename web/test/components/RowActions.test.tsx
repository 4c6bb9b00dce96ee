import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NARROW_BREAKPOINT } from '@adops/common/device';
import { actionsWidth, RowActions, textWidth, type RowAction } from '../../src/components/RowActions';
import { installDomGaps } from '../system/dom';

const widthOfJsdom = window.innerWidth;
const setScreenWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

function actions() {
  const edit = vi.fn();
  const remove = vi.fn(() => Promise.resolve());
  const list: RowAction[] = [
    { key: 'edit', label: '编辑', testId: 'thing-edit-1', onClick: edit },
    {
      key: 'lock',
      label: '锁定',
      testId: 'thing-lock-1',
      disabledReason: '内置的不能锁定',
      onClick: vi.fn(),
    },
    {
      key: 'delete',
      label: '删除',
      testId: 'thing-delete-1',
      danger: true,
      confirm: { title: '确定删除“甲”吗？' },
      onClick: remove,
    },
  ];
  return { list, edit, remove };
}

beforeAll(() => installDomGaps());
afterEach(() => setScreenWidth(widthOfJsdom));

describe('the row actions', { timeout: 60_000 }, () => {
  it('are links side by side on a wide screen, a destructive one run only once confirmed', async () => {
    setScreenWidth(NARROW_BREAKPOINT);
    const { list, edit, remove } = actions();
    render(<RowActions actions={list} menuTestId="thing-more-1" />);
    expect(screen.queryByTestId('thing-more-1')).toBeNull();
    fireEvent.click(screen.getByTestId('thing-edit-1'));
    expect(edit).toHaveBeenCalledOnce();
    expect(screen.getByTestId('thing-lock-1').hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByTestId('thing-delete-1'));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
  });

  it('fold into one menu on a phone, a destructive one confirmed in a dialog', async () => {
    setScreenWidth(375);
    const { list, edit, remove } = actions();
    render(<RowActions actions={list} menuTestId="thing-more-1" />);
    expect(screen.queryByTestId('thing-edit-1')).toBeNull();

    const more = screen.getByRole('button', { name: '更多操作' });
    expect(more.dataset.testid).toBe('thing-more-1');
    fireEvent.click(more);
    fireEvent.click(await screen.findByTestId('thing-edit-1'));
    expect(edit).toHaveBeenCalledOnce();

    fireEvent.click(more);
    const locked = await screen.findByTestId('thing-lock-1');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.textContent).toContain('内置的不能锁定');

    fireEvent.click(await screen.findByTestId('thing-delete-1'));
    expect(remove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除“甲”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
  });
});

describe('the width of an actions column', () => {
  it('holds every link of the widest row, or the title', () => {
    expect(textWidth('编辑')).toBe(28);
    expect(textWidth('Edit')).toBe(32);
    expect(actionsWidth(['编辑', '删除'], '操作')).toBe(32 + 2 * (28 + 14));
    expect(actionsWidth([], 'Actions')).toBe(32 + textWidth('Actions'));
  });
});
