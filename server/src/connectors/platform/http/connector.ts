/**
 * The HTTP adapter of the platform connector: speaks the ad platform's open API (modelled on Xiaohongshu 聚光).
 *
 * Protocol. JSON over HTTPS POST to `<baseUrl><path>` (e.g. https://adapi.xiaohongshu.com), header
 * `Access-Token: <token>`. Every answer is `{ code, msg, data }`, code 0 = success. Fields are snake_case, ids
 * strings, days 'YYYY-MM-DD' (Asia/Shanghai), money integer fen. List calls take `page_num` (from 1) and
 * `page_size` (≤ 100) and answer `data: { list: [...], page: { page_num, page_size, total_count } }`.
 *
 *   /api/open/oauth2/refresh_token            { app_id, secret, refresh_token } (no Access-Token)
 *                                             → { access_token, refresh_token, expires_in (s) }
 *   /api/open/jg/advertiser/list              { page_num, page_size } → list of { advertiser_id, advertiser_name,
 *                                             product_type: JUGUANG|SHUTIAO|PUGONGYING, account_status:
 *                                             NORMAL|PAUSED|CLOSED, create_date, day_budget (null = unlimited) }
 *   /api/open/jg/campaign/list                { advertiser_id, page_num, page_size } → list of { advertiser_id,
 *                                             campaign_id, campaign_name, marketing_target (3 sales, 4 seeding,
 *                                             8 live, 9 leads, 10 traffic, 14 app), placement (1 feed, 2 search),
 *                                             campaign_status: ENABLE|PAUSE|BUDGET_LIMIT|BALANCE_LIMIT|FINISHED,
 *                                             campaign_day_budget }
 *   /api/open/jg/account/balance/list         { advertiser_ids: ≤ 100 } → { list: [{ advertiser_id, cash_balance,
 *                                             grant_balance, credit_balance, frozen_balance, total_balance,
 *                                             available_balance }] } (not paged; unknown ids are left out)
 *   /api/open/jg/data/report/realtime/account { advertiser_id, date, page_num, page_size } → list of
 *                                             { advertiser_id, date, hour, fee, impression, click }
 *   /api/open/jg/data/report/realtime/campaign  the same, rows also carry campaign_id
 *   /api/open/jg/data/report/offline/account  { advertiser_id, start_date, end_date (≤ 31 days), page_num,
 *                                             page_size } → list of { advertiser_id, date, fee, cash_fee,
 *                                             grant_fee, impression, click, interaction, msg_consult, leads,
 *                                             landing_page_visit, order_amount }
 *   /api/open/jg/account/fund/flow            { advertiser_id, start_date, end_date (≤ 31 days), page_num,
 *                                             page_size } → list of { advertiser_id, record_id, trade_time
 *                                             ('YYYY-MM-DD HH:mm:ss' Asia/Shanghai), trade_type: RECHARGE|
 *                                             TRANSFER_IN|TRANSFER_OUT|REFUND|GRANT, amount (+ in, − out),
 *                                             balance_after, remark ('' or null = none) }
 *   /api/open/jg/note/user/list               { advertiser_id, page_num, page_size } → list of { advertiser_id,
 *                                             user_id, nickname, fans_count, note_count, user_status:
 *                                             NORMAL|BANNED } (the content accounts whose notes it promotes)
 *   /api/open/jg/note/list                    { advertiser_id, page_num, page_size } → list of { advertiser_id,
 *                                             note_id, note_title, user_id, publish_date }
 *   /api/open/jg/data/report/offline/note     { advertiser_id, start_date, end_date (≤ 31 days), page_num,
 *                                             page_size } → list of { advertiser_id, note_id, date, fee,
 *                                             impression, click, interaction, leads } (a note's part of the
 *                                             account's day)
 *   /api/open/jg/account/transfer             { advertiser_id, out_trade_no (≤ 64, the idempotency key),
 *                                             trade_type: RECHARGE|REFUND|TRANSFER_OUT, amount (fen, > 0),
 *                                             remark } → the fund flow record written (amount signed); the
 *                                             same out_trade_no again answers the same record, with other
 *                                             values 40000; money out beyond the cash balance 40010
 *
 * Errors: code 40001 (HTTP 200) = access token invalid or expired (on the refresh call: refresh refused) →
 * refresh once and retry once, then PlatformError('auth'); HTTP 429 or code 40029 = throttled, wait
 * `retry_after` seconds (body) or the Retry-After header → retried, then 'throttled'; code 40000 = bad
 * parameters → 'invalid' with msg; code 40010 = a transfer the balance does not cover → 'funds'; HTTP 5xx, timeouts and network errors → retried with backoff, then 'server';
 * any other code, a body that is not JSON or an answer of the wrong shape → 'server' at once.
 */
