import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  FUND_TYPES,
  MARKETING_TARGETS,
  PLAN_STATUSES,
  PRODUCTS,
} from '@adops/common/business';
import {
  createHttpConnector,
  memoryTokenStore,
  PATHS,
  type HttpConnectorOptions,
} from '../../src/connectors/platform/http';
import {
  PlatformError,
  type AccountHourlyRow,
  type DailyRow,
  type FundRow,
  type PlanHourlyRow,
  type PlatformAccount,
  type PlatformBalance,
  type PlatformConnector,
  type PlatformPlan,
} from '../../src/connectors/platform/types';
import { startFakePlatform, type FakePlatform, type FakePlatformData } from '../fakes/platformServer';

const START = Date.parse('2025-06-01T00:00:00Z');

/** A clock whose sleep returns at once and moves time on by the wait, recording it. */
function fakeClock() {
  let t = START;
  const waits: number[] = [];
  return {
    waits,
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
  };
}

let platform: FakePlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

/** Options for a second connector on the same fake, with tokens of its own. */
const connectorBase = (baseUrl: string) => ({
  baseUrl,
  appId: 'app-1',
  secret: 'secret-1',
  tokens: memoryTokenStore({
    accessToken: 'access-0',
    refreshToken: 'refresh-0',
    expiresAt: START + 3_600_000,
  }),
});

async function setup(data: Partial<FakePlatformData> = {}, options: Partial<HttpConnectorOptions> = {}) {
  const fake = await startFakePlatform({ data, appId: 'app-1', secret: 'secret-1' });
  platform = fake;
  const clock = fakeClock();
  const tokens = memoryTokenStore({
    accessToken: 'access-0',
    refreshToken: 'refresh-0',
    expiresAt: START + 3_600_000,
  });
  const connector: PlatformConnector = createHttpConnector({
    baseUrl: fake.url,
    appId: 'app-1',
    secret: 'secret-1',
    tokens,
    clock,
    requestsPerSecond: Infinity,
    ...options,
  });
  return { fake, clock, tokens, connector };
}

