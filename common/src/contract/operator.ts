import { z } from 'zod';
import { command } from './endpoints';
import { money, month, optionalId } from './fields';

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

/** Sets an operator's target for a month (cents). */
export const setOperatorTarget = command({
  name: 'saveTarget',
  title: { zh: '设置目标', en: 'Set target' },
  idField: 'operatorId',
  input: z.object({
    /** First day of the month. */
    month,
    amount: money,
  }),
});
