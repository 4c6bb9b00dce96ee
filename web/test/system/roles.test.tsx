import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ModuleNode, RoleRow } from '@adops/common/contract/sys';
import { registerTexts } from '../../src/i18n';
import { ROLES } from '../../src/pages/system/roles';
import SYSTEM_TEXTS from '../../src/pages/system/texts';
import { ResourceTable } from '../../src/resource/ResourceTable';
import { renderPage, SLOW } from '../resource/render';
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
afterEach(() => vi.unstubAllGlobals());

describe('the modules of a role', { timeout: 180_000 }, () => {
  it('shows a granted section without its pages, and saves a checked page with the sections above it', async () => {
    // Module 2 is both the /system section and the organization page: granted alone, its pages stay unchecked.
    const calls = stubApi({
      '/api/crm/sys/roleList': { list: [role], total: 1 },
      '/api/crm/sys/getModules': modules,
      '/api/crm/sys/listCheckedModule': [1, 2],
      '/api/crm/sys/insertRoleModule': null,
    });
    renderPage(<ResourceTable def={ROLES} />);
    fireEvent.click(await screen.findByTestId('role-insertRoleModule-审计', {}, SLOW));

    await screen.findByTestId('module-node-3', {}, SLOW);
    const isChecked = (id: number) => checkbox(id).classList.contains('ant-tree-checkbox-checked');
    await waitFor(() => expect([1, 2, 3, 4, 5].map(isChecked)).toEqual([true, true, false, false, false]));
    expect(calls.find((c) => c.path === '/api/crm/sys/listCheckedModule')?.query.get('roleId')).toBe('9');

    fireEvent.click(checkbox(2));
    await waitFor(() => expect(isChecked(2)).toBe(false));
    fireEvent.click(checkbox(4));
    await waitFor(() => expect([1, 2, 3, 4, 5].map(isChecked)).toEqual([true, true, false, true, false]));

    fireEvent.click(screen.getByTestId('role-insertRoleModule-form-save'));
    await waitFor(
      () => expect(calls.find((c) => c.path === '/api/crm/sys/insertRoleModule')).toBeDefined(),
      SLOW,
    );
    expect(calls.find((c) => c.path === '/api/crm/sys/insertRoleModule')?.body).toEqual({
      roleId: 9,
      moduleIds: [1, 2, 4],
    });
  });
});