/** The PlatformError a promise rejects with (failing the test when it resolves or throws something else). */
async function platformError(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

const pageCalls = (fake: FakePlatform, path: string) =>
  fake.calls.filter((c) => c.path === path).map((c) => (c.body as { page_num: number }).page_num);

function accounts(n: number): PlatformAccount[] {
  return Array.from({ length: n }, (_, i) => ({
    advertiserId: `adv-${String(i + 1).padStart(4, '0')}`,
    name: `账户 ${i + 1}`,
    product: PRODUCTS[i % PRODUCTS.length]!,
    status: ACCOUNT_STATUSES[i % ACCOUNT_STATUSES.length]!,
    openedOn: `2024-0${(i % 9) + 1}-1${i % 10}`,
    dailyBudget: i % 4 === 0 ? null : (i + 1) * 10_000,
  }));
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function dailyRows(advertiserId: string, from: string, days: number): DailyRow[] {
  return Array.from({ length: days }, (_, i) => ({
    advertiserId,
    day: addDays(from, i),
    fee: 100_000 + i,
    cashFee: 80_000 + i,
    grantFee: 20_000,
    impressions: 50_000 + i,
    clicks: 1_500 + i,
    interactions: 300 + i,
    consults: 20 + (i % 5),
    leads: 10 + (i % 3),
    landingVisits: 900 + i,
    orderValue: 250_000 + i * 3,
  }));
}

const OK_ACCOUNT = accounts(1);

describe('paging and splitting', () => {
  it('pages through 250 advertisers in 3 calls, complete and in order', async () => {
    const data = accounts(250);
    const { fake, connector } = await setup({ accounts: data });

    const result = await connector.listAccounts();

    expect(result).toEqual(data);
    expect(fake.calls.map((c) => c.body)).toEqual([
      { page_num: 1, page_size: 100 },
      { page_num: 2, page_size: 100 },
      { page_num: 3, page_size: 100 },
    ]);
    expect(fake.calls.every((c) => c.path === PATHS.advertisers && c.token === 'access-0')).toBe(true);
  });

  it('splits a 75-day offline range into 3 calls of at most 31 days, rows complete', async () => {
    const a1 = dailyRows('adv-0001', '2025-01-01', 100);
    const a2 = dailyRows('adv-0002', '2025-01-01', 100);
    const { fake, connector } = await setup({ accounts: accounts(2), daily: [...a2, ...a1] });

    const result = await connector.offlineDaily('adv-0001', '2025-01-10', '2025-03-25');

    expect(result).toEqual(a1.filter((d) => d.day >= '2025-01-10' && d.day <= '2025-03-25'));
    expect(result).toHaveLength(75);
    expect(fake.calls.map((c) => c.body)).toEqual([
      {
        advertiser_id: 'adv-0001',
        start_date: '2025-01-10',
        end_date: '2025-02-09',
        page_num: 1,
        page_size: 100,
      },
      {
        advertiser_id: 'adv-0001',
        start_date: '2025-02-10',
        end_date: '2025-03-12',
        page_num: 1,
        page_size: 100,
      },
      {
        advertiser_id: 'adv-0001',
        start_date: '2025-03-13',
        end_date: '2025-03-25',
        page_num: 1,
        page_size: 100,
      },
    ]);
  });

  it('an empty range asks nothing; a malformed day is the caller’s error', async () => {
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT });
    expect(await connector.offlineDaily('adv-0001', '2025-02-01', '2025-01-31')).toEqual([]);
    expect((await platformError(connector.fundRecords('adv-0001', '2025-02-30', '2025-03-01'))).kind).toBe(
      'invalid',
    );
    expect(fake.calls).toEqual([]);
  });

  it('fund records: windows, pages within a window, Shanghai days and times mapped', async () => {
    // 150 records on 2025-01-05 (two pages in the first window), one just after midnight Shanghai time on
    // 2025-02-01 (UTC: still January 31) which belongs to the second window, and one outside the range.
    const funds: FundRow[] = Array.from({ length: 150 }, (_, i) => ({
      advertiserId: 'adv-0001',
      recordId: `r${i}`,
      occurredAt: new Date(Date.parse('2025-01-05T01:00:00Z') + i * 60_000).toISOString(),
      type: FUND_TYPES[i % FUND_TYPES.length]!,
      amount: i % 2 ? -(i * 100) : i * 100,
      balanceAfter: 1_000_000 + i,
      remark: i % 3 ? `备注 ${i}` : null,
    }));
    const midnight: FundRow = {
      advertiserId: 'adv-0001',
      recordId: 'r-midnight',
      occurredAt: '2025-01-31T16:30:00.000Z',
      type: 'recharge',
      amount: 5_000_000,
      balanceAfter: 6_000_000,
      remark: null,
    };
    const outside: FundRow = { ...midnight, recordId: 'r-outside', occurredAt: '2025-02-15T04:00:00.000Z' };
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT, funds: [...funds, midnight, outside] });

    const result = await connector.fundRecords('adv-0001', '2025-01-01', '2025-02-09');

    expect(result).toEqual([...funds, midnight]);
    expect(fake.calls.map((c) => c.body)).toEqual([
      {
        advertiser_id: 'adv-0001',
        start_date: '2025-01-01',
        end_date: '2025-01-31',
        page_num: 1,
        page_size: 100,
      },
      {
        advertiser_id: 'adv-0001',
        start_date: '2025-01-01',
        end_date: '2025-01-31',
        page_num: 2,
        page_size: 100,
      },
      {
        advertiser_id: 'adv-0001',
        start_date: '2025-02-01',
        end_date: '2025-02-09',
        page_num: 1,
        page_size: 100,
      },
    ]);
  });

  it('asks balances for 230 advertisers in chunks of 100', async () => {
    const data = accounts(230);
    const balances: PlatformBalance[] = data.map((a, i) => ({
      advertiserId: a.advertiserId,
      cash: i * 100,
      grant: i * 10,
      credit: 5_000,
      frozen: i,
      total: i * 110 + 5_000,
      available: i * 109 + 5_000,
    }));
    const { fake, connector } = await setup({ accounts: data, balances });
    const ids = data.map((a) => a.advertiserId);

    const result = await connector.balances([...ids, ids[0]!]);

    expect(result).toEqual(balances);
    const asked = fake.calls.map((c) => (c.body as { advertiser_ids: string[] }).advertiser_ids);
    expect(asked.map((chunk) => chunk.length)).toEqual([100, 100, 30]);
    expect(asked.flat()).toEqual(ids);
    expect(await connector.balances([])).toEqual([]);
    expect(fake.calls).toHaveLength(3);
  });

  it('maps plans and the realtime report field by field', async () => {
    const plans: PlatformPlan[] = PLAN_STATUSES.flatMap((status, i) =>
      MARKETING_TARGETS.map((marketingTarget, j) => ({
        advertiserId: 'adv-0001',
        planId: `p-${i}-${j}`,
        name: `计划 ${i}-${j}`,
        marketingTarget,
        placement: (i + j) % 2 ? 'search' : 'feed',
        status,
        budget: j === 0 ? null : (i + 1) * (j + 1) * 1_000,
      })),
    );
    const accountHourly: AccountHourlyRow[] = Array.from({ length: 24 }, (_, hour) => ({
      advertiserId: 'adv-0001',
      day: '2025-06-01',
      hour,
      fee: hour * 1_000,
      impressions: hour * 100,
      clicks: hour * 3,
    }));
    const planHourly: PlanHourlyRow[] = plans.flatMap((p) =>
      accountHourly.map((h) => ({ ...h, planId: p.planId, fee: h.fee + 1 })),
    );
    const yesterday = accountHourly.map((h) => ({ ...h, day: '2025-05-31' }));
    const { fake, connector } = await setup({
      accounts: OK_ACCOUNT,
      plans,
      accountHourly: [...yesterday, ...accountHourly],
      planHourly,
    });

    expect(await connector.listPlans('adv-0001')).toEqual(plans);
    const realtime = await connector.realtimeHourly('adv-0001', '2025-06-01');
    expect(realtime.account).toEqual(accountHourly);
    expect(realtime.plans).toEqual(planHourly);
    // 30 plans × 24 hours = 720 plan rows: 8 pages.
    expect(pageCalls(fake, PATHS.realtimeCampaign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageCalls(fake, PATHS.realtimeAccount)).toEqual([1]);
  });
});

