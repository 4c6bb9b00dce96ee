import { z } from 'zod';
import { id, month, optionalId } from './fields';

export interface OperatorRow {
  id: number;
  username: string;
  name: string;
  departmentId: number | null;
  departmentName: string | null;
  groupId: number | null;
  groupName: string | null;
  accountCount: number;
  /** This month so far (closed days), cents. */
  monthFee: number;
  /** This month's target, cents; null when none is set. */
  monthTarget: number | null;
}

export const operatorFilters = { departmentId: optionalId, groupId: optionalId };

export const operatorTargetInput = z.object({
  operatorId: id,
  /** First day of the month. */
  month,
  amount: z.coerce.number().int().min(0).max(1e13),
});
