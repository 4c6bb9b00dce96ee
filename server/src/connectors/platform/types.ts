import type { AccountStatus, FundType, MarketingTarget, PlanStatus, Product } from '@adops/common/business';

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
export interface DailyRow {
  advertiserId: string;
  day: string;
  fee: number;
  cashFee: number;
  grantFee: number;
  impressions: number;
  clicks: number;
  interactions: number;
  consults: number;
  leads: number;
  landingVisits: number;
  orderValue: number;
}

export interface FundRow {
  advertiserId: string;
  /** The platform's id of the record; stable across calls. */
  recordId: string;
  /** ISO timestamp. */
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
  balances(advertiserIds: string[]): Promise<PlatformBalance[]>;
  /** Today's realtime report so far, by hour, for the account and its plans. */
  realtimeHourly(
    advertiserId: string,
    day: string,
  ): Promise<{ account: AccountHourlyRow[]; plans: PlanHourlyRow[] }>;
  /** The offline daily report of closed days, `start` to `end` inclusive, at most MAX_REPORT_DAYS. */
  offlineDaily(advertiserId: string, start: string, end: string): Promise<DailyRow[]>;
  fundRecords(advertiserId: string, start: string, end: string): Promise<FundRow[]>;
}

/** A platform failure the sync reports per account: throttled, token refused, or anything else. */
export class PlatformError extends Error {
  constructor(
    readonly kind: 'throttled' | 'auth' | 'invalid' | 'server',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
