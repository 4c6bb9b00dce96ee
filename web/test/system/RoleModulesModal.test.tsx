import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ModuleNode, RoleRow } from '@adops/common/contract/sys';
import { registerTexts } from '../../src/i18n';
import SYSTEM_TEXTS from '../../src/pages/system/texts';
import { RoleModulesModal } from '../../src/pages/system/RoleModulesModal';
import { installDomGaps, stubApi } from './dom';

const node = (
  id: number,
  parentId: number | null,
  level: number,
  children: ModuleNode[] = [],
): ModuleNode => ({
  id,
  parentId,
  level,
  name: `m${id}`,
  title: `模块${id}`,
  path: null,
  sort: 0,
  builtIn: true,
  children,
});
const modules = [node(1, null, 1, [node(2, 1, 2, [node(3, 2, 3), node(4, 2, 3), node(5, 2, 3)])])];
const role: RoleRow = {
  id: 9,
  code: null,
  roleName: '审计',
  description: null,
  dataScope: 'all',
  departmentIds: [],
  userCount: 0,
  createTime: '2026-01-01T00:00:00.000Z',
};

const checkbox = (id: number) =>
  screen.getByTestId(`module-node-${id}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

beforeAll(() => {
  registerTexts(SYSTEM_TEXTS);
  installDomGaps();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the modules of a role', { timeout: 180_000 }, () => {
  it('shows a granted section without its pages, and saves a checked page with the sections above it', async () => {
    // Module 2 is both the /system section and the organization page: granted alone, its pages stay unchecked.
    const calls = stubApi({
      '/api/crm/sys/getModules': modules,
      '/api/crm/sys/listCheckedModule': [1, 2],
      '/api/crm/sys/insertRoleModule': null,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <RoleModulesModal role={role} onClose={onClose} />
      </QueryClientProvider>,
    );

    await screen.findByTestId('module-node-3', {}, { timeout: 10_000 });
    const isChecked = (id: number) => checkbox(id).classList.contains('ant-tree-checkbox-checked');
    expect([1, 2, 3, 4, 5].map(isChecked)).toEqual([true, true, false, false, false]);

    fireEvent.click(checkbox(2));
    await waitFor(() => expect(isChecked(2)).toBe(false));
    fireEvent.click(checkbox(4));
    await waitFor(() => expect([1, 2, 3, 4, 5].map(isChecked)).toEqual([true, true, false, true, false]));

    fireEvent.click(screen.getByTestId('role-modules-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(calls.find((c) => c.path === '/api/crm/sys/insertRoleModule')?.body).toEqual({
      roleId: 9,
      moduleIds: [1, 2, 4],
    });
  });
});
