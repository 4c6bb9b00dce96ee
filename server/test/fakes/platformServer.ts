/**
 * A local fake of the ad platform's open API (the protocol documented in
 * server/src/connectors/platform/http/connector.ts), on 127.0.0.1 and a free port, serving a small in-memory
 * dataset of the connector's row types. It enforces what the real platform enforces (a valid Access-Token,
 * page_size ≤ 100, report ranges ≤ 31 days, ≤ 100 advertisers per balance call) and can be told to misbehave:
 * throttle, fail with 500, hang, answer garbage, expire or refuse tokens, carry out a transfer and lose the answer.
 * Transfers move the served balances and add fund records, once per out_trade_no.
 *
 * The wire encoding here is written independently of the adapter's, on purpose: a test that round-trips rows
 * through both checks that the two agree with the documented protocol, not with each other's code.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AccountHourlyRow,
  DailyRow,
  FundRow,
  NoteDailyRow,
  PlanHourlyRow,
  PlatformAccount,
  PlatformContentAccount,
  PlatformNote,
  PlatformBalance,
  PlatformPlan,
} from '../../src/connectors/platform/types';

export interface FakePlatformData {
  accounts: PlatformAccount[];
  plans: PlatformPlan[];
  balances: PlatformBalance[];
  accountHourly: AccountHourlyRow[];
  planHourly: PlanHourlyRow[];
  daily: DailyRow[];
  funds: FundRow[];
  contentAccounts: PlatformContentAccount[];
  notes: PlatformNote[];
  noteDaily: NoteDailyRow[];
}

export interface FakePlatformOptions {
  data?: Partial<FakePlatformData>;
  appId?: string;
  secret?: string;
  /** The access token accepted at start. Default 'access-0'. */
  accessToken?: string;
  /** The refresh token accepted at start. Default 'refresh-0'. */
  refreshToken?: string;
  /** `expires_in` (seconds) of a refreshed token. Default 7200. */
  expiresIn?: number;
}

/**
 * How a request can be made to fail: throttled by HTTP 429 or by code 40029 (with `retry_after`), HTTP 500, code
 * 40000, a body that is not JSON, a success of the wrong shape, or no answer at all (until close()).
 */
export type FailKind =
  | 'http429'
  | 'code40029'
  | 'http500'
  | 'invalid'
  | 'malformed'
  | 'badShape'
  | 'hang'
  /** The request is carried out, then the connection drops before any answer. */
  | 'lostAnswer'
  /** The request is carried out, then no answer comes at all (until close()). */
  | 'doneThenHang';

export interface FailOptions {
  /** Only requests to this path fail (others pass untouched). */
  path?: string;
  /** The wait a throttling answer names, in seconds. Default 1. */
  retryAfter?: number;
  /** Name the wait in a Retry-After header instead of the body's `retry_after`. */
  retryAfterHeader?: boolean;
}

export interface FakeCall {
  path: string;
  body: unknown;
  /** The Access-Token header, null when absent. */
  token: string | null;
  /** HTTP status answered (0 while hanging). */
  status: number;
  /** Envelope code answered; null when the answer had none. */
  code: number | null;
}

export interface FakePlatform {
  url: string;
  /** Every request received, in order, including failed ones. */
  calls: FakeCall[];
  /** The dataset served; tests may change it between calls. */
  data: FakePlatformData;
  close(): Promise<void>;
  /** The tokens the server accepts now. */
  readonly tokens: { accessToken: string | null; refreshToken: string };
  /** Accept exactly these tokens from now on. */
  setToken(tokens: { accessToken: string; refreshToken?: string }): void;
  /** The current access token stops working (40001); the refresh token still works. */
  expireToken(): void;
  /** While on, every access token is refused, even one just issued by a refresh. */
  rejectTokens(on: boolean): void;
  /** While on, the refresh call answers 40001. */
  refuseRefresh(on: boolean): void;
  /** The next `count` requests (to `options.path`, if given) fail this way. Queued after earlier failNext. */
  failNext(kind: FailKind, count?: number, options?: FailOptions): void;
  /** Resolves with the next request to `path` once it has been handled (or left hanging). */
  received(path: string): Promise<FakeCall>;
  /** Every nth request (counting all requests from now) is throttled; 0 stops it. */
  throttleEvery(n: number, kind?: 'http429' | 'code40029', options?: FailOptions): void;
}