describe('throttling and faults', () => {
  it('retries an HTTP 429 after its Retry-After header and succeeds', async () => {
    const { fake, clock, connector } = await setup({ accounts: accounts(3) });
    fake.failNext('http429', 1, { retryAfter: 2, retryAfterHeader: true });

    expect(await connector.listAccounts()).toHaveLength(3);
    expect(clock.waits).toEqual([2_000]);
    expect(fake.calls.map((c) => c.status)).toEqual([429, 200]);
  });

  it('retries a code 40029 after its retry_after and succeeds; a long wait is capped', async () => {
    const { fake, clock, connector } = await setup({ accounts: accounts(3) }, { maxRetryWaitMs: 5_000 });
    fake.failNext('code40029', 1, { retryAfter: 1.5 });
    fake.failNext('code40029', 1, { retryAfter: 60 });

    expect(await connector.listAccounts()).toHaveLength(3);
    expect(clock.waits).toEqual([1_500, 5_000]);
    expect(fake.calls.map((c) => c.code)).toEqual([40029, 40029, 0]);
  });

  it('gives up with PlatformError(throttled) after the configured retries', async () => {
    const { fake, clock, connector } = await setup({ accounts: accounts(3) }, { maxRetries: 2 });
    fake.throttleEvery(1, 'code40029', { retryAfter: 0.01 });

    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('throttled');
    expect(error.retryAfterMs).toBe(10);
    expect(fake.calls).toHaveLength(3);
    expect(clock.waits).toEqual([10, 10]);
  });

  it('rides out every-other-call throttling over a paged list', async () => {
    const { fake, connector } = await setup({ accounts: accounts(250) });
    fake.throttleEvery(2, 'http429', { retryAfter: 0.001 });

    expect(await connector.listAccounts()).toHaveLength(250);
    expect(fake.calls.map((c) => c.status)).toEqual([200, 429, 200, 429, 200]);
  });

  it('retries HTTP 500 with backoff: twice then success', async () => {
    const { fake, clock, connector } = await setup({ accounts: accounts(3) }, { backoffBaseMs: 100 });
    fake.failNext('http500', 2);

    expect(await connector.listAccounts()).toHaveLength(3);
    expect(clock.waits).toEqual([100, 200]);
    expect(fake.calls.map((c) => c.status)).toEqual([500, 500, 200]);
  });

  it('persistent HTTP 500 → PlatformError(server)', async () => {
    const { fake, connector } = await setup({ accounts: accounts(3) }, { maxRetries: 1 });
    fake.failNext('http500', 5);

    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('server');
    expect(error.message).toContain('HTTP 500');
    expect(fake.calls).toHaveLength(2);
  });

  it('a request without an answer times out and is retried, then fails as server', async () => {
    const { fake, connector } = await setup({ accounts: accounts(3) }, { timeoutMs: 500, maxRetries: 1 });
    fake.failNext('hang', 1);
    expect(await connector.listAccounts()).toHaveLength(3);

    fake.failNext('hang', 2);
    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('server');
    expect(error.message).toContain('no answer within 500 ms');
    expect(fake.calls).toHaveLength(4);
  });

  it('code 40000 → PlatformError(invalid) with the platform’s message, not retried', async () => {
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT });

    const error = await platformError(connector.listPlans('adv-unknown'));
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('advertiser_id "adv-unknown" is not authorised');
    expect(fake.calls).toHaveLength(1);
  });

  it('an answer that is not JSON → PlatformError(server), not retried', async () => {
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT });
    fake.failNext('malformed', 1);

    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('server');
    expect(error.message).toContain('not JSON');
    expect(fake.calls).toHaveLength(1);
  });

  it('an answer of a changed shape → PlatformError(server) naming the path and field', async () => {
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT });
    fake.failNext('badShape', 1);
    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('server');
    expect(error.message).toContain(PATHS.advertisers);
    expect(error.message).toContain('list');

    // A renamed field or a new enumeration value, injected on the wire between the fake and the adapter.
    const rewriting = (from: string, to: string): typeof fetch => {
      return async (input, init) => {
        const response = await fetch(input, init);
        return new Response((await response.text()).replace(from, to), { status: response.status });
      };
    };
    const base = { ...connectorBase(fake.url), clock: fakeClock(), requestsPerSecond: Infinity };
    const renamed = createHttpConnector({ ...base, fetch: rewriting('"advertiser_name"', '"name"') });
    const renamedError = await platformError(renamed.listAccounts());
    expect(renamedError.kind).toBe('server');
    expect(renamedError.message).toContain('advertiser_name');
    const newStatus = createHttpConnector({ ...base, fetch: rewriting('"NORMAL"', '"FROZEN"') });
    const statusError = await platformError(newStatus.listAccounts());
    expect(statusError.kind).toBe('server');
    expect(statusError.message).toContain('unknown account_status "FROZEN"');
  });
});

