/**
 * The business vocabulary of DOMAIN.md: the values a status or a kind can take, with their titles. The server
 * stores the keys; both sides show the titles.
 */
type Titled<K extends string> = Record<K, { zh: string; en: string }>;

export const PRODUCTS = ['juguang', 'shutiao', 'pugongying'] as const;
export type Product = (typeof PRODUCTS)[number];
export const PRODUCT_TITLES: Titled<Product> = {
  juguang: { zh: '聚光', en: 'Juguang' },
  shutiao: { zh: '薯条', en: 'Shutiao' },
  pugongying: { zh: '蒲公英', en: 'Pugongying' },
};

export const CUSTOMER_STATUSES = ['active', 'paused', 'lost'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_TITLES: Titled<CustomerStatus> = {
  active: { zh: '合作中', en: 'Active' },
  paused: { zh: '暂停', en: 'Paused' },
  lost: { zh: '流失', en: 'Lost' },
};

export const ACCOUNT_STATUSES = ['active', 'paused', 'closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_TITLES: Titled<AccountStatus> = {
  active: { zh: '正常', en: 'Active' },
  paused: { zh: '暂停投放', en: 'Paused' },
  closed: { zh: '已关户', en: 'Closed' },
};

export const PLAN_STATUSES = ['active', 'paused', 'budgetShort', 'balanceShort', 'finished'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_TITLES: Titled<PlanStatus> = {
  active: { zh: '有效', en: 'Active' },
  paused: { zh: '暂停', en: 'Paused' },
  budgetShort: { zh: '预算不足', en: 'Out of budget' },
  balanceShort: { zh: '余额不足', en: 'Out of balance' },
  finished: { zh: '已结束', en: 'Finished' },
};

export const MARKETING_TARGETS = ['seeding', 'leads', 'sales', 'live', 'app', 'traffic'] as const;
export type MarketingTarget = (typeof MARKETING_TARGETS)[number];
export const MARKETING_TARGET_TITLES: Titled<MarketingTarget> = {
  seeding: { zh: '产品种草', en: 'Product seeding' },
  leads: { zh: '客资收集', en: 'Lead collection' },
  sales: { zh: '商品销量', en: 'Product sales' },
  live: { zh: '直播推广', en: 'Live promotion' },
  app: { zh: '应用推广', en: 'App promotion' },
  traffic: { zh: '抢占赛道', en: 'Search share' },
};

export const FUND_TYPES = ['recharge', 'transferIn', 'transferOut', 'refund', 'grant'] as const;
export type FundType = (typeof FUND_TYPES)[number];
export const FUND_TYPE_TITLES: Titled<FundType> = {
  recharge: { zh: '充值', en: 'Recharge' },
  transferIn: { zh: '转入', en: 'Transfer in' },
  transferOut: { zh: '转出', en: 'Transfer out' },
  refund: { zh: '退款', en: 'Refund' },
  grant: { zh: '赠款', en: 'Grant' },
};

/** How a customer pays for a recharge order. */
export const PAYMENT_METHODS = ['bankTransfer', 'alipay', 'wechatPay', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_TITLES: Titled<PaymentMethod> = {
  bankTransfer: { zh: '对公转账', en: 'Bank transfer' },
  alipay: { zh: '支付宝', en: 'Alipay' },
  wechatPay: { zh: '微信支付', en: 'WeChat Pay' },
  credit: { zh: '垫付(后付款)', en: 'Advanced (paid later)' },
};
/** Paid later: the approved order's payment waits as a settlement until finance confirms it arrived. */
export const PAID_LATER: PaymentMethod = 'credit';

/** A settlement of an approved order: its payment, or a refund of it. */
export const SETTLEMENT_KINDS = ['payment', 'refund'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];
export const SETTLEMENT_KIND_TITLES: Titled<SettlementKind> = {
  payment: { zh: '付款', en: 'Payment' },
  refund: { zh: '退款', en: 'Refund' },
};

export const TARGET_SCOPES = ['company', 'department', 'group', 'operator', 'customer'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];

export const TARGET_PERIODS = ['month', 'quarter'] as const;
export type TargetPeriod = (typeof TARGET_PERIODS)[number];

/** Where a row of business data came from. */
export const DATA_SOURCES = ['sync', 'import', 'seed', 'manual'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];
