import type { AccountStatus, FundType, MarketingTarget, PlanStatus, Product } from '@adops/common/business';
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
  /** Money movements whose time falls on the Shanghai days `start` to `end`; any range (split as needed). */
  fundRecords(advertiserId: string, start: string, end: string): Promise<FundRow[]>;
}

/**
 * A platform failure the sync reports per account: throttled (with the server's own wait, uncapped), token
 * refused, a request the platform calls invalid, or anything else on its side.
 */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    readonly kind: 'throttled' | 'auth' | 'invalid' | 'server',
    message: string,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
