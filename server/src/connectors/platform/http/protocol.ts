import { z } from 'zod';
import type { AccountStatus, FundType, MarketingTarget, PlanStatus, Product } from '@adops/common/business';
import type { ContentAccountStatus } from '@adops/common/contract/creative';
import type {
  AccountHourlyRow,
  DailyRow,
  NoteDailyRow,
  PlatformContentAccount,
  PlatformNote,
  FundRow,
  PlanHourlyRow,
  PlatformAccount,
  PlatformBalance,
  PlatformPlan,
} from '../types';

/**
 * The wire format of the platform's open API (see the comment in connector.ts for the calls) as zod schemas that
 * parse an answer's `data` straight into the connector's row types. Objects are not strict (the platform may add
 * fields), but a missing field, a changed type or an unknown enumeration value fails the parse, which the
 * transport turns into PlatformError('server').
 */

export const PATHS = {
  refreshToken: '/api/open/oauth2/refresh_token',
  advertisers: '/api/open/jg/advertiser/list',
  campaigns: '/api/open/jg/campaign/list',
  balances: '/api/open/jg/account/balance/list',
  realtimeAccount: '/api/open/jg/data/report/realtime/account',
  realtimeCampaign: '/api/open/jg/data/report/realtime/campaign',
  offlineAccount: '/api/open/jg/data/report/offline/account',
  fundFlow: '/api/open/jg/account/fund/flow',
  noteUsers: '/api/open/jg/note/user/list',
  notes: '/api/open/jg/note/list',
  offlineNote: '/api/open/jg/data/report/offline/note',
  transfer: '/api/open/jg/account/transfer',
} as const;

/** Platform answer codes (`code` of the envelope). */
export const CODE = {
  ok: 0,
  invalidParam: 40000,
  /** A transfer out that the account's cash balance does not cover. */
  insufficientBalance: 40010,
  tokenInvalid: 40001,
  throttled: 40029,
} as const;

/** The most rows one page may ask for, and the most advertisers one balance call may name. */
export const MAX_PAGE_SIZE = 100;
export const MAX_BALANCE_IDS = 100;

export const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  data: z.unknown().optional(),
  /** Seconds, on a throttled answer. */
  retry_after: z.number().nonnegative().nullish(),
});
export type Envelope = z.output<typeof envelopeSchema>;

/** A platform enumeration (string or numeric code) mapped to ours; an unknown code is a parse failure. */
function coded<C extends string | number, V extends string>(
  input: z.ZodType<C>,
  what: string,
  entries: ReadonlyArray<readonly [C, V]>,
) {
  const table = new Map<C, V>(entries);
  return input.transform((raw, ctx): V => {
    const value = table.get(raw);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `unknown ${what} ${JSON.stringify(raw)}` });
      return z.NEVER;
    }
    return value;
  });
}

/** Ids are strings; a numeric id is accepted only while JSON could carry it exactly. */
const id = z
  .union([z.string().min(1), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
/** Money in integer fen (cents). */
const fen = z.number().int();
const count = z.number().int().nonnegative();

const product = coded<string, Product>(z.string(), 'product_type', [
  ['JUGUANG', 'juguang'],
  ['SHUTIAO', 'shutiao'],
  ['PUGONGYING', 'pugongying'],
]);
const accountStatus = coded<string, AccountStatus>(z.string(), 'account_status', [
  ['NORMAL', 'active'],
  ['PAUSED', 'paused'],
  ['CLOSED', 'closed'],
]);
const campaignStatus = coded<string, PlanStatus>(z.string(), 'campaign_status', [
  ['ENABLE', 'active'],
  ['PAUSE', 'paused'],
  ['BUDGET_LIMIT', 'budgetShort'],
  ['BALANCE_LIMIT', 'balanceShort'],
  ['FINISHED', 'finished'],
]);
const marketingTarget = coded<number, MarketingTarget>(z.number().int(), 'marketing_target', [
  [3, 'sales'],
  [4, 'seeding'],
  [8, 'live'],
  [9, 'leads'],
  [10, 'traffic'],
  [14, 'app'],
]);
const placement = coded<number, PlatformPlan['placement']>(z.number().int(), 'placement', [
  [1, 'feed'],
  [2, 'search'],
]);
const TRADE_TYPES: ReadonlyArray<readonly [string, FundType]> = [
  ['RECHARGE', 'recharge'],
  ['TRANSFER_IN', 'transferIn'],
  ['TRANSFER_OUT', 'transferOut'],
  ['REFUND', 'refund'],
  ['GRANT', 'grant'],
];
const tradeType = coded<string, FundType>(z.string(), 'trade_type', TRADE_TYPES);
/** Our fund type as the platform writes it. */
export const wireTradeType = (type: FundType): string => TRADE_TYPES.find(([, ours]) => ours === type)![0];
/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (UTC+8, no DST) → an ISO timestamp in UTC. */
const shanghaiTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected YYYY-MM-DD HH:mm:ss')
  .transform((raw, ctx) => {
    const ms = Date.parse(`${raw.replace(' ', 'T')}+08:00`);
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: `bad time ${raw}` });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.object({
      page_num: z.number().int().min(1),
      page_size: z.number().int().min(1),
      total_count: count,
    }),
  });

