import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Worker } from '@adops/common/contract/session';
import { registerTexts } from '../../src/i18n';
import { USERS } from '../../src/pages/system/users';
import SYSTEM_TEXTS from '../../src/pages/system/texts';
import { ResourceTable } from '../../src/resource/ResourceTable';
import { renderPage, SLOW } from '../resource/render';
import { installDomGaps, stubApi, type Call } from './dom';

const departments = [
  { deptId: 5, deptName: '运营一部', parentId: null, sort: 0, userCount: 3 },
  { deptId: 13, deptName: '商务部', parentId: null, sort: 1, userCount: 1 },
];
const roles = [
  { id: 1, roleName: '超级管理员', code: 'admin' },
  { id: 6, roleName: '运营', code: null },
];
const user = (id: number, username: string, enabled: boolean): Worker & { version: string } => ({
  id,
  username,
  name: `运营${id}`,
  mobile: null,
  email: `${username}@example.com`,
  picUrl: null,
  signStatus: 'active',
  company: null,
  enabled,
  departmentId: 5,
  departmentName: '运营一部',
  groupId: 1,
  groupName: '非电商1组',
  roles: [{ id: 6, roleName: '运营', code: null }],
  createTime: '2026-01-01T00:00:00.000Z',
  version: `${id}00`,
});

function stub() {
  return stubApi({
    '/api/crm/sys/userList': { list: [user(7, 'op1', true), user(8, 'op2', false)], total: 2 },
    '/api/crm/sys/roleSelect': roles,
    '/api/crm/base/department/getList': departments,
    '/api/crm/sys/createUser': { id: 42 },
    '/api/crm/sys/editUser': null,
    '/api/crm/sys/resetPassword': null,
  });
}
const sent = (calls: Call[], path: string) => calls.find((c) => c.path === path);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** A form is ready once its starting values are in: its save button is enabled. */
const ready = (testId: string) =>
  waitFor(
    () => expect((screen.getByTestId(`${testId}-form-save`) as HTMLButtonElement).disabled).toBe(false),
    SLOW,
  );
/** antd shows a new validation message after a short debounce, and jsdom renders antd slowly. */
const shown = (text: string) => screen.findByText(text, {}, SLOW);

beforeAll(() => {
  registerTexts(SYSTEM_TEXTS);
  installDomGaps();
});
afterEach(() => vi.unstubAllGlobals());

describe('the users page', { timeout: 180_000 }, () => {
  it("shows the spec's messages as fields are typed, refuses a form with missing fields, then creates the user", async () => {
    const calls = stub();
    renderPage(<ResourceTable def={USERS} />);
    await screen.findByText('op1');
    fireEvent.click(screen.getByTestId('user-create'));
    const form = await screen.findByTestId('user-form', {}, SLOW);
    await ready('user');

    for (const [mobile, message] of [
      ['1381234567a', '手机号码必须是数字'],
      ['1381234567', '手机号码必须是11位'],
      ['10812345678', '请输入正确的手机号'],
    ] as const) {
      type('手机号', mobile);
      expect(await shown(message)).toBeTruthy();
    }
    type('手机号', '138 1234 5678');
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号')).toBeNull());
    expect(field('手机号').value).toBe('13812345678');
    type('邮箱', 'someone@');
    expect(await shown('请输入正确的邮箱')).toBeTruthy();
    type('邮箱', '');

    fireEvent.click(screen.getByTestId('user-form-save'));
    for (const label of ['用户名', '密码', '姓名', '角色'])
      expect(await shown(`请填写${label}`)).toBeTruthy();
    type('用户名', 'a!');
    expect(await shown('用户名为 3-32 位字母、数字、下划线或点')).toBeTruthy();
    type('用户名', 'new.operator');
    type('密码', 'short');
    expect(await shown('密码至少 8 位，且包含字母和数字')).toBeTruthy();
    type('密码', 'Welcome2026');
    type('姓名', ' 新运营 ');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('运营', {}, SLOW));
    fireEvent.click(screen.getByTestId('user-form-save'));

    await waitFor(() => expect(sent(calls, '/api/crm/sys/createUser')).toBeDefined(), SLOW);
    expect(sent(calls, '/api/crm/sys/createUser')).toMatchObject({
      method: 'POST',
      body: {
        username: 'new.operator',
        password: 'Welcome2026',
        name: ' 新运营 ',
        mobile: '13812345678',
        email: '',
        roleIds: [6],
        signStatus: 'active',
      },
    });
  });

  it('edits without the username or a password, sending the version it read', async () => {
    const calls = stub();
    renderPage(<ResourceTable def={USERS} />);
    await screen.findByText('op1');
    fireEvent.click(screen.getByTestId('user-edit-op1'));
    await screen.findByTestId('user-form', {}, SLOW);
    await waitFor(() => expect(field('姓名').value).toBe('运营7'));
    expect(field('用户名').disabled).toBe(true);
    expect(screen.queryByLabelText('密码')).toBeNull();
    type('姓名', '运营乙');
    fireEvent.click(screen.getByTestId('user-form-save'));
    await waitFor(() => expect(sent(calls, '/api/crm/sys/editUser')).toBeDefined(), SLOW);
    expect(sent(calls, '/api/crm/sys/editUser')?.body).toEqual({
      id: 7,
      version: '700',
      username: 'op1',
      name: '运营乙',
      mobile: null,
      email: 'op1@example.com',
      departmentId: 5,
      groupId: 1,
      signStatus: 'active',
    });
  });

  it('resets a password through its command, and offers enabling or disabling by the user’s state', async () => {
    const calls = stub();
    renderPage(<ResourceTable def={USERS} />);
    await screen.findByText('op1');
    expect(screen.getByTestId('user-disable-op1')).toBeTruthy();
    expect(screen.queryByTestId('user-enable-op1')).toBeNull();
    expect(screen.getByTestId('user-enable-op2')).toBeTruthy();
    expect(screen.queryByTestId('user-disable-op2')).toBeNull();

    fireEvent.click(screen.getByTestId('user-resetPassword-op2'));
    const form = await screen.findByTestId('user-resetPassword-form', {}, SLOW);
    await ready('user-resetPassword');
    expect(within(form).getByText('重置密码：op2')).toBeTruthy();
    type('新密码', 'short');
    expect(await shown('密码至少 8 位，且包含字母和数字')).toBeTruthy();
    type('新密码', 'Reset2026x');
    fireEvent.click(screen.getByTestId('user-resetPassword-form-save'));
    await waitFor(() => expect(sent(calls, '/api/crm/sys/resetPassword')).toBeDefined(), SLOW);
    expect(sent(calls, '/api/crm/sys/resetPassword')?.body).toEqual({ id: 8, password: 'Reset2026x' });
  });
});
