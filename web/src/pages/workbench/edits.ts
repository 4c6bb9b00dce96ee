import type { z } from 'zod';
import type { accountTaskInput, monitorAccountInput, TargetLevel } from '@adops/common/contract/workbench';
import { saveAccountTask, saveMonitoredAccount, saveQuarterTarget } from '../../api/workbench';
import { PICKER_OF } from './levels';

/** What the workbench's forms send: the bodies their values make (money in cents, as money fields keep it). */

type Values = Record<string, unknown>;

/** A quarter's target: the level, the team its picker names (none for the company), the quarter, the amount. */
export function quarterTargetBody(values: Values) {
  const level = values.level as TargetLevel;
  const scopeId = level === 'company' ? undefined : (values[PICKER_OF[level]] as number | undefined);
  return {
    level,
    ...(scopeId === undefined ? {} : { scopeId }),
    quarter: values.quarter as string,
    amount: values.amount as number,
  };
}

/** The month a task is set for: that of the end of the range the task list shows, by its first day. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

export const accountTaskBody = (
  accountId: number,
  rangeEnd: string,
  amount: number,
): z.input<typeof accountTaskInput> => ({ accountId, month: monthOf(rangeEnd), amount });

/** An account watched with its thresholds (an emptied one is none), or (`values` null) no longer watched. */
export function monitorBody(accountId: number, values: Values | null): z.input<typeof monitorAccountInput> {
  if (!values) return { accountId, monitored: false };
  const cents = (value: unknown) => (typeof value === 'number' ? value : null);
  return { accountId, monitored: true, hourlyFee: cents(values.hourlyFee), balance: cents(values.balance) };
}

export const submitQuarterTarget = (values: Values) => saveQuarterTarget(quarterTargetBody(values));
export const submitAccountTask = (accountId: number, rangeEnd: string, amount: number) =>
  saveAccountTask(accountTaskBody(accountId, rangeEnd, amount));
export const submitMonitoredAccount = (accountId: number, values: Values | null) =>
  saveMonitoredAccount(monitorBody(accountId, values));