describe('transfers', () => {
  const balance = (cash: number): PlatformBalance => ({
    advertiserId: 'adv-0001',
    cash,
    grant: 0,
    credit: 0,
    frozen: 0,
    total: cash,
    available: cash,
  });
  const recharge = {
    key: 'order-1',
    advertiserId: 'adv-0001',
    type: 'recharge',
    amount: 50_000,
    remark: '充值',
  } as const;

  it('moves money once per key: asked again, the platform answers the same record', async () => {
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT, balances: [balance(10_000)] });
    const row = await connector.transfer(recharge);
    expect(row).toMatchObject({
      advertiserId: 'adv-0001',
      type: 'recharge',
      amount: 50_000,
      balanceAfter: 60_000,
    });
    expect(fake.calls.at(-1)!.body).toEqual({
      advertiser_id: 'adv-0001',
      out_trade_no: 'order-1',
      trade_type: 'RECHARGE',
      amount: 50_000,
      remark: '充值',
    });
    expect(await connector.transfer(recharge)).toEqual(row);
    expect(await connector.balances(['adv-0001'])).toEqual([balance(60_000)]);
    const today = new Date().toISOString().slice(0, 10);
    const records = await connector.fundRecords('adv-0001', addDays(today, -1), addDays(today, 1));
    expect(records).toEqual([row]);
  });

  it('retries an answer lost after the platform moved the money, and the money moves once', async () => {
    const { fake, connector } = await setup({ accounts: OK_ACCOUNT, balances: [balance(10_000)] });
    fake.failNext('lostAnswer', 1, { path: PATHS.transfer });
    const row = await connector.transfer(recharge);
    expect(fake.calls.filter((c) => c.path === PATHS.transfer)).toHaveLength(2);
    expect(row.balanceAfter).toBe(60_000);
    expect(await connector.balances(['adv-0001'])).toEqual([balance(60_000)]);
  });

  it('money out beyond the cash balance → PlatformError(funds); a key used again with other values → invalid', async () => {
    const { connector } = await setup({ accounts: OK_ACCOUNT, balances: [balance(10_000)] });
    const out = {
      key: 'w-1',
      advertiserId: 'adv-0001',
      type: 'transferOut',
      amount: 10_001,
      remark: null,
    } as const;
    expect((await platformError(connector.transfer(out))).kind).toBe('funds');
    expect(await connector.transfer({ ...out, amount: 10_000 })).toMatchObject({
      amount: -10_000,
      balanceAfter: 0,
    });
    expect((await platformError(connector.transfer({ ...out, amount: 5_000 }))).kind).toBe('invalid');
  });
});