const MAX_PAGE_SIZE = 100;
const MAX_DAYS = 31;
const MAX_BALANCE_IDS = 100;

const PRODUCT: Record<PlatformAccount['product'], string> = {
  juguang: 'JUGUANG',
  shutiao: 'SHUTIAO',
  pugongying: 'PUGONGYING',
};
const ACCOUNT_STATUS: Record<PlatformAccount['status'], string> = {
  active: 'NORMAL',
  paused: 'PAUSED',
  closed: 'CLOSED',
};
const CAMPAIGN_STATUS: Record<PlatformPlan['status'], string> = {
  active: 'ENABLE',
  paused: 'PAUSE',
  budgetShort: 'BUDGET_LIMIT',
  balanceShort: 'BALANCE_LIMIT',
  finished: 'FINISHED',
};
const MARKETING_TARGET: Record<PlatformPlan['marketingTarget'], number> = {
  sales: 3,
  seeding: 4,
  live: 8,
  leads: 9,
  traffic: 10,
  app: 14,
};
const PLACEMENT: Record<PlatformPlan['placement'], number> = { feed: 1, search: 2 };
const USER_STATUS: Record<PlatformContentAccount['status'], string> = {
  active: 'NORMAL',
  disabled: 'BANNED',
};
const TRADE_TYPE: Record<FundRow['type'], string> = {
  recharge: 'RECHARGE',
  transferIn: 'TRANSFER_IN',
  transferOut: 'TRANSFER_OUT',
  refund: 'REFUND',
  grant: 'GRANT',
};

/** An ISO instant as the platform shows it: 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (UTC+8). */
function shanghaiTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const wire = {
  account: (a: PlatformAccount) => ({
    advertiser_id: a.advertiserId,
    advertiser_name: a.name,
    product_type: PRODUCT[a.product],
    account_status: ACCOUNT_STATUS[a.status],
    create_date: a.openedOn,
    day_budget: a.dailyBudget,
  }),
  plan: (p: PlatformPlan) => ({
    advertiser_id: p.advertiserId,
    campaign_id: p.planId,
    campaign_name: p.name,
    marketing_target: MARKETING_TARGET[p.marketingTarget],
    placement: PLACEMENT[p.placement],
    campaign_status: CAMPAIGN_STATUS[p.status],
    campaign_day_budget: p.budget,
  }),
  balance: (b: PlatformBalance) => ({
    advertiser_id: b.advertiserId,
    cash_balance: b.cash,
    grant_balance: b.grant,
    credit_balance: b.credit,
    frozen_balance: b.frozen,
    total_balance: b.total,
    available_balance: b.available,
  }),
  accountHour: (h: AccountHourlyRow) => ({
    advertiser_id: h.advertiserId,
    date: h.day,
    hour: h.hour,
    fee: h.fee,
    impression: h.impressions,
    click: h.clicks,
  }),
  planHour: (h: PlanHourlyRow) => ({ ...wire.accountHour(h), campaign_id: h.planId }),
  daily: (d: DailyRow) => ({
    advertiser_id: d.advertiserId,
    date: d.day,
    fee: d.fee,
    cash_fee: d.cashFee,
    grant_fee: d.grantFee,
    impression: d.impressions,
    click: d.clicks,
    interaction: d.interactions,
    msg_consult: d.consults,
    leads: d.leads,
    landing_page_visit: d.landingVisits,
    order_amount: d.orderValue,
  }),
  contentAccount: (a: PlatformContentAccount) => ({
    advertiser_id: a.advertiserId,
    user_id: a.userId,
    nickname: a.nickname,
    fans_count: a.followers,
    note_count: a.notes,
    user_status: USER_STATUS[a.status],
  }),
  note: (n: PlatformNote) => ({
    advertiser_id: n.advertiserId,
    note_id: n.noteId,
    note_title: n.title,
    user_id: n.userId,
    publish_date: n.publishedOn,
  }),
  noteDay: (d: NoteDailyRow) => ({
    advertiser_id: d.advertiserId,
    note_id: d.noteId,
    date: d.day,
    fee: d.fee,
    impression: d.impressions,
    click: d.clicks,
    interaction: d.interactions,
    leads: d.leads,
  }),
  fund: (f: FundRow) => ({
    advertiser_id: f.advertiserId,
    record_id: f.recordId,
    trade_time: shanghaiTime(f.occurredAt),
    trade_type: TRADE_TYPE[f.type],
    amount: f.amount,
    balance_after: f.balanceAfter,
    remark: f.remark ?? '',
  }),
};

