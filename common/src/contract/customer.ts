import { z } from 'zod';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../business';
import { clearableText, integer, optionalId, requiredId, requiredText } from './fields';

export interface CustomerRow {
  id: number;
  name: string;
  shortName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  regionCode: string | null;
  salesId: number | null;
  salesName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  status: CustomerStatus;
  /** Basis points of spend. */
  serviceFeeRate: number;
  rebateRate: number;
  firstSpendDay: string | null;
  remark: string | null;
  accountCount: number;
  /** Spend this month so far, cents. */
  monthFee: number;
  createTime: string;
}

export const customerFilters = {
  status: z.enum(CUSTOMER_STATUSES).optional(),
  departmentId: optionalId,
  salesId: optionalId,
  categoryId: optionalId,
};

const rate = integer(0, 10_000);

export const customerSaveInput = z.object({
  id: optionalId,
  name: requiredText(100),
  shortName: clearableText(50).optional(),
  categoryId: requiredId,
  regionCode: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string({ error: 'required' })
      .trim()
      .regex(/^\d{6}$/, { error: 'regionRule' }),
  ),
  // Whose customer it is: the sales owner and the department see it by them.
  salesId: requiredId,
  departmentId: requiredId,
  status: z.enum(CUSTOMER_STATUSES).default('active'),
  serviceFeeRate: rate.default(0),
  rebateRate: rate.default(0),
  remark: clearableText(500).optional(),
});