describe('tokens', () => {
  it('refreshes an expired token once, retries the call and stores the new tokens', async () => {
    const { fake, clock, tokens, connector } = await setup({ accounts: accounts(3) });
    fake.expireToken();

    expect(await connector.listAccounts()).toHaveLength(3);
    expect(fake.calls.map((c) => [c.path, c.code])).toEqual([
      [PATHS.advertisers, 40001],
      [PATHS.refreshToken, 0],
      [PATHS.advertisers, 0],
    ]);
    expect(fake.calls[1]!.body).toEqual({ app_id: 'app-1', secret: 'secret-1', refresh_token: 'refresh-0' });
    expect(fake.calls[1]!.token).toBeNull();
    expect(fake.calls[2]!.token).toBe('access-1');
    expect(tokens.current).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAt: clock.now() + 7_200_000,
    });
  });

  it('refreshes ahead of a call when the stored token has expired', async () => {
    const { fake, tokens, connector } = await setup({ accounts: accounts(3) });
    await tokens.set({ ...tokens.current, expiresAt: START + 30_000 }); // within the 60 s skew

    expect(await connector.listAccounts()).toHaveLength(3);
    expect(fake.calls.map((c) => c.path)).toEqual([PATHS.refreshToken, PATHS.advertisers]);
    expect(tokens.current.accessToken).toBe('access-1');
  });

  it('concurrent calls refused together share one refresh', async () => {
    const { fake, connector } = await setup({ accounts: accounts(2) });
    fake.expireToken();

    await Promise.all([
      connector.listPlans('adv-0001'),
      connector.listPlans('adv-0002'),
      connector.listAccounts(),
    ]);
    expect(fake.calls.filter((c) => c.path === PATHS.refreshToken)).toHaveLength(1);
    expect(fake.calls.filter((c) => c.code === 0)).toHaveLength(4);
  });

  it('a token refused again after the refresh → PlatformError(auth), without a second refresh', async () => {
    const { fake, connector } = await setup({ accounts: accounts(3) });
    fake.rejectTokens(true);

    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('auth');
    expect(fake.calls.map((c) => [c.path, c.code])).toEqual([
      [PATHS.advertisers, 40001],
      [PATHS.refreshToken, 0],
      [PATHS.advertisers, 40001],
    ]);
  });

  it('a refused refresh → PlatformError(auth), tokens kept', async () => {
    const { fake, tokens, connector } = await setup({ accounts: accounts(3) });
    fake.expireToken();
    fake.refuseRefresh(true);

    const error = await platformError(connector.listAccounts());
    expect(error.kind).toBe('auth');
    expect(fake.calls.map((c) => c.path)).toEqual([PATHS.advertisers, PATHS.refreshToken]);
    expect(tokens.current.accessToken).toBe('access-0');
    expect(error.message).not.toContain('secret-1');
  });
});