/** A 40000 answer, thrown from a handler. */
class BadParam extends Error {}
/** A 40010 answer: a transfer out beyond the cash balance. */
class Insufficient extends Error {}

const TRANSFER_TYPES: Record<string, FundRow['type']> = {
  RECHARGE: 'recharge',
  REFUND: 'refund',
  TRANSFER_OUT: 'transferOut',
};

type Body = Record<string, unknown>;

function dayMs(value: unknown, name: string): number {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new BadParam(`${name} must be YYYY-MM-DD`);
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value)
    throw new BadParam(`${name} is no day`);
  return ms;
}

function range(body: Body): { start: string; end: string } {
  const start = dayMs(body.start_date, 'start_date');
  const end = dayMs(body.end_date, 'end_date');
  if (start > end) throw new BadParam('start_date is after end_date');
  if ((end - start) / 86_400_000 + 1 > MAX_DAYS) throw new BadParam(`the range exceeds ${MAX_DAYS} days`);
  return { start: body.start_date as string, end: body.end_date as string };
}

function paged<T>(body: Body, rows: T[], encode: (row: T) => unknown) {
  const { page_num: pageNum, page_size: pageSize } = body;
  if (typeof pageNum !== 'number' || !Number.isInteger(pageNum) || pageNum < 1) {
    throw new BadParam('page_num must be an integer from 1');
  }
  if (
    typeof pageSize !== 'number' ||
    !Number.isInteger(pageSize) ||
    pageSize < 1 ||
    pageSize > MAX_PAGE_SIZE
  ) {
    throw new BadParam(`page_size must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  const list = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(encode);
  return { list, page: { page_num: pageNum, page_size: pageSize, total_count: rows.length } };
}

export async function startFakePlatform(options: FakePlatformOptions = {}): Promise<FakePlatform> {
  const appId = options.appId ?? 'app-1';
  const secret = options.secret ?? 'secret-1';
  const expiresIn = options.expiresIn ?? 7200;
  const data: FakePlatformData = {
    accounts: [],
    plans: [],
    balances: [],
    accountHourly: [],
    planHourly: [],
    daily: [],
    funds: [],
    contentAccounts: [],
    notes: [],
    noteDaily: [],
    ...options.data,
  };
  let accessToken: string | null = options.accessToken ?? 'access-0';
  let refreshToken = options.refreshToken ?? 'refresh-0';
  let issued = 0;
  let rejectAll = false;
  let refuseRefresh = false;
  const failures: { kind: FailKind; left: number; options: FailOptions }[] = [];
  let throttle = {
    every: 0,
    kind: 'http429' as 'http429' | 'code40029',
    options: {} as FailOptions,
    seen: 0,
  };
  const calls: FakeCall[] = [];
  const transfers = new Map<string, { body: string; row: FundRow }>();
  const hanging = new Set<ServerResponse>();
  const waiting: { path: string; resolve(call: FakeCall): void }[] = [];
  function handled(call: FakeCall) {
    for (const w of waiting.filter((w) => w.path === call.path)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(call);
    }
  }

  function advertiser(body: Body): string {
    const id = body.advertiser_id;
    if (typeof id !== 'string' || !data.accounts.some((a) => a.advertiserId === id)) {
      throw new BadParam(`advertiser_id ${JSON.stringify(id)} is not authorised`);
    }
    return id;
  }

  function transfer(body: Body) {
    const id = advertiser(body);
    const key = body.out_trade_no;
    if (typeof key !== 'string' || key.length === 0 || key.length > 64)
      throw new BadParam('out_trade_no must be 1 to 64 characters');
    const type = TRANSFER_TYPES[String(body.trade_type)];
    if (!type) throw new BadParam(`trade_type ${JSON.stringify(body.trade_type)} is not supported`);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
      throw new BadParam('amount must be an integer of fen above 0');
    const same = JSON.stringify([id, type, amount]);
    const earlier = transfers.get(key);
    if (earlier) {
      if (earlier.body !== same) throw new BadParam(`out_trade_no ${key} was used for another transfer`);
      return wire.fund(earlier.row);
    }
    const balance = data.balances.find((b) => b.advertiserId === id);
    if (!balance) throw new BadParam(`advertiser ${id} has no balance`);
    const signed = type === 'recharge' ? amount : -amount;
    if (signed < 0 && balance.cash < amount)
      throw new Insufficient(`cash balance ${balance.cash} < ${amount}`);
    balance.cash += signed;
    balance.total += signed;
    balance.available += signed;
    const row: FundRow = {
      advertiserId: id,
      recordId: String(9_000_000_000_000_000 + transfers.size + 1),
      occurredAt: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      type,
      amount: signed,
      balanceAfter: balance.total,
      remark: typeof body.remark === 'string' && body.remark ? body.remark : null,
    };
    transfers.set(key, { body: same, row });
    data.funds.push(row);
    return wire.fund(row);
  }

  const routes: Record<string, (body: Body) => unknown> = {
    '/api/open/jg/account/transfer': transfer,
    '/api/open/jg/advertiser/list': (body) => paged(body, data.accounts, wire.account),
    '/api/open/jg/campaign/list': (body) => {
      const id = advertiser(body);
      return paged(
        body,
        data.plans.filter((p) => p.advertiserId === id),
        wire.plan,
      );
    },
    '/api/open/jg/account/balance/list': (body) => {
      const ids = body.advertiser_ids;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) {
        throw new BadParam('advertiser_ids must be a non-empty array of strings');
      }
      if (ids.length > MAX_BALANCE_IDS) throw new BadParam(`at most ${MAX_BALANCE_IDS} advertiser_ids`);
      const asked = new Set<string>(ids);
      return { list: data.balances.filter((b) => asked.has(b.advertiserId)).map(wire.balance) };
    },
    '/api/open/jg/data/report/realtime/account': (body) => {
      const id = advertiser(body);
      const day = body.date;
      dayMs(day, 'date');
      return paged(
        body,
        data.accountHourly.filter((h) => h.advertiserId === id && h.day === day),
        wire.accountHour,
      );
    },
    '/api/open/jg/data/report/realtime/campaign': (body) => {
      const id = advertiser(body);
      const day = body.date;
      dayMs(day, 'date');
      return paged(
        body,
        data.planHourly.filter((h) => h.advertiserId === id && h.day === day),
        wire.planHour,
      );
    },
    '/api/open/jg/data/report/offline/account': (body) => {
      const id = advertiser(body);
      const { start, end } = range(body);
      return paged(
        body,
        data.daily.filter((d) => d.advertiserId === id && d.day >= start && d.day <= end),
        wire.daily,
      );
    },
    '/api/open/jg/note/user/list': (body) => {
      const id = advertiser(body);
      return paged(
        body,
        data.contentAccounts.filter((a) => a.advertiserId === id),
        wire.contentAccount,
      );
    },
    '/api/open/jg/note/list': (body) => {
      const id = advertiser(body);
      return paged(
        body,
        data.notes.filter((n) => n.advertiserId === id),
        wire.note,
      );
    },
    '/api/open/jg/data/report/offline/note': (body) => {
      const id = advertiser(body);
      const { start, end } = range(body);
      return paged(
        body,
        data.noteDaily.filter((d) => d.advertiserId === id && d.day >= start && d.day <= end),
        wire.noteDay,
      );
    },
    '/api/open/jg/account/fund/flow': (body) => {
      const id = advertiser(body);
      const { start, end } = range(body);
      return paged(
        body,
        data.funds.filter((f) => {
          const day = shanghaiTime(f.occurredAt).slice(0, 10);
          return f.advertiserId === id && day >= start && day <= end;
        }),
        wire.fund,
      );
    },
  };

  function refresh(body: Body) {
    if (body.app_id !== appId || body.secret !== secret)
      return { code: 40001, msg: 'invalid app_id or secret' };
    if (refuseRefresh || body.refresh_token !== refreshToken)
      return { code: 40001, msg: 'refresh_token invalid' };
    issued += 1;
    accessToken = `access-${issued}`;
    refreshToken = `refresh-${issued}`;
    return {
      code: 0,
      msg: 'success',
      data: { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn },
    };
  }

  /** The failure this request should suffer, if any. */
  function failureFor(path: string): { kind: FailKind; options: FailOptions } | null {
    const index = failures.findIndex((f) => f.options.path === undefined || f.options.path === path);
    if (index >= 0) {
      const failure = failures[index]!;
      failure.left -= 1;
      if (failure.left <= 0) failures.splice(index, 1);
      return failure;
    }
    if (throttle.every > 0) {
      throttle.seen += 1;
      if (throttle.seen % throttle.every === 0) return { kind: throttle.kind, options: throttle.options };
    }
    return null;
  }

  function send(res: ServerResponse, call: FakeCall, status: number, answer: unknown, headers = {}) {
    call.status = status;
    call.code = (answer as { code?: number } | null)?.code ?? null;
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(answer));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = text;
    }
    const header = req.headers['access-token'];
    const call: FakeCall = {
      path,
      body,
      token: typeof header === 'string' ? header : null,
      status: 0,
      code: null,
    };
    calls.push(call);

    if (req.method !== 'POST') return send(res, call, 405, { code: 40000, msg: 'POST only' });
    const failure = failureFor(path);
    if (failure) {
      const { kind, options: o } = failure;
      const seconds = o.retryAfter ?? 1;
      const wait = o.retryAfterHeader ? { 'Retry-After': String(seconds) } : {};
      const inBody = o.retryAfterHeader ? {} : { retry_after: seconds };
      switch (kind) {
        case 'http429':
          return send(res, call, 429, { code: 40029, msg: 'too many requests', ...inBody }, wait);
        case 'code40029':
          return send(res, call, 200, { code: 40029, msg: 'request frequency exceeded', ...inBody }, wait);
        case 'http500':
          return send(res, call, 500, { code: 50000, msg: 'internal error' });
        case 'invalid':
          return send(res, call, 200, { code: 40000, msg: 'invalid parameter (injected)' });
        case 'malformed':
          call.status = 200;
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end('{"code":0,"msg":"success","data":{"list":[');
        case 'badShape':
          return send(res, call, 200, { code: 0, msg: 'success', data: { items: [], total: 0 } });
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        case 'lostAnswer':
        case 'doneThenHang':
          break;
      }
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return send(res, call, 200, { code: 40000, msg: 'the body must be a JSON object' });
    }
    if (path === '/api/open/oauth2/refresh_token') return send(res, call, 200, refresh(body as Body));
    const route = routes[path];
    if (!route) return send(res, call, 404, { code: 40400, msg: `no such path ${path}` });
    if (rejectAll || call.token === null || call.token !== accessToken) {
      return send(res, call, 200, { code: 40001, msg: 'access token invalid or expired' });
    }
    let answer: unknown;
    try {
      answer = { code: 0, msg: 'success', data: route(body as Body) };
    } catch (error) {
      if (error instanceof BadParam) answer = { code: 40000, msg: error.message };
      else if (error instanceof Insufficient) answer = { code: 40010, msg: error.message };
      else throw error;
    }
    if (failure?.kind === 'lostAnswer') res.socket?.destroy();
    else if (failure?.kind === 'doneThenHang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
    } else send(res, call, 200, answer);
    handled(call);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    data,
    get tokens() {
      return { accessToken, refreshToken };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setToken(tokens) {
      accessToken = tokens.accessToken;
      if (tokens.refreshToken !== undefined) refreshToken = tokens.refreshToken;
    },
    expireToken() {
      accessToken = null;
    },
    rejectTokens(on) {
      rejectAll = on;
    },
    refuseRefresh(on) {
      refuseRefresh = on;
    },
    failNext(kind, count = 1, failOptions = {}) {
      if (count > 0) failures.push({ kind, left: count, options: failOptions });
    },
    received: (path) => new Promise((resolve) => waiting.push({ path, resolve })),
    throttleEvery(n, kind = 'http429', failOptions = {}) {
      throttle = { every: n, kind, options: failOptions, seen: 0 };
    },
  };
}
