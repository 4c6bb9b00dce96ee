import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import {
  ROBOT_RECEIVED,
  SEND_LOG_ATTEMPTS,
  type ReceivedRow,
  type AttemptRow,
  type RobotRow,
  type SendLogRow,
} from '@adops/common/contract/notices';
import { fieldLabel } from '@adops/common/fieldLabels';
import { FakeRobots, serveFakeRobots } from '../src/connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '../src/connectors/wecom/protocol';
import { queryRows } from '../src/db/rows';
import { deliverDue } from '../src/notices/delivery';
import { createTestApi, type TestApi } from './harness';

/** The robots' page's calls: the key written once and never answered, a test message through the outbox. */

const KEY = 'a1b2c3d4-SECRET-e5f6a7b8';
const robots = new FakeRobots();
let served: Awaited<ReturnType<typeof serveFakeRobots>>;
let api: TestApi;
let admin: string;
const answers: string[] = [];
/** A round of the outbox. */
const deliver = () =>
  deliverDue({ db: api.app.db, clock: api.clock, instance: 'test', leaseMs: 60_000, timeoutMs: 2_000 });

beforeAll(async () => {
  served = await serveFakeRobots(robots);
  robots.add(KEY);
  api = await createTestApi();
  admin = (await api.login('admin')).token;
});
afterAll(async () => {
  await api.close();
  await served.close();
});

async function call<T>(method: 'GET' | 'POST', verb: string, input: Record<string, unknown>, token = admin) {
  const answer = await api.call<T>(
    method,
    `/api/crm/noticeRobot/${verb}`,
    method === 'GET' ? { token, query: input } : { token, body: input },
  );
  answers.push(JSON.stringify(answer));
  return answer;
}

