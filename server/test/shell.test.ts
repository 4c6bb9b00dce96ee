import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { MessageCounts } from '@adops/common/contract/message';
import type { Worker } from '@adops/common/contract/session';
import { buildApp } from '../src/app';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    SISTER_CRM_URL: 'https://sister.example/',
    SECOND_LOGIN_URL: 'https://sister.example/api/second',
  });
});
afterAll(() => api.close());

describe('profile', () => {
  it('changes the own name, mobile and email, and clears them with empty text', async () => {
    const { token } = await api.login('gm');
    const saved = await api.call<Worker>('POST', '/api/crm/sys/updateProfile', {
      token,
      body: { name: '王总经理', mobile: '13900001111', email: 'gm@example.com' },
    });
    expect(saved.data).toMatchObject({ name: '王总经理', mobile: '13900001111', email: 'gm@example.com' });
    const cleared = await api.call<Worker>('POST', '/api/crm/sys/updateProfile', {
      token,
      body: { mobile: '', email: '' },
    });
    expect(cleared.data).toMatchObject({ name: '王总经理', mobile: null, email: null });
  });

  it("answers the spec's phone messages word for word", async () => {
    const { token } = await api.login('gm');
    const messages: [string, string][] = [
      ['13a', '手机号码必须是数字'],
      ['1390000111', '手机号码必须是11位'],
      ['10900001111', '请输入正确的手机号'],
    ];
    for (const [mobile, message] of messages) {
      const result = await api.call('POST', '/api/crm/sys/updateProfile', { token, body: { mobile } });
      expect(result.desc).toBe(`手机号码无效：${message}`);
    }
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const here = await api.login('depthead');
    const elsewhere = await api.login('depthead');
    const wrong = await api.call('POST', '/api/crm/sys/changePassword', {
      token: here.token,
      body: { oldPassword: 'not-it', newPassword: 'Another@2026' },
    });
    expect(wrong).toMatchObject({ status: Status.FORBIDDEN, desc: '当前密码不正确' });
    const changed = await api.call('POST', '/api/crm/sys/changePassword', {
      token: here.token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Another@2026' },
    });
    expect(changed.status).toBe(Status.OK);
    expect((await api.call('GET', '/api/crm/message/count', { token: here.token })).status).toBe(Status.OK);
    expect((await api.call('GET', '/api/crm/message/count', { token: elsewhere.token })).status).toBe(
      Status.NO_SESSION,
    );
    await api.login('depthead', 'Another@2026');
  });
});

describe('shell', () => {
  it('tells the console where the sister CRM and its second login are', async () => {
    const result = await api.call('GET', '/api/crm/public/settings');
    expect(result.data).toEqual({
      sisterCrmUrl: 'https://sister.example/',
      secondLoginUrl: 'https://sister.example/api/second',
    });
  });

  it('gives the five message counters, zero until orders exist', async () => {
    const { token } = await api.login('finance');
    const { data } = await api.call<MessageCounts>('GET', '/api/crm/message/count', { token });
    expect(Object.keys(data).sort()).toEqual(
      [
        'pendingInvoice',
        'pendingPayment',
        'pendingRefund',
        'pendingReviewOrder',
        'unprocessedWithdrawal',
      ].sort(),
    );
    expect(data.pendingReviewOrder).toEqual({ amount: 0, createTime: null });
  });
});

describe('serving the built console', () => {
  it('sends index.html for console paths, cached assets, and envelopes for unknown API paths', async () => {
    const root = mkdtempSync(join(tmpdir(), 'console-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const served = await buildApp({ ...api.app, config: { ...api.config, staticDir: root } });
    const page = await served.inject({ method: 'GET', url: '/system/userManage?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await served.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api404 = await served.inject({ method: 'GET', url: '/api/crm/nope' });
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toMatchObject({ status: Status.NOT_FOUND });
    await served.close();
  });

  it('answers /strategy with the landing page of its own, to anyone, whatever its query', async () => {
    const root = mkdtempSync(join(tmpdir(), 'console-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(root, 'strategy.html'), '<!doctype html><title>landing</title>');
    const served = await buildApp({ ...api.app, config: { ...api.config, staticDir: root } });
    for (const url of ['/strategy?page=demo', '/strategy?page=demo&lang=en&utm_source=xhs', '/strategy/']) {
      const page = await served.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>landing</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    // The console's own paths stay the console's, and so does a path that only begins like the landing page's.
    for (const url of ['/login', '/strategyx', '/stayQualified/xhsAppFallPage'])
      expect((await served.inject({ method: 'GET', url })).body).toContain('<title>console</title>');
    await served.close();
  });
});