export const accountSchema = z
  .object({
    advertiser_id: id,
    advertiser_name: z.string(),
    product_type: product,
    account_status: accountStatus,
    create_date: day,
    day_budget: fen.nullable(),
  })
  .transform((w): PlatformAccount => ({
    advertiserId: w.advertiser_id,
    name: w.advertiser_name,
    product: w.product_type,
    status: w.account_status,
    openedOn: w.create_date,
    dailyBudget: w.day_budget,
  }));

export const campaignSchema = z
  .object({
    advertiser_id: id,
    campaign_id: id,
    campaign_name: z.string(),
    marketing_target: marketingTarget,
    placement,
    campaign_status: campaignStatus,
    campaign_day_budget: fen.nullable(),
  })
  .transform((w): PlatformPlan => ({
    advertiserId: w.advertiser_id,
    planId: w.campaign_id,
    name: w.campaign_name,
    marketingTarget: w.marketing_target,
    placement: w.placement,
    status: w.campaign_status,
    budget: w.campaign_day_budget,
  }));

export const balanceSchema = z
  .object({
    advertiser_id: id,
    cash_balance: fen,
    grant_balance: fen,
    credit_balance: fen,
    frozen_balance: fen,
    total_balance: fen,
    available_balance: fen,
  })
  .transform((w): PlatformBalance => ({
    advertiserId: w.advertiser_id,
    cash: w.cash_balance,
    grant: w.grant_balance,
    credit: w.credit_balance,
    frozen: w.frozen_balance,
    total: w.total_balance,
    available: w.available_balance,
  }));
export const balanceListSchema = z.object({ list: z.array(balanceSchema) });

const hourlyFields = {
  advertiser_id: id,
  date: day,
  hour: z.number().int().min(0).max(23),
  fee: fen,
  impression: count,
  click: count,
};

export const realtimeAccountSchema = z.object(hourlyFields).transform((w): AccountHourlyRow => ({
  advertiserId: w.advertiser_id,
  day: w.date,
  hour: w.hour,
  fee: w.fee,
  impressions: w.impression,
  clicks: w.click,
}));

export const realtimeCampaignSchema = z
  .object({ ...hourlyFields, campaign_id: id })
  .transform((w): PlanHourlyRow => ({
    advertiserId: w.advertiser_id,
    planId: w.campaign_id,
    day: w.date,
    hour: w.hour,
    fee: w.fee,
    impressions: w.impression,
    clicks: w.click,
  }));

export const offlineAccountSchema = z
  .object({
    advertiser_id: id,
    date: day,
    fee: fen,
    cash_fee: fen,
    grant_fee: fen,
    impression: count,
    click: count,
    interaction: count,
    msg_consult: count,
    leads: count,
    landing_page_visit: count,
    order_amount: fen,
  })
  .transform((w): DailyRow => ({
    advertiserId: w.advertiser_id,
    day: w.date,
    fee: w.fee,
    cashFee: w.cash_fee,
    grantFee: w.grant_fee,
    impressions: w.impression,
    clicks: w.click,
    interactions: w.interaction,
    consults: w.msg_consult,
    leads: w.leads,
    landingVisits: w.landing_page_visit,
    orderValue: w.order_amount,
  }));

const userStatus = coded<string, ContentAccountStatus>(z.string(), 'user_status', [
  ['NORMAL', 'active'],
  ['BANNED', 'disabled'],
]);

export const noteUserSchema = z
  .object({
    advertiser_id: id,
    user_id: id,
    nickname: z.string(),
    fans_count: count,
    note_count: count,
    user_status: userStatus,
  })
  .transform((w): PlatformContentAccount => ({
    advertiserId: w.advertiser_id,
    userId: w.user_id,
    nickname: w.nickname,
    followers: w.fans_count,
    notes: w.note_count,
    status: w.user_status,
  }));

export const noteSchema = z
  .object({
    advertiser_id: id,
    note_id: id,
    note_title: z.string(),
    user_id: id,
    publish_date: day,
  })
  .transform((w): PlatformNote => ({
    advertiserId: w.advertiser_id,
    noteId: w.note_id,
    title: w.note_title,
    userId: w.user_id,
    publishedOn: w.publish_date,
  }));

export const offlineNoteSchema = z
  .object({
    advertiser_id: id,
    note_id: id,
    date: day,
    fee: fen,
    impression: count,
    click: count,
    interaction: count,
    leads: count,
  })
  .transform((w): NoteDailyRow => ({
    advertiserId: w.advertiser_id,
    noteId: w.note_id,
    day: w.date,
    fee: w.fee,
    impressions: w.impression,
    clicks: w.click,
    interactions: w.interaction,
    leads: w.leads,
  }));

export const fundFlowSchema = z
  .object({
    advertiser_id: id,
    record_id: id,
    trade_time: shanghaiTime,
    trade_type: tradeType,
    amount: fen,
    balance_after: fen,
    remark: z.string().nullish(),
  })
  .transform((w): FundRow => ({
    advertiserId: w.advertiser_id,
    recordId: w.record_id,
    occurredAt: w.trade_time,
    type: w.trade_type,
    amount: w.amount,
    balanceAfter: w.balance_after,
    remark: w.remark ? w.remark : null,
  }));

export const refreshSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds the new access token lives. */
  expires_in: z.number().positive(),
});