import {
  MAX_REPORT_DAYS,
  PlatformError,
  type AccountHourlyRow,
  type DailyRow,
  type FundRow,
  type NoteDailyRow,
  type PlanHourlyRow,
  type PlatformContentAccount,
  type PlatformNote,
  type PlatformAccount,
  type PlatformBalance,
  type PlatformConnector,
  type PlatformPlan,
  type TransferRequest,
} from '../types';
import type { z } from 'zod';
import {
  accountSchema,
  balanceListSchema,
  campaignSchema,
  fundFlowSchema,
  MAX_BALANCE_IDS,
  MAX_PAGE_SIZE,
  noteSchema,
  noteUserSchema,
  offlineAccountSchema,
  offlineNoteSchema,
  pageSchema,
  PATHS,
  realtimeAccountSchema,
  realtimeCampaignSchema,
  wireTradeType,
} from './protocol';
import { createRateLimiter, systemClock, type Clock } from './rateLimiter';
import type { TokenStore } from './tokens';
import { Transport } from './transport';

export interface HttpConnectorOptions {
  /** E.g. 'https://adapi.xiaohongshu.com'; no trailing path needed. */
  baseUrl: string;
  appId: string;
  secret: string;
  tokens: TokenStore;
  /** Per request, including reading the body. Default 15 s. */
  timeoutMs?: number;
  /** Retries of a throttled or failed (5xx, timeout) request before giving up. Default 3. */
  maxRetries?: number;
  /** The longest wait before a retry, whatever the server asks. Default 10 s. */
  maxRetryWaitMs?: number;
  /** The first backoff when the server names no wait; doubles with each retry. Default 500 ms. */
  backoffBaseMs?: number;
  /** Client-side limit on requests, over all calls of this connector. Default 10 per second; Infinity = none. */
  requestsPerSecond?: number;
  /** Requests that may go at once after a quiet spell. Default 1 (evenly spaced). */
  burst?: number;
  /** Refresh the access token this long before it expires. Default 60 s. */
  refreshSkewMs?: number;
  /** Rows per page, at most 100. Default 100. */
  pageSize?: number;
  /** Time and waiting; tests inject a fake. */
  clock?: Clock;
  fetch?: typeof fetch;
}

/** A guard against a platform whose total_count never comes within reach. */
const MAX_PAGES = 10_000;

