import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { QuarterTargetInput } from '@adops/common/contract/workbench';
import { accountTaskInput, monitorAccountInput } from '@adops/common/contract/workbench';
import { accountTasks, monitoredAccounts } from '../../db/schema';
import { writeTarget } from '../../targets/writeTarget';
import { conflict } from '../../http/errors';
import type { WriteContext } from '../../resources/definition';
import { quarterEnd, shanghaiDay } from '../../time';
import { recordAudit } from '../audit/audit';
import { ensureAccountInScope, ensureTeamInScope } from './inScope';

/**
 * What the workbench sets: a quarter's target (company, department, group, operator), an account's month task,
 * an account watched or no longer watched. Each within the caller's scope, written with its audit entry.
 */

/** A quarter's target, written over; a quarter that is over keeps the target it ended with (150). */
export async function saveQuarterTarget(ctx: WriteContext, input: QuarterTargetInput) {
  const { level, scopeId, quarter, amount } = input;
  if (quarterEnd(quarter) < shanghaiDay(ctx.now.getTime())) throw conflict('quarterClosed', { quarter });
  await ensureTeamInScope(ctx, level, scopeId);
  const key = {
    scope: level,
    scopeId: level === 'company' ? null : scopeId!,
    period: 'quarter',
    periodStart: quarter,
  } as const;
  return writeTarget(ctx, key, amount);
}

/** An account's task for a month, written over. */
export async function saveAccountTask(ctx: WriteContext, input: z.output<typeof accountTaskInput>) {
  const { accountId, month, amount } = input;
  await ensureAccountInScope(ctx, accountId);
  const key = and(eq(accountTasks.accountId, accountId), eq(accountTasks.month, month));
  const [before] = await ctx.tx.select().from(accountTasks).where(key).for('update');
  const [after] = await ctx.tx
    .insert(accountTasks)
    .values({ accountId, month, amount, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [accountTasks.accountId, accountTasks.month],
      set: { amount, updatedAt: ctx.now },
    })
    .returning();
  await recordAudit(ctx.tx, ctx.actor, {
    action: before ? 'update' : 'create',
    entity: 'accountTask',
    entityId: `${accountId}:${month}`,
    before,
    after,
  });
  return after!;
}

/** Watches an account with its thresholds, or stops watching it. */
export async function editMonitoredAccount(ctx: WriteContext, input: z.output<typeof monitorAccountInput>) {
  const { accountId, monitored, hourlyFee, balance } = input;
  await ensureAccountInScope(ctx, accountId);
  const key = eq(monitoredAccounts.accountId, accountId);
  const [before] = await ctx.tx.select().from(monitoredAccounts).where(key).for('update');
  if (!monitored) {
    if (before) await ctx.tx.delete(monitoredAccounts).where(key);
    await recordAudit(ctx.tx, ctx.actor, {
      action: 'delete',
      entity: 'monitoredAccount',
      entityId: accountId,
      before,
    });
    return null;
  }
  const values = { hourlyFee: hourlyFee ?? null, balance: balance ?? null };
  const [after] = await ctx.tx
    .insert(monitoredAccounts)
    .values({ accountId, ...values, addedAt: ctx.now })
    .onConflictDoUpdate({ target: monitoredAccounts.accountId, set: values })
    .returning();
  await recordAudit(ctx.tx, ctx.actor, {
    action: before ? 'update' : 'create',
    entity: 'monitoredAccount',
    entityId: accountId,
    before,
    after,
  });
  return after!;
}
