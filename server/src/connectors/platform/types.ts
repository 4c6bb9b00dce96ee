import type { AccountStatus, FundType, MarketingTarget, PlanStatus, Product } from '@adops/common/business';
import type { ContentAccountStatus } from '@adops/common/contract/creative';
import type { DeliveryMeasures } from '@adops/common/contract/measures';

/**
 * What the console needs of the ad platform (Xiaohongshu's 聚光 open API), in the platform's own terms: an
 * advertiser is an ad account. Money is in integer cents (fen), days are 'YYYY-MM-DD' business days in
 * Asia/Shanghai, hours 0-23.
 */
export interface PlatformAccount {
  advertiserId: string;
  name: string;
  product: Product;
  status: AccountStatus;
  /** The day the account was opened on the platform. */
  openedOn: string;
  /** Daily budget in cents, null when unlimited. */
  dailyBudget: number | null;
}

export interface PlatformPlan {
  advertiserId: string;
  planId: string;
  name: string;
  marketingTarget: MarketingTarget;
  placement: 'feed' | 'search';
  status: PlanStatus;
  /** Daily budget in cents, null when unlimited. */
  budget: number | null;
}

/** The balance of an account now, in cents. `available` = cash + grant + credit − frozen. */
export interface PlatformBalance {
  advertiserId: string;
  cash: number;
  grant: number;
  credit: number;
  frozen: number;
  total: number;
  available: number;
}

export interface HourlyMetrics {
  fee: number;
  impressions: number;
  clicks: number;
}

export interface AccountHourlyRow extends HourlyMetrics {
  advertiserId: string;
  day: string;
  hour: number;
}

export interface PlanHourlyRow extends AccountHourlyRow {
  planId: string;
}

/** An account's day from the offline report (restated by the platform for about a week). */
export interface DailyRow extends DeliveryMeasures {
  advertiserId: string;
  day: string;
}

/**
 * A customer's own Xiaohongshu account (C端账号) whose notes an advertiser promotes, as of today: the platform
 * user id, nickname, followers and how many notes it has published.
 */
export interface PlatformContentAccount {
  advertiserId: string;
  userId: string;
  nickname: string;
  followers: number;
  notes: number;
  /** Active, or disabled (banned by the platform: its notes no longer promoted). */
  status: ContentAccountStatus;
}

/** A note (笔记) an advertiser promotes, published by a content account (`userId`). */
export interface PlatformNote {
  advertiserId: string;
  noteId: string;
  title: string;
  userId: string;
  /** The day it was published. */
  publishedOn: string;
}

/**
 * A note's closed day as promoted by one advertiser (the offline note report): part of that account's day, so the
 * notes' rows of an account and day never sum past its own. Conversions restated for a week as the account's.
 */
export interface NoteDailyRow extends NoteMeasures {
  advertiserId: string;
  noteId: string;
  day: string;
}

/** What a note's day measures; money in cents. */
export interface NoteMeasures {
  fee: number;
  impressions: number;
  clicks: number;
  interactions: number;
  leads: number;
}

export interface FundRow {
  advertiserId: string;
  /** The platform's id of the record; stable across calls. */
  recordId: string;
  /** An ISO 8601 instant (UTC, as `toISOString()` writes it). */
  occurredAt: string;
  type: FundType;
  /** Positive in, negative out. */
  amount: number;
  balanceAfter: number;
  remark: string | null;
}

/** How the agency moves money: into an account (充值), or out of it back to the customer (退款) or the agency (转出). */
export const TRANSFER_TYPES = ['recharge', 'refund', 'transferOut'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export interface TransferRequest {
  /** The idempotency key (the platform's out_trade_no): the same key moves the money once. At most 64 characters. */
  key: string;
  advertiserId: string;
  type: TransferType;
  /** Cents, above 0; the type says which way. */
  amount: number;
  remark: string | null;
}

/** The longest idempotency key the platform takes. */
export const MAX_TRANSFER_KEY = 64;

/** The longest range one offline-report call may cover. */
export const MAX_REPORT_DAYS = 31;

export interface PlatformConnector {
  /** Every advertiser the agency's token reaches (the adapter pages through them). */
  listAccounts(): Promise<PlatformAccount[]>;
  listPlans(advertiserId: string): Promise<PlatformPlan[]>;
  /** Balances now; ids the token does not reach are left out, duplicates answered once. */
  balances(advertiserIds: string[]): Promise<PlatformBalance[]>;
  /**
   * Today's realtime report so far, by hour, for the account and its plans: hours up to the current one, which
   * is partly filled. Only today may be asked for.
   */
  realtimeHourly(
    advertiserId: string,
    day: string,
  ): Promise<{ account: AccountHourlyRow[]; plans: PlanHourlyRow[] }>;
  /**
   * The offline daily report of closed days, `start` to `end` inclusive. A day without spend may have no row.
   * The platform takes at most MAX_REPORT_DAYS per call; the HTTP adapter splits a longer range.
   */
  offlineDaily(advertiserId: string, start: string, end: string): Promise<DailyRow[]>;
  /** The content accounts whose notes the advertiser promotes (the adapter pages through them). */
  listContentAccounts(advertiserId: string): Promise<PlatformContentAccount[]>;
  /** The notes the advertiser promotes, published up to today. */
  listNotes(advertiserId: string): Promise<PlatformNote[]>;
  /**
   * The offline note report of closed days, `start` to `end` inclusive: a row per note and day it spent. At most
   * MAX_REPORT_DAYS per call, as the account report; the HTTP adapter splits a longer range.
   */
  offlineNoteDaily(advertiserId: string, start: string, end: string): Promise<NoteDailyRow[]>;
  /** Money movements whose time falls on the Shanghai days `start` to `end`; any range (split as needed). */
  fundRecords(advertiserId: string, start: string, end: string): Promise<FundRow[]>;
  /**
   * Moves money between the agency and an account, once per key: asked again with the same key and values, the
   * platform answers the record it wrote the first time; with the same key and other values, 'invalid'. Money
   * out beyond the account's cash balance is refused ('funds'). Answers the fund record (amount signed).
   */
  transfer(request: TransferRequest): Promise<FundRow>;
}

/**
 * A platform failure the sync reports per account: throttled (with the server's own wait, uncapped), token
 * refused, a request the platform calls invalid, a transfer the balance does not cover, or anything else on its
 * side.
 */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    readonly kind: 'throttled' | 'auth' | 'invalid' | 'funds' | 'server',
    message: string,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
