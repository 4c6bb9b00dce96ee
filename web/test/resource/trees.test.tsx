import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { command, endpointsOf } from '@adops/common/contract/endpoints';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { RelatedDef, ResourceDef } from '../../src/resource/types';
import { installDomGaps, stubApi } from '../system/dom';
import { renderPage, SLOW } from './render';

interface Node {
  deptId: number;
  deptName: string;
  parentId: number | null;
  childDept?: Node[];
}
const node = (deptId: number, parentId: number | null, childDept?: Node[]): Node => ({
  deptId,
  deptName: `部门${deptId}`,
  parentId,
  ...(childDept ? { childDept } : {}),
});
// 1 → 2 → 3; 4
const TREE = [node(1, null, [node(2, 1, [node(3, 2)])]), node(4, null)];

const move = command({
  name: 'move',
  title: { zh: '移动', en: 'Move' },
  idField: 'deptId',
  input: z.object({ parentId: z.number().nullable() }),
});
const MEMBERS: RelatedDef<Node, { id: number; username: string }> = {
  key: 'members',
  label: 'test.members',
  title: 'test.membersOf',
  endpoint: { method: 'GET', url: '/api/crm/tree/members' },
  idField: 'deptId',
  testId: 'member',
  columns: [{ key: 'username', title: 'test.username' }],
};
const DEF: ResourceDef<Node> = {
  path: 'tree',
  endpoints: endpointsOf('tree', { list: { method: 'GET', url: '/api/crm/tree/getList' } }),
  idField: 'deptId',
  testId: 'dept',
  title: 'test.title',
  name: (dept) => dept.deptName,
  tree: { children: 'childDept', addChild: (dept) => dept.deptId !== 3 },
  columns: [{ key: 'deptName', title: 'test.name' }],
  filters: [{ name: 'keyword', label: 'test.keyword', kind: 'keyword' }],
  form: {
    fields: [
      { name: 'deptName', label: 'test.name', kind: 'text', required: true },
      { name: 'parentId', label: 'test.parent', kind: 'parent', createOnly: 'hidden' },
    ],
  },
  commands: [{ contract: move, fields: [{ name: 'parentId', label: 'test.parent', kind: 'parent' }] }],
  related: [MEMBERS],
};

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
/** The titles a tree select's open dropdown offers. */
const offered = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title',
    ),
  ].map((title) => title.textContent);

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '部门', en: 'Departments' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.parent': { zh: '上级', en: 'Parent' },
    'test.keyword': { zh: '关键字', en: 'Keyword' },
    'test.members': { zh: '成员', en: 'Members' },
    'test.membersOf': { zh: '成员：{{name}}', en: 'Members of {{name}}' },
    'test.username': { zh: '用户名', en: 'Username' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a tree resource', { timeout: 60_000 }, () => {
  it('lists the whole tree open, without paging, and searches it on this side', async () => {
    const calls = stubApi({ '/api/crm/tree/getList': TREE });
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('部门3');
    expect(calls.filter((c) => c.path === '/api/crm/tree/getList').map((c) => c.query.get('page'))).toEqual([
      null,
    ]);
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // A node that may hold no children offers no "add child".
    expect(screen.getByTestId('dept-addChild-2')).toBeTruthy();
    expect(screen.queryByTestId('dept-addChild-3')).toBeNull();

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '部门3' } });
    fireEvent.click(screen.getByTestId('dept-search-submit'));
    await waitFor(() => expect(screen.queryByText('部门4')).toBeNull());
    expect(screen.getByText('部门1')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/crm/tree/getList')).toHaveLength(1);
  });

  it('moves a node under one picked from the tree, which leaves out the node and its branch', async () => {
    const calls = stubApi({ '/api/crm/tree/getList': TREE, '/api/crm/tree/move': null });
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('部门3');
    fireEvent.click(screen.getByTestId('dept-move-2'));
    const form = await screen.findByTestId('dept-move-form', {}, SLOW);
    // It starts from the node's parent.
    await within(form).findByTitle('部门1', {}, SLOW);
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    await waitFor(() => expect(offered()).toEqual(['部门1', '部门4']), SLOW);
    fireEvent.click(screen.getAllByText('部门4').at(-1)!);
    fireEvent.click(screen.getByTestId('dept-move-form-save'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/crm/tree/move')).toBeDefined(), SLOW);
    expect(calls.find((c) => c.path === '/api/crm/tree/move')?.body).toEqual({ deptId: 2, parentId: 4 });
  });

  it('adds a child under a row, and shows a row’s related list in a drawer', async () => {
    const calls = stubApi({
      '/api/crm/tree/getList': TREE,
      '/api/crm/tree/save': { deptId: 9 },
      '/api/crm/tree/members': { list: [{ id: 5, username: 'op5' }], total: 1 },
    });
    renderPage(<ResourceTable def={DEF} />);
    await screen.findByText('部门3');
    fireEvent.click(screen.getByTestId('dept-addChild-1'));
    await screen.findByTestId('dept-form', {}, SLOW);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '新部门' } });
    fireEvent.click(screen.getByTestId('dept-form-save'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/crm/tree/save')).toBeDefined(), SLOW);
    expect(calls.find((c) => c.path === '/api/crm/tree/save')?.body).toEqual({
      deptName: '新部门',
      parentId: 1,
    });

    fireEvent.click(within(rowOf('部门4')).getByTestId('dept-members-4'));
    expect(await screen.findByText('成员：部门4', {}, SLOW)).toBeTruthy();
    expect(await within(await screen.findByTestId('member-table')).findByText('op5')).toBeTruthy();
    const read = calls.find((c) => c.path === '/api/crm/tree/members')!;
    expect(['deptId', 'page', 'pageSize'].map((k) => read.query.get(k))).toEqual(['4', '1', '20']);
  });
});
