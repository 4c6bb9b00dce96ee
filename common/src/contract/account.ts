import { z } from 'zod';
import { ACCOUNT_STATUSES, PRODUCTS, type AccountStatus, type Product } from '../business';
import { day, optionalId, requiredText } from './fields';

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
  platformId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'platformIdRule' }),
  name: requiredText(100),
  customerId: optionalId.nullable(),
  operatorId: optionalId.nullable(),
  groupId: optionalId.nullable(),
  departmentId: optionalId.nullable(),
  categoryId: optionalId.nullable(),
  product: z.enum(PRODUCTS).default('juguang'),
  status: z.enum(ACCOUNT_STATUSES).default('active'),
  openedOn: day.nullable().optional(),
  dailyBudget: z.coerce.number().int().min(0).max(1e12).nullable().optional(),
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
