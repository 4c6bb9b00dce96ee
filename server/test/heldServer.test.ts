import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { REPORT_MAX_DAYS } from '@adops/common/contract/report';
import { signRequest } from '@adops/common/signing';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

/**
 * The request that once held the whole server (the security review's defect 1), and the heaviest ones the
 * limits still allow, sent over real HTTP while someone signs in.
 */
let api: TestApi;
let base: string;
let operator: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small' });
  operator = (await api.login('operator')).token;
  admin = (await api.login('admin')).token;
  await api.fastify.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.fastify.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

async function get(path: string, query: Record<string, string>, token?: string) {
  const signature = signRequest(token, { salts: api.config.salts, now: api.clock.now() });
  const params = new URLSearchParams({
    ...query,
    sessionId: signature.sessionId,
    saltId: String(signature.saltId),
    timestamp: String(signature.timestamp),
  });
  const response = await fetch(`${base}${path}?${params}`, {
    headers: {
      saltId: String(signature.saltId),
      timestamp: String(signature.timestamp),
      ...(token ? { token } : {}),
    },
  });
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('application/json')
    ? ((await response.json()) as { status: number; desc: string })
    : {
        status: response.ok ? Status.OK : Status.SERVER_ERROR,
        desc: type,
        bytes: (await response.arrayBuffer()).byteLength,
      };
}

describe('while the heaviest reports run', () => {
  it('the range that looped forever is refused at once, and sign-in answers meanwhile', async () => {
    const today = shanghaiDay(api.clock.now());
    const longest = addDays(today, -(REPORT_MAX_DAYS.day - 1));
    const heavy = [
      get('/api/crm/report/myAccount', { start: '1000-01-01', end: today }, operator),
      get('/api/crm/report/myAccount/export', { start: '0000-01-01' }, operator),
      get(
        '/api/crm/report/xhsAccountConsumption',
        { start: longest, end: today, pageSize: '500', sort: '-fee' },
        admin,
      ),
      get('/api/crm/report/xhsAccountConsumption/export', { start: longest, end: today }, admin),
      get('/api/crm/report/xhsAccountDays', { start: addDays(today, -365), end: today }, admin),
    ];
    const signIn = await get('/api/crm/sys/login', { username: 'admin', password: DEMO_PASSWORD });
    const answers = await Promise.all(heavy);

    expect(signIn.status).toBe(Status.OK);
    expect(answers.map((a) => a.status)).toEqual([
      Status.INVALID,
      Status.INVALID,
      Status.OK,
      Status.OK,
      Status.OK,
    ]);
    expect(answers[0]!.desc).toContain('开始日期');
  });
});