export function createHttpConnector(options: HttpConnectorOptions): PlatformConnector {
  const clock = options.clock ?? systemClock;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(options.pageSize ?? MAX_PAGE_SIZE)));
  const transport = new Transport({
    baseUrl: options.baseUrl,
    appId: options.appId,
    secret: options.secret,
    tokens: options.tokens,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxRetries: options.maxRetries ?? 3,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 10_000,
    backoffBaseMs: options.backoffBaseMs ?? 500,
    refreshSkewMs: options.refreshSkewMs ?? 60_000,
    clock,
    limiter: createRateLimiter(options.requestsPerSecond ?? 10, options.burst ?? 1, clock),
    fetch: options.fetch ?? globalThis.fetch,
  });

  /** Every row of a paged list, page by page until total_count is reached. */
  async function allPages<S extends z.ZodType>(
    path: string,
    params: object,
    item: S,
  ): Promise<z.output<S>[]> {
    const schema = pageSchema(item);
    const rows: z.output<S>[] = [];
    for (let pageNum = 1; ; pageNum++) {
      if (pageNum > MAX_PAGES) throw new PlatformError('server', `${path}: more than ${MAX_PAGES} pages`);
      const { list, page } = await transport.call(
        path,
        { ...params, page_num: pageNum, page_size: pageSize },
        schema,
      );
      rows.push(...list);
      if (list.length === 0 || pageNum * pageSize >= page.total_count) return rows;
    }
  }

  /** A report over a day range, asked for in windows of at most MAX_REPORT_DAYS. */
  async function ranged<S extends z.ZodType>(
    path: string,
    advertiserId: string,
    start: string,
    end: string,
    item: S,
  ): Promise<z.output<S>[]> {
    const rows: z.output<S>[] = [];
    for (const [from, to] of dayWindows(start, end, MAX_REPORT_DAYS)) {
      rows.push(
        ...(await allPages(path, { advertiser_id: advertiserId, start_date: from, end_date: to }, item)),
      );
    }
    return rows;
  }

  return {
    async listAccounts(): Promise<PlatformAccount[]> {
      return allPages(PATHS.advertisers, {}, accountSchema);
    },

    async listPlans(advertiserId: string): Promise<PlatformPlan[]> {
      const plans = await allPages(PATHS.campaigns, { advertiser_id: advertiserId }, campaignSchema);
      return ownRows(PATHS.campaigns, advertiserId, plans);
    },

    async balances(advertiserIds: string[]): Promise<PlatformBalance[]> {
      const ids = [...new Set(advertiserIds)];
      const rows: PlatformBalance[] = [];
      for (let i = 0; i < ids.length; i += MAX_BALANCE_IDS) {
        const chunk = ids.slice(i, i + MAX_BALANCE_IDS);
        const { list } = await transport.call(PATHS.balances, { advertiser_ids: chunk }, balanceListSchema);
        const asked = new Set(chunk);
        const stray = list.find((row) => !asked.has(row.advertiserId));
        if (stray)
          throw new PlatformError('server', `${PATHS.balances}: unasked advertiser ${stray.advertiserId}`);
        rows.push(...list);
      }
      return rows;
    },

    async realtimeHourly(
      advertiserId: string,
      day: string,
    ): Promise<{ account: AccountHourlyRow[]; plans: PlanHourlyRow[] }> {
      checkDay(day);
      const params = { advertiser_id: advertiserId, date: day };
      const account = await allPages(PATHS.realtimeAccount, params, realtimeAccountSchema);
      const plans = await allPages(PATHS.realtimeCampaign, params, realtimeCampaignSchema);
      return {
        account: onDays(
          PATHS.realtimeAccount,
          day,
          day,
          ownRows(PATHS.realtimeAccount, advertiserId, account),
        ),
        plans: onDays(PATHS.realtimeCampaign, day, day, ownRows(PATHS.realtimeCampaign, advertiserId, plans)),
      };
    },

    async offlineDaily(advertiserId: string, start: string, end: string): Promise<DailyRow[]> {
      const rows = await ranged(PATHS.offlineAccount, advertiserId, start, end, offlineAccountSchema);
      return onDays(PATHS.offlineAccount, start, end, ownRows(PATHS.offlineAccount, advertiserId, rows));
    },

    async listContentAccounts(advertiserId: string): Promise<PlatformContentAccount[]> {
      const users = await allPages(PATHS.noteUsers, { advertiser_id: advertiserId }, noteUserSchema);
      return ownRows(PATHS.noteUsers, advertiserId, users);
    },

    async listNotes(advertiserId: string): Promise<PlatformNote[]> {
      const notes = await allPages(PATHS.notes, { advertiser_id: advertiserId }, noteSchema);
      return ownRows(PATHS.notes, advertiserId, notes);
    },

    async offlineNoteDaily(advertiserId: string, start: string, end: string): Promise<NoteDailyRow[]> {
      const rows = await ranged(PATHS.offlineNote, advertiserId, start, end, offlineNoteSchema);
      return onDays(PATHS.offlineNote, start, end, ownRows(PATHS.offlineNote, advertiserId, rows));
    },

    async fundRecords(advertiserId: string, start: string, end: string): Promise<FundRow[]> {
      const rows = await ranged(PATHS.fundFlow, advertiserId, start, end, fundFlowSchema);
      // A record added while paging shifts the pages by one, so the same record can come twice.
      const seen = new Set<string>();
      return ownRows(PATHS.fundFlow, advertiserId, rows).filter((row) => {
        if (seen.has(row.recordId)) return false;
        seen.add(row.recordId);
        return true;
      });
    },

    /** Safe to retry: a transfer asked again with the same key is answered, not repeated. */
    async transfer(request: TransferRequest): Promise<FundRow> {
      const row = await transport.call(
        PATHS.transfer,
        {
          advertiser_id: request.advertiserId,
          out_trade_no: request.key,
          trade_type: wireTradeType(request.type),
          amount: request.amount,
          remark: request.remark ?? '',
        },
        fundFlowSchema,
      );
      const [own] = ownRows(PATHS.transfer, request.advertiserId, [row]);
      return own!;
    },
  };
}

/** Rows of another advertiser than the one asked for mean the platform answered a different question. */
function ownRows<T extends { advertiserId: string }>(path: string, advertiserId: string, rows: T[]): T[] {
  const stray = rows.find((row) => row.advertiserId !== advertiserId);
  if (stray) {
    throw new PlatformError(
      'server',
      `${path}: rows of advertiser ${stray.advertiserId}, asked ${advertiserId}`,
    );
  }
  return rows;
}

function onDays<T extends { day: string }>(path: string, start: string, end: string, rows: T[]): T[] {
  const stray = rows.find((row) => row.day < start || row.day > end);
  if (stray) throw new PlatformError('server', `${path}: a row of ${stray.day}, asked ${start}..${end}`);
  return rows;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → ms at UTC midnight; a malformed or impossible day (2025-02-30) is the caller's error. */
function checkDay(day: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new PlatformError('invalid', `not a day: ${JSON.stringify(day)}`);
  }
  return ms;
}

/** `start`..`end` inclusive cut into consecutive windows of at most `maxDays`; none when start > end. */
export function dayWindows(start: string, end: string, maxDays: number): [string, string][] {
  const first = checkDay(start);
  const last = checkDay(end);
  const windows: [string, string][] = [];
  for (let from = first; from <= last; from += maxDays * DAY_MS) {
    const to = Math.min(last, from + (maxDays - 1) * DAY_MS);
    windows.push([isoDay(from), isoDay(to)]);
  }
  return windows;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