describe('the group robots', () => {
  let id: number;

  it('keep a robot whose webhook is answered masked, in the list, the detail and the save', async () => {
    const saved = await call<RobotRow>('POST', 'save', {
      name: '运营一部内部群',
      kind: 'internal',
      webhookUrl: `${served.url}${WEBHOOK_PATH}?key=${KEY}`,
    });
    expect(saved.status, saved.desc).toBe(Status.OK);
    id = saved.data.id;
    expect(saved.data.webhook).toBe(`${served.url}${WEBHOOK_PATH}?key=a1b2****a7b8`);
    const listed = await call<{ list: RobotRow[] }>('GET', 'list', {});
    expect(listed.data.list.map((r) => r.webhook)).toEqual([saved.data.webhook]);
    await call('GET', 'detail', { id });
    const short = await call<RobotRow>('POST', 'save', {
      name: '短密钥',
      kind: 'internal',
      webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k1&debug=1',
    });
    expect(short.data.webhook).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=****&debug=1');
    expect((await call('POST', 'delete', { id: short.data.id })).status).toBe(Status.OK);
  });

  it('refuse a webhook that is none, and a customer group without its customer, naming the field', async () => {
    const bad = await call('POST', 'save', {
      name: 'x',
      kind: 'internal',
      webhookUrl: 'https://example.com/hook?key=1',
    });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toContain(fieldLabel('webhookUrl', 'zh'));
    const orphan = await call('POST', 'save', {
      name: 'x',
      kind: 'customer',
      webhookUrl: `${served.url}${WEBHOOK_PATH}?key=other`,
    });
    expect(orphan.status).toBe(Status.INVALID);
    expect(orphan.desc).toContain(fieldLabel('customerId', 'zh'));
  });

  it('keep the webhook when an edit leaves it out, and send a test message through the outbox', async () => {
    const renamed = await call<RobotRow>('POST', 'save', { id, name: '运营一部群' });
    expect(renamed.status, renamed.desc).toBe(Status.OK);
    const tested = await call<{ queued: number }>('POST', 'test', { id });
    expect(tested.data).toEqual({ queued: 1 });
    await deliver();
    const received = robots.received(KEY);
    expect(received).toHaveLength(1);
    expect(received[0]!.content).toContain('【测试消息】运营一部群');
    const listed = await call<{ list: RobotRow[] }>('GET', 'list', {});
    expect(listed.data.list[0]).toMatchObject({ queued: 0, failed: 0 });
    expect(listed.data.list[0]!.lastSentAt).not.toBeNull();
  });

  it('show each message in the send log with its attempts, and send a refused one again once mended', async () => {
    const gone = await call<RobotRow>('POST', 'save', {
      name: '旧群',
      kind: 'internal',
      webhookUrl: `${served.url}${WEBHOOK_PATH}?key=revoked-key-0001`,
    });
    await call('POST', 'test', { id: gone.data.id });
    await deliver();
    const log = await api.call<{ list: SendLogRow[] }>('GET', '/api/crm/noticeSendLog/list', {
      token: admin,
      query: { sort: 'id' },
    });
    expect(log.data.list.map((m) => [m.robotName, m.source, m.status, m.lastErrcode])).toEqual([
      ['运营一部群', 'test', 'sent', 0],
      ['旧群', 'test', 'failed', 93000],
    ]);
    const failed = log.data.list[1]!;
    const attempts = await api.call<{ list: AttemptRow[] }>('GET', SEND_LOG_ATTEMPTS.url, {
      token: admin,
      query: { id: failed.id },
    });
    expect(attempts.data.list.map((a) => [a.errcode, a.delivery])).toEqual([[93000, 'failed']]);
    const resend = () =>
      api.call('POST', '/api/crm/noticeSendLog/resend', { token: admin, body: { id: failed.id } });
    // The robot's key mended, the message goes out once sent again; a message sent is not sent again.
    robots.add('revoked-key-0001');
    expect((await resend()).status).toBe(Status.OK);
    await deliver();
    expect(robots.received('revoked-key-0001')).toHaveLength(1);
    expect((await resend()).status).toBe(Status.CONFLICT);
  });

  it('never answer the key, nor write it to the audit log or the send log', async () => {
    for (const answer of answers) expect(answer).not.toContain(KEY);
    const [kept] = await queryRows<{ audit: string; attempts: string }>(
      api.app.db,
      sql`select (select coalesce(string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ''), '')
                  from audit_log) as audit,
                 (select coalesce(string_agg(errmsg, ''), '') from notice_attempts) as attempts`,
    );
    expect(kept!.audit).toContain('a1b2****a7b8');
    expect(kept!.audit).not.toContain(KEY);
    expect(kept!.attempts).not.toContain(KEY);
  });

  it('serve fake robots of their own, as WeCom answers, whose messages a robot’s page lists', async () => {
    const post = (key: string, payload: string) =>
      api.fastify.inject({
        method: 'POST',
        url: `/fake-wecom/cgi-bin/webhook/send?key=${key}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const sent = await post('demo-ops', JSON.stringify({ msgtype: 'text', text: { content: '余额提醒' } }));
    expect(sent.json()).toEqual({ errcode: 0, errmsg: 'ok' });
    const broken = (await post('demo-ops', '{"msgtype":')).json() as { errcode: number; errmsg: string };
    expect(broken.errcode).toBe(0);
    expect(broken.errmsg).toMatch(/^Warning: wrong json format/);
    expect((await post('not-a-demo-robot', '{}')).json()).toMatchObject({ errcode: 93000 });
    const robot = await call<RobotRow>('POST', 'save', {
      name: '演示群',
      kind: 'internal',
      webhookUrl: 'http://127.0.0.1:3000/fake-wecom/cgi-bin/webhook/send?key=demo-ops',
    });
    const received = await api.call<{ list: ReceivedRow[] }>('GET', ROBOT_RECEIVED.url, {
      token: admin,
      query: { id: robot.data.id },
    });
    expect(received.data.list.map((m) => m.content)).toEqual(['余额提醒']);
    const elsewhere = await api.call<{ list: ReceivedRow[] }>('GET', ROBOT_RECEIVED.url, {
      token: admin,
      query: { id },
    });
    expect(elsewhere.data.list).toEqual([]);
  });

  it('answer only a holder of the notice section', async () => {
    const { token } = await api.login('operator');
    expect((await call('GET', 'list', {}, token)).status).toBe(Status.FORBIDDEN);
    expect((await call('POST', 'test', { id }, token)).status).toBe(Status.FORBIDDEN);
  });
});
