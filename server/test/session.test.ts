import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { UserInfo, Worker } from '@adops/common/contract/session';
import type { DataScope } from '@adops/common/scope';
import { ROLE } from '@adops/common/roles';
import { signRequest } from '@adops/common/signing';
import { and, desc, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { sha256 } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { auditLog, sessions } from '../src/db/schema';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const MINUTE = 60_000;

describe('login', () => {
  it('answers a token and the user id, and the token opens getUserInfo', async () => {
    const result = await api.call<{ token: string; id: number }>('GET', '/api/crm/sys/login', {
      query: { username: 'operator', password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(Status.OK);
    expect(result.data.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await api.call<UserInfo>('GET', '/api/crm/sys/getUserInfo', {
      query: { uid: result.data.id },
      token: result.data.token,
    });
    expect(info.status).toBe(Status.OK);
    expect(info.data.user.username).toBe('operator');
  });

  it('takes the username in any case', async () => {
    expect((await api.login('OPERATOR')).id).toBe((await api.login('operator')).id);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await api.call('GET', '/api/crm/sys/login', {
      query: { username: 'gm', password: 'nope' },
    });
    const unknown = await api.call('GET', '/api/crm/sys/login', {
      query: { username: 'ghost', password: 'nope' },
    });
    expect(wrong.status).toBe(Status.FORBIDDEN);
    expect(wrong.desc).toBe('用户名或密码错误');
    expect(unknown.desc).toBe(wrong.desc);
  });

  it('locks a username from one address after five failures, for fifteen minutes, not from elsewhere', async () => {
    const attempt = (password: string, ip: string) =>
      api.call('GET', '/api/crm/sys/login', {
        query: { username: 'finance', password },
        ip,
      });
    for (let i = 0; i < 4; i++) expect((await attempt('bad', '10.0.0.1')).status).toBe(Status.FORBIDDEN);
    expect((await attempt('bad', '10.0.0.1')).status).toBe(Status.TOO_MANY);
    const locked = await attempt(DEMO_PASSWORD, '10.0.0.1');
    expect(locked.status).toBe(Status.TOO_MANY);
    expect(locked.desc).toContain('15 分钟');
    // The owner at another desk still gets in.
    expect((await attempt(DEMO_PASSWORD, '10.0.0.2')).status).toBe(Status.OK);
    api.clock.advance(14 * MINUTE);
    expect((await attempt(DEMO_PASSWORD, '10.0.0.1')).status).toBe(Status.TOO_MANY);
    api.clock.advance(MINUTE + 1000);
    expect((await attempt(DEMO_PASSWORD, '10.0.0.1')).status).toBe(Status.OK);
  });

  it('spreads failures over time without locking when fewer than five fall within the window', async () => {
    const attempt = (password: string) =>
      api.call('GET', '/api/crm/sys/login', {
        query: { username: 'sales', password },
        ip: '10.0.0.9',
      });
    for (let i = 0; i < 8; i++) {
      expect((await attempt('bad')).status).toBe(Status.FORBIDDEN);
      api.clock.advance(5 * MINUTE);
    }
    expect((await attempt(DEMO_PASSWORD)).status).toBe(Status.OK);
  });

  it('refuses a disabled user', async () => {
    const admin = await api.login('admin');
    const created = await api.call<{ id: number }>('POST', '/api/crm/sys/createUser', {
      token: admin.token,
      body: {
        username: 'left_person',
        password: 'Secret@2026',
        name: '离职者',
        roleIds: [ROLE.OPERATOR],
        enabled: false,
      },
    });
    expect(created.status).toBe(Status.OK);
    const result = await api.call('GET', '/api/crm/sys/login', {
      query: { username: 'left_person', password: 'Secret@2026' },
    });
    expect(result.status).toBe(Status.FORBIDDEN);
    expect(result.desc).toBe('该账户已停用，请联系管理员');
  });
});

const attemptLogin = (username: string, password: string, options: { ip: string; forwardedFor?: string }) =>
  api.call('GET', '/api/crm/sys/login', {
    query: { username, password },
    ip: options.ip,
    ...(options.forwardedFor ? { headers: { 'x-forwarded-for': options.forwardedFor } } : {}),
  });

async function createUser(username: string, password: string) {
  const admin = await api.login('admin');
  const created = await api.call<{ id: number }>('POST', '/api/crm/sys/createUser', {
    token: admin.token,
    body: { username, password, name: username, roleIds: [ROLE.OPERATOR] },
  });
  expect(created.status).toBe(Status.OK);
  return created.data.id;
}

describe('the caller address, without a trusted proxy (the default)', () => {
  it('is the socket address: a new X-Forwarded-For on every try still reaches the lockout', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const forwardedFor = `203.0.113.${i + 1}`;
      statuses.push((await attemptLogin('grouplead', 'bad', { ip: '10.20.0.1', forwardedFor })).status);
    }
    expect(statuses.slice(0, 4)).toEqual(Array(4).fill(Status.FORBIDDEN));
    expect(statuses.slice(4)).toEqual(Array(36).fill(Status.TOO_MANY));
  });

  it('does not let the right password in with a forged header while the real address is locked', async () => {
    const forged = await attemptLogin('grouplead', DEMO_PASSWORD, {
      ip: '10.20.0.1',
      forwardedFor: '10.20.0.99',
    });
    expect(forged.status).toBe(Status.TOO_MANY);
  });

  it('does not lock the address a forged header names', async () => {
    for (let i = 0; i < 5; i++)
      await attemptLogin('depthead', 'bad', { ip: '10.20.0.2', forwardedFor: '10.20.0.3' });
    expect((await attemptLogin('depthead', DEMO_PASSWORD, { ip: '10.20.0.2' })).status).toBe(Status.TOO_MANY);
    expect((await attemptLogin('depthead', DEMO_PASSWORD, { ip: '10.20.0.3' })).status).toBe(Status.OK);
  });

  it('writes the socket address into the session, the audit log and the request log', async () => {
    const signedIn = await api.call<{ token: string; id: number }>('GET', '/api/crm/sys/login', {
      query: { username: 'depthead', password: DEMO_PASSWORD },
      ip: '10.20.0.4',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(signedIn.status).toBe(Status.OK);
    const [session] = await api.app.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(signedIn.data.token)));
    expect(session?.ip).toBe('10.20.0.4');
    const [audit] = await api.app.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), eq(auditLog.actorId, signedIn.data.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.ip).toBe('10.20.0.4');

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(api.app, { logger: { level: 'info', stream } });
    await logged.inject({
      method: 'GET',
      url: '/api/crm/sys/logout',
      remoteAddress: '10.20.0.5',
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    await logged.close();
    expect(lines.join('')).toContain('10.20.0.5');
    expect(lines.join('')).not.toContain('198.51.100.2');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes addresses and CIDR ranges, nothing that trusts every sender', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '2', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('makes the server believe X-Forwarded-For from the configured proxy, and only from it', async () => {
    const proxied = await createTestApi({ TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = await proxied.call<{ token: string }>('GET', '/api/crm/sys/login', {
        query: { username: 'gm', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': '10.30.0.5' },
      });
      const direct = await proxied.call<{ token: string }>('GET', '/api/crm/sys/login', {
        query: { username: 'gm', password: DEMO_PASSWORD },
        ip: '10.30.0.9',
        headers: { 'x-forwarded-for': '10.30.0.5' },
      });
      const ipOf = async (token: string) =>
        (
          await proxied.app.db
            .select({ ip: sessions.ip })
            .from(sessions)
            .where(eq(sessions.tokenHash, sha256(token)))
        )[0]?.ip;
      expect(await ipOf(viaProxy.data.token)).toBe('10.30.0.5');
      expect(await ipOf(direct.data.token)).toBe('10.30.0.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('the username throttle', () => {
  it('slows guessing from many addresses, growing, but never the user at an address they signed in from', async () => {
    await createUser('target_user', 'Target@2026');
    const home = '10.40.0.1';
    expect((await attemptLogin('target_user', 'Target@2026', { ip: home })).status).toBe(Status.OK);
    const { afterFailures } = api.config.usernameThrottle;
    for (let i = 1; i <= afterFailures; i++) {
      expect((await attemptLogin('target_user', 'bad', { ip: `10.41.0.${i}` })).status).toBe(
        Status.FORBIDDEN,
      );
    }
    const tooSoon = await attemptLogin('target_user', 'bad', { ip: '10.42.0.1' });
    expect(tooSoon).toMatchObject({ status: Status.TOO_MANY, desc: '尝试次数过多，请 1 秒后再试' });
    // Even the right password waits at an address the user never signed in from.
    expect((await attemptLogin('target_user', 'Target@2026', { ip: '10.42.0.2' })).status).toBe(
      Status.TOO_MANY,
    );
    expect((await attemptLogin('target_user', 'Target@2026', { ip: home })).status).toBe(Status.OK);

    api.clock.advance(1000);
    expect((await attemptLogin('target_user', 'bad', { ip: '10.41.1.1' })).status).toBe(Status.FORBIDDEN);
    const longer = await attemptLogin('target_user', 'bad', { ip: '10.42.0.3' });
    expect(longer).toMatchObject({ status: Status.TOO_MANY, desc: '尝试次数过多，请 2 秒后再试' });
    expect((await attemptLogin('target_user', 'Target@2026', { ip: home })).status).toBe(Status.OK);

    api.clock.advance(api.config.usernameThrottle.windowMs);
    expect((await attemptLogin('target_user', 'Target@2026', { ip: '10.42.0.4' })).status).toBe(Status.OK);
  });

  it('answers in English too', async () => {
    await createUser('target_two', 'Target@2026');
    for (let i = 1; i <= api.config.usernameThrottle.afterFailures; i++)
      await attemptLogin('target_two', 'bad', { ip: `10.43.0.${i}` });
    const result = await api.call('GET', '/api/crm/sys/login', {
      query: { username: 'target_two', password: 'bad', lang: 'en' },
      ip: '10.44.0.1',
    });
    expect(result.desc).toBe('Too many attempts; try again in 1 s');
  });
});

describe('the own password change', () => {
  const change = (token: string, oldPassword: string, newPassword: string, lang?: string) =>
    api.call('POST', '/api/crm/sys/changePassword', {
      token,
      body: { oldPassword, newPassword },
      ...(lang ? { query: { lang } } : {}),
    });

  it('refuses common, patterned, personal and unchanged passwords, and keeps the old one', async () => {
    await createUser('pw_owner', 'Owner@2026x');
    const { token } = await api.login('pw_owner', 'Owner@2026x');
    const cases: [string, string][] = [
      ['password1', '密码过于常见，容易被猜中'],
      ['aaaaaaa1', '密码是简单的重复、顺序、键盘排列或日期'],
      ['12345678a', '密码过于常见，容易被猜中'],
      ['Pw_owner@2026!', '密码不能包含用户名、姓名、手机号或邮箱'],
      ['Owner@2026x', '新密码不能与当前密码相同'],
    ];
    for (const [password, reason] of cases) {
      const result = await change(token, 'Owner@2026x', password);
      expect(result, password).toMatchObject({
        status: Status.INVALID,
        desc: `新密码无效：${reason}`,
      });
    }
    expect((await change(token, 'Owner@2026x', 'password1', 'en')).desc).toBe(
      'New password is invalid: The password is too common and easily guessed',
    );
    expect((await api.login('pw_owner', 'Owner@2026x')).token).toBeTruthy();
    expect((await change(token, 'Owner@2026x', DEMO_PASSWORD)).status).toBe(Status.OK);
    expect((await api.login('pw_owner', DEMO_PASSWORD)).token).toBeTruthy();
  });

  it('locks after five wrong current passwords from one address, as a sign-in would, for fifteen minutes', async () => {
    await createUser('pw_guessed', 'Guessed@2026x');
    const { token } = await api.login('pw_guessed', 'Guessed@2026x');
    const guess = (oldPassword: string, ip = '10.70.0.1', lang?: string) =>
      api.call('POST', '/api/crm/sys/changePassword', {
        token,
        ip,
        body: { oldPassword, newPassword: 'Taken#Over2026' },
        ...(lang ? { query: { lang } } : {}),
      });
    for (let i = 0; i < 4; i++)
      expect(await guess(`wrong${i}`)).toMatchObject({ status: Status.FORBIDDEN, desc: '当前密码不正确' });
    expect(await guess('wrong4')).toMatchObject({
      status: Status.TOO_MANY,
      desc: '当前密码错误次数过多，请 15 分钟后再试',
    });
    // Locked, the right one is not looked at either; nor may the session's holder sign in from there.
    expect((await guess('Guessed@2026x')).status).toBe(Status.TOO_MANY);
    expect((await guess('wrong5', '10.70.0.1', 'en')).desc).toBe(
      'Too many wrong current passwords; try again in 15 minutes',
    );
    const signIn = await api.call('GET', '/api/crm/sys/login', {
      query: { username: 'pw_guessed', password: 'Guessed@2026x' },
      ip: '10.70.0.1',
    });
    expect(signIn.status).toBe(Status.TOO_MANY);
    api.clock.advance(15 * MINUTE);
    expect((await guess('Guessed@2026x')).status).toBe(Status.OK);
    expect((await api.login('pw_guessed', 'Taken#Over2026')).token).toBeTruthy();
  });
});

describe('sessions end', () => {
  it('at logout: the token no longer works', async () => {
    const { token } = await api.login('gm');
    expect((await api.call('GET', '/api/crm/sys/logout', { token })).status).toBe(Status.OK);
    const after = await api.call('GET', '/api/crm/sys/getDeptAccountList', { token });
    expect(after.status).toBe(Status.NO_SESSION);
  });

  it('after the idle time without a request, and stay alive while used', async () => {
    const { token } = await api.login('gm');
    for (let i = 0; i < 3; i++) {
      api.clock.advance(api.config.sessionIdleMs - MINUTE);
      expect((await api.call('GET', '/api/crm/sys/getDeptAccountList', { token })).status).toBe(Status.OK);
    }
    api.clock.advance(api.config.sessionIdleMs + 1);
    expect((await api.call('GET', '/api/crm/sys/getDeptAccountList', { token })).status).toBe(
      Status.NO_SESSION,
    );
  });

  it('at the absolute lifetime however busy', async () => {
    const { token } = await api.login('gm');
    const step = api.config.sessionIdleMs / 2;
    for (let elapsed = 0; elapsed + step < api.config.sessionMaxMs; elapsed += step) {
      api.clock.advance(step);
      expect((await api.call('GET', '/api/crm/sys/getDeptAccountList', { token })).status).toBe(Status.OK);
    }
    api.clock.advance(step);
    expect((await api.call('GET', '/api/crm/sys/getDeptAccountList', { token })).status).toBe(
      Status.NO_SESSION,
    );
  });

  it('when an administrator disables the user or changes their roles', async () => {
    const admin = await api.login('admin');
    const created = await api.call<{ id: number }>('POST', '/api/crm/sys/createUser', {
      token: admin.token,
      body: { username: 'revoke_me', password: 'Secret@2026', name: '甲', roleIds: [ROLE.OPERATOR] },
    });
    const first = await api.login('revoke_me', 'Secret@2026');
    await api.call('POST', '/api/crm/sys/roleManage', {
      token: admin.token,
      body: { userId: created.data.id, roleIds: [ROLE.GROUP_LEAD] },
    });
    expect((await api.call('GET', '/api/crm/sys/getDeptAccountList', { token: first.token })).status).toBe(
      Status.NO_SESSION,
    );
    const second = await api.login('revoke_me', 'Secret@2026');
    await api.call('POST', '/api/crm/sys/editUser', {
      token: admin.token,
      body: { id: created.data.id, enabled: false },
    });
    expect((await api.call('GET', '/api/crm/sys/getDeptAccountList', { token: second.token })).status).toBe(
      Status.NO_SESSION,
    );
  });
});

describe('user info', () => {
  it('gives the modules with levels and the user with roles', async () => {
    const { token, id } = await api.login('sales');
    const { data } = await api.call<UserInfo>('GET', '/api/crm/sys/getUserInfo', {
      query: { uid: id },
      token,
    });
    expect(data.user).toMatchObject({ username: 'sales', name: '李商务', mobile: null, picUrl: null });
    expect(data.user.roles).toEqual([{ id: ROLE.SALES, roleName: '商务', code: null }]);
    expect(data.modules).toContainEqual({ id: 1, level: 1 });
    expect(data.modules).toContainEqual({ id: 455, level: 2 });
    expect(data.modules).toContainEqual({ id: 367, level: 3 });
    expect(data.modules.map((m) => m.id)).not.toContain(2);
  });

  it("refuses another user's info to someone without the users module, not to an administrator", async () => {
    const sales = await api.login('sales');
    const admin = await api.login('admin');
    const refused = await api.call('GET', '/api/crm/sys/getUserInfoById', {
      query: { uid: admin.id },
      token: sales.token,
    });
    expect(refused.status).toBe(Status.FORBIDDEN);
    const allowed = await api.call<Worker>('GET', '/api/crm/sys/getUserInfoById', {
      query: { uid: sales.id },
      token: admin.token,
    });
    expect(allowed.data).toMatchObject({ username: 'sales', departmentName: '商务部', signStatus: 'active' });
    const missing = await api.call('GET', '/api/crm/sys/getUserInfoById', {
      query: { uid: 987654 },
      token: admin.token,
    });
    expect(missing.status).toBe(Status.NOT_FOUND);
  });

  it('gives the data scope of each demo role through getPrivilege', async () => {
    const expectations: Record<string, Partial<DataScope>> = {
      admin: { all: true },
      gm: { all: true },
      finance: { all: true },
      depthead: { all: false, departmentIds: [5], groupIds: [], operatorIds: [] },
      grouplead: { all: false, departmentIds: [], groupIds: [1] },
    };
    for (const [username, expected] of Object.entries(expectations)) {
      const { token, id } = await api.login(username);
      const { data } = await api.call<DataScope>('POST', '/api/crm/sys/getPrivilege', {
        body: { userId: id },
        token,
      });
      expect(data, username).toMatchObject(expected);
    }
    const operator = await api.login('operator');
    const own = await api.call<DataScope>('POST', '/api/crm/sys/getPrivilege', {
      body: { userId: operator.id },
      token: operator.token,
    });
    expect(own.data).toEqual({
      all: false,
      departmentIds: [],
      groupIds: [],
      operatorIds: [operator.id],
      salesIds: [],
    });
    const other = await api.call('POST', '/api/crm/sys/getPrivilege', {
      body: { userId: 1 },
      token: operator.token,
    });
    expect(other.status).toBe(Status.FORBIDDEN);
  });

  it("lists the departments of the caller's scope with type 1", async () => {
    const depthead = await api.login('depthead');
    const { data } = await api.call<{ type: number; deptAccountList: { deptName: string }[] }>(
      'GET',
      '/api/crm/sys/getDeptAccountList',
      { token: depthead.token },
    );
    expect(data.type).toBe(1);
    expect(data.deptAccountList.map((d) => d.deptName)).toEqual(['运营一部']);
  });
});

describe('second login for the sister CRM', () => {
  it('exchanges a live token for a single-use ticket that names the user', async () => {
    const { token, id } = await api.login('gm');
    const ticket = await api.call<{ token: string }>('POST', '/api/crm/sys/secondLogin', { body: { token } });
    expect(ticket.status).toBe(Status.OK);
    expect(ticket.data.token).not.toBe(token);
    const verified = await api.call('POST', '/api/crm/sys/secondLogin/verify', {
      body: { token: ticket.data.token },
    });
    expect(verified.data).toEqual({ id, username: 'gm', name: '王总' });
    const again = await api.call('POST', '/api/crm/sys/secondLogin/verify', {
      body: { token: ticket.data.token },
    });
    expect(again.status).toBe(Status.NO_SESSION);
  });

  it('refuses a dead token and an expired ticket', async () => {
    const dead = await api.call('POST', '/api/crm/sys/secondLogin', { body: { token: 'b'.repeat(64) } });
    expect(dead.status).toBe(Status.NO_SESSION);
    const { token } = await api.login('gm');
    const ticket = await api.call<{ token: string }>('POST', '/api/crm/sys/secondLogin', { body: { token } });
    api.clock.advance(api.config.secondLoginTtlMs + 1);
    const late = await api.call('POST', '/api/crm/sys/secondLogin/verify', {
      body: { token: ticket.data.token },
    });
    expect(late.status).toBe(Status.NO_SESSION);
  });

  const ticketOf = async (token: string) =>
    (await api.call<{ token: string }>('POST', '/api/crm/sys/secondLogin', { body: { token } })).data.token;
  const redeem = (ticket: string) =>
    api.call('POST', '/api/crm/sys/secondLogin/verify', { body: { token: ticket } });

  it('ends a ticket with the session that made it: a logout, or a revocation of the session', async () => {
    const signedOut = await api.login('gm');
    const ticket = await ticketOf(signedOut.token);
    expect((await api.call('GET', '/api/crm/sys/logout', { token: signedOut.token })).status).toBe(Status.OK);
    expect(await redeem(ticket)).toMatchObject({ status: Status.NO_SESSION, desc: '登录凭证无效或已使用' });

    const revoked = await api.login('gm');
    const other = await ticketOf(revoked.token);
    await api.app.db
      .update(sessions)
      .set({ revokedAt: new Date(api.clock.now()) })
      .where(eq(sessions.tokenHash, sha256(revoked.token)));
    expect((await redeem(other)).status).toBe(Status.NO_SESSION);
  });

  it('ends every ticket taken before a password change, the changing session’s too', async () => {
    await createUser('ticket_owner', 'Ticket@2026x');
    const here = await api.login('ticket_owner', 'Ticket@2026x');
    const elsewhere = await api.login('ticket_owner', 'Ticket@2026x');
    const tickets = [await ticketOf(here.token), await ticketOf(elsewhere.token)];
    const changed = await api.call('POST', '/api/crm/sys/changePassword', {
      token: here.token,
      body: { oldPassword: 'Ticket@2026x', newPassword: 'Changed#2026y' },
    });
    expect(changed.status).toBe(Status.OK);
    for (const ticket of tickets) expect((await redeem(ticket)).status).toBe(Status.NO_SESSION);
    // The session kept takes new tickets.
    expect((await redeem(await ticketOf(here.token))).status).toBe(Status.OK);
  });
});

describe('HTTP behaviour', () => {
  it('answers an unknown path with HTTP 404 and an envelope', async () => {
    const result = await api.call('GET', '/api/crm/nothing/here');
    expect(result.http).toBe(404);
    expect(result).toMatchObject({ status: Status.NOT_FOUND, data: null });
    expect(result.desc).toContain('/api/crm/nothing/here');
  });

  it('speaks English when asked by cookie, query or Accept-Language', async () => {
    const viaCookie = await api.call('GET', '/api/crm/sys/logout', {
      headers: { cookie: 'sidebarStatus=1; language=en' },
    });
    expect(viaCookie.desc).toBe('Your session has ended, please sign in again');
    const viaHeader = await api.call('GET', '/api/crm/sys/logout', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(viaHeader.desc).toBe(viaCookie.desc);
    const viaQuery = await api.call('GET', '/api/crm/sys/login', { query: { lang: 'en', username: 'x' } });
    expect(viaQuery.desc).toBe('Password is invalid: Invalid input: expected string, received undefined');
    const chinese = await api.call('GET', '/api/crm/sys/logout');
    expect(chinese.desc).toBe('登录已失效，请重新登录');
  });

  it('answers an unparseable body with 130 naming the body', async () => {
    const { token } = await api.login('admin');
    const result = await api.call('POST', '/api/crm/sys/getPrivilege', {
      token,
      body: '{"userId": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(result).toMatchObject({ http: 200, status: Status.INVALID });
    expect(result.desc).toContain('请求正文');
  });

  it('sends security headers and no caching of API answers', async () => {
    const response = await api.fastify.inject({ method: 'GET', url: '/api/crm/sys/logout' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a server fault with HTTP 500 and an envelope without a stack trace', async () => {
    const broken = new Proxy(api.app.db, {
      get() {
        throw new Error('database is down at /srv/secret/path');
      },
    });
    const failing = await buildApp({ ...api.app, db: broken });
    const { token } = await api.login('gm');
    const sig = signRequest(token, { salts: api.config.salts, now: api.clock.now() });
    const response = await failing.inject({
      method: 'GET',
      url: '/api/crm/sys/getDeptAccountList',
      query: { sessionId: sig.sessionId, saltId: String(sig.saltId), timestamp: String(sig.timestamp) },
      headers: { token },
    });
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, desc: '服务器内部错误，请稍后重试', data: null });
    expect(response.body).not.toContain('secret');
  });

  it('never writes passwords or tokens into the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(api.app, { logger: { level: 'info', stream } });
    const password = 'Very$ecret2026';
    await logged.inject({
      method: 'GET',
      url: `/api/crm/sys/login?username=gm&password=${encodeURIComponent(password)}`,
    });
    const { token } = await api.login('gm');
    await logged.inject({ method: 'GET', url: `/api/crm/sys/logout?token=${token}`, headers: { token } });
    await logged.close();
    const log = lines.join('');
    expect(log).toContain('/api/crm/sys/login');
    expect(log).not.toContain('Very');
    expect(log).not.toContain(token);
  });

  it('logs one line per request, when it is answered, naming the request and its answer', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await buildApp(api.app, { logger: { level: 'info', stream } });
    await logged.inject({ method: 'GET', url: '/api/crm/sys/logout', remoteAddress: '10.20.0.7' });
    await logged.inject({ method: 'GET', url: '/api/crm/nowhere' });
    await logged.close();
    const requests = lines.map((line) => JSON.parse(line) as Record<string, never>).filter((l) => l.req);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/crm/sys/logout', ip: '10.20.0.7' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ req: { url: '/api/crm/nowhere' }, res: { statusCode: 404 } });
  });
});
