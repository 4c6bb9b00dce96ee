import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  FUND_TYPES,
  PRODUCTS,
  type AccountStatus,
  type FundType,
  type Product,
} from '../business';
import { PLATFORM_ID } from '../validate';
import { day, flag, id, integer, optionalId, requiredId, requiredText } from './fields';
import type { DeliveryMeasures } from './measures';

export interface AccountRow {
  id: number;
  platformId: string;
  name: string;
  customerId: number | null;
  customerName: string | null;
  operatorId: number | null;
  operatorName: string | null;
  groupId: number | null;
  groupName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  product: Product;
  status: AccountStatus;
  openedOn: string | null;
  onlineDay: string | null;
  /** Cents; null when unlimited. */
  dailyBudget: number | null;
  /** Available balance of the latest snapshot, cents. */
  balance: number | null;
  /** Spend this month so far, cents. */
  monthFee: number;
  createTime: string;
}

export const accountFilters = {
  customerId: optionalId,
  operatorId: optionalId,
  groupId: optionalId,
  departmentId: optionalId,
  product: z.enum(PRODUCTS).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
};

export const accountSaveInput = z.object({
  id: optionalId,
  platformId: z.string().trim().regex(PLATFORM_ID, { error: 'platformIdRule' }),
  name: requiredText(100),
  // An account without its customer and operator is one no scoped user could ever see.
  customerId: requiredId,
  operatorId: requiredId,
  groupId: optionalId.nullable(),
  departmentId: optionalId.nullable(),
  categoryId: optionalId.nullable(),
  product: z.enum(PRODUCTS).default('juguang'),
  status: z.enum(ACCOUNT_STATUSES).default('active'),
  openedOn: day.nullable().optional(),
  dailyBudget: integer(0, 1e12).nullable().optional(),
});

/** The fields whose every change is kept in the account change record. */
export const TRACKED_ACCOUNT_FIELDS = [
  'customerId',
  'operatorId',
  'groupId',
  'departmentId',
  'status',
] as const;
export type TrackedAccountField = (typeof TRACKED_ACCOUNT_FIELDS)[number];

export interface AccountChangeRow {
  id: number;
  accountId: number;
  accountName: string;
  platformId: string;
  field: TrackedAccountField;
  before: string | null;
  after: string | null;
  changedBy: number | null;
  changedByName: string | null;
  source: string;
  changedAt: string;
}

export const accountChangeFilters = {
  accountId: optionalId,
  field: z.enum(TRACKED_ACCOUNT_FIELDS).optional(),
  start: day.optional(),
  end: day.optional(),
};

export interface BalanceRow {
  id: number;
  platformId: string;
  name: string;
  customerName: string | null;
  operatorName: string | null;
  departmentName: string | null;
  product: Product;
  /** Day of the latest snapshot. */
  day: string | null;
  cash: number;
  grant: number;
  credit: number;
  frozen: number;
  available: number;
  /** Average daily spend over the last closed days, cents. */
  averageFee: number;
  /** Days the available balance lasts at the average spend; null when nothing is spent. */
  runway: number | null;
  low: boolean;
}

export const balanceFilters = {
  departmentId: optionalId,
  operatorId: optionalId,
  customerId: optionalId,
  product: z.enum(PRODUCTS).optional(),
  lowOnly: flag.optional(),
};

export interface FundRecordRow {
  id: number;
  accountId: number;
  occurredAt: string;
  type: FundType;
  amount: number;
  balanceAfter: number;
  operatorName: string | null;
  orderId: string | null;
  remark: string | null;
}

export const fundRecordFilters = {
  accountId: id,
  type: z.enum(FUND_TYPES).optional(),
  start: day.optional(),
  end: day.optional(),
};

export interface AccountDayRow extends DeliveryMeasures {
  id: number;
  accountId: number;
  day: string;
}

export const accountDayFilters = {
  accountId: id,
  start: day.optional(),
  end: day.optional(),
};