describe('client-side rate limit', () => {
  it('spaces requests by 1/rate on the injected clock', async () => {
    const { clock } = await setup({ accounts: accounts(250) });
    const sent: number[] = [];
    const counting = createHttpConnector({
      ...connectorBase(platform!.url),
      clock,
      requestsPerSecond: 5,
      fetch: (input, init) => {
        sent.push(clock.now());
        return fetch(input, init);
      },
    });

    await counting.listAccounts();
    await counting.listPlans('adv-0001');
    expect(sent.map((t) => t - START)).toEqual([0, 200, 400, 600]);
  });

  it('queues concurrent callers: each reserves its slot at once and waits its share', async () => {
    await setup({ accounts: accounts(3) });
    // Time stands still, so the waits asked for are each caller's whole share.
    const waits: number[] = [];
    const frozen = { now: () => START, sleep: async (ms: number) => void waits.push(ms) };
    const connector = createHttpConnector({
      ...connectorBase(platform!.url),
      clock: frozen,
      requestsPerSecond: 5,
    });

    await Promise.all(['adv-0001', 'adv-0002', 'adv-0003'].map((id) => connector.listPlans(id)));
    expect(waits).toEqual([200, 400]);
  });

  it('lets a burst through, then spaces', async () => {
    const { clock } = await setup({ accounts: accounts(450) });
    const sent: number[] = [];
    const bursty = createHttpConnector({
      ...connectorBase(platform!.url),
      clock,
      requestsPerSecond: 10,
      burst: 3,
      fetch: (input, init) => {
        sent.push(clock.now());
        return fetch(input, init);
      },
    });
    await bursty.listAccounts();
    expect(sent.map((t) => t - START)).toEqual([0, 0, 0, 100, 200]);
  });
});

describe('the fake platform', () => {
  it('enforces the token, page_size ≤ 100, ≤ 31-day ranges and ≤ 100 balance ids', async () => {
    const { fake } = await setup({ accounts: OK_ACCOUNT });
    const post = async (path: string, body: unknown, token: string | null = 'access-0') => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers['Access-Token'] = token;
      const response = await fetch(fake.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
      return (await response.json()) as { code: number; msg: string };
    };
    const range = { advertiser_id: 'adv-0001', page_num: 1, page_size: 10 };

    expect((await post(PATHS.advertisers, { page_num: 1, page_size: 100 })).code).toBe(0);
    expect((await post(PATHS.advertisers, { page_num: 1, page_size: 100 }, null)).code).toBe(40001);
    expect((await post(PATHS.advertisers, { page_num: 1, page_size: 100 }, 'forged')).code).toBe(40001);
    expect((await post(PATHS.advertisers, { page_num: 1, page_size: 101 })).code).toBe(40000);
    expect((await post(PATHS.advertisers, { page_num: 0, page_size: 10 })).code).toBe(40000);
    const inRange = { ...range, start_date: '2025-01-01', end_date: '2025-01-31' };
    expect((await post(PATHS.offlineAccount, inRange)).code).toBe(0);
    const tooLong = { ...range, start_date: '2025-01-01', end_date: '2025-02-01' };
    expect(await post(PATHS.offlineAccount, tooLong)).toMatchObject({
      code: 40000,
      msg: expect.stringContaining('31'),
    });
    expect((await post(PATHS.fundFlow, tooLong)).code).toBe(40000);
    const ids = Array.from({ length: 101 }, (_, i) => `adv-${i}`);
    expect((await post(PATHS.balances, { advertiser_ids: ids })).code).toBe(40000);
  });
});
