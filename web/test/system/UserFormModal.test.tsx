import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { registerTexts } from '../../src/i18n';
import SYSTEM_TEXTS from '../../src/pages/system/texts';
import { UserFormModal } from '../../src/pages/system/UserFormModal';
import { installDomGaps, stubApi } from './dom';

const departments = [
  { deptId: 5, deptName: '运营一部', parentId: null, sort: 0, userCount: 3 },
  { deptId: 13, deptName: '商务部', parentId: null, sort: 1, userCount: 1 },
];
const roles = [
  { id: 1, roleName: '超级管理员', code: 'admin' },
  { id: 6, roleName: '运营', code: null },
];

function renderWithClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** antd shows a new validation message after a short debounce, and jsdom renders antd slowly. */
const shown = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

beforeAll(() => {
  registerTexts(SYSTEM_TEXTS);
  installDomGaps();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the user form', { timeout: 180_000 }, () => {
  it("shows the spec's messages as fields are typed, refuses a form with missing fields, then creates the user", async () => {
    const calls = stubApi({
      '/api/crm/department/getList': departments,
      '/api/crm/sys/roleSelect': roles,
      '/api/crm/sys/createUser': { id: 42 },
    });
    const onClose = vi.fn();
    renderWithClient(<UserFormModal open onClose={onClose} />);

    const cases: [string, string][] = [
      ['1381234567a', '手机号码必须是数字'],
      ['1381234567', '手机号码必须是11位'],
      ['10812345678', '请输入正确的手机号'],
    ];
    for (const [mobile, message] of cases) {
      type('手机号', mobile);
      expect(await shown(message)).toBeTruthy();
    }
    type('手机号', '138 1234 5678');
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号')).toBeNull());
    expect(field('手机号').value).toBe('13812345678');

    type('邮箱', 'someone@');
    expect(await shown('请输入正确的邮箱')).toBeTruthy();
    type('邮箱', '');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    // The messages of the three required fields appear one by one; wait for all of them.
    await waitFor(() => expect(screen.getAllByText('必填').length).toBeGreaterThanOrEqual(3), {
      timeout: 10_000,
    });

    type('用户名', 'a!');
    expect(await shown('用户名为 3-32 位字母、数字、下划线或点')).toBeTruthy();
    type('用户名', 'new.operator');
    type('密码', 'short');
    expect(await shown('密码至少 8 位，且包含字母和数字')).toBeTruthy();
    type('密码', 'Welcome2026');
    type('姓名', ' 新运营 ');
    type('手机号', '13812345678');
    // A user without a role could never sign in: the form asks for one.
    expect(await shown('至少选择一个角色')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('运营'));
    fireEvent.click(screen.getByTestId('user-form-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const created = calls.find((c) => c.path === '/api/crm/sys/createUser');
    expect(created?.method).toBe('POST');
    expect(created?.body).toEqual({
      username: 'new.operator',
      password: 'Welcome2026',
      name: '新运营',
      mobile: '13812345678',
      email: '',
      departmentId: null,
      groupId: null,
      roleIds: [6],
      enabled: true,
      signStatus: 'active',
    });
  });

  it('edits without the username and sends a password only when one is typed', async () => {
    const calls = stubApi({
      '/api/crm/department/getList': departments,
      '/api/crm/sys/roleSelect': roles,
      '/api/crm/sys/editUser': null,
    });
    const onClose = vi.fn();
    const user = {
      id: 7,
      username: 'op1',
      name: '运营甲',
      mobile: null,
      email: 'op1@example.com',
      picUrl: null,
      signStatus: 'active' as const,
      company: null,
      enabled: true,
      departmentId: 5,
      departmentName: '运营一部',
      groupId: 1,
      groupName: '非电商1组',
      roles: [{ id: 6, roleName: '运营', code: null }],
      createTime: '2026-01-01T00:00:00.000Z',
    };
    renderWithClient(<UserFormModal open user={user} onClose={onClose} />);

    expect(field('用户名').disabled).toBe(true);
    type('姓名', '运营乙');
    fireEvent.click(screen.getByTestId('user-form-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(calls.find((c) => c.path === '/api/crm/sys/editUser')?.body).toEqual({
      id: 7,
      name: '运营乙',
      mobile: '',
      email: 'op1@example.com',
      departmentId: 5,
      groupId: 1,
      roleIds: [6],
      enabled: true,
      signStatus: 'active',
    });

    type('重置密码', 'Reset2026x');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    const edits = calls.filter((c) => c.path === '/api/crm/sys/editUser');
    expect(edits[1]?.body).toMatchObject({ id: 7, password: 'Reset2026x' });
  });
});
