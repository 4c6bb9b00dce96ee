import { and, eq, isNull } from 'drizzle-orm';
import type { WriteContext } from '../resources/definition';
import { targets } from '../db/schema';
import { recordAudit } from '../modules/audit/audit';

/** Whose target, for which period: the company's has no id. */
export interface TargetKey {
  scope: 'company' | 'department' | 'group' | 'operator' | 'customer';
  scopeId: number | null;
  period: 'month' | 'quarter';
  periodStart: string;
}

/** Sets a target (one row per scope, id and period, written over, locked while it is), with its audit entry. */
export async function writeTarget(ctx: WriteContext, key: TargetKey, amount: number) {
  const where = and(
    eq(targets.scope, key.scope),
    key.scopeId === null ? isNull(targets.scopeId) : eq(targets.scopeId, key.scopeId),
    eq(targets.period, key.period),
    eq(targets.periodStart, key.periodStart),
  );
  const [before] = await ctx.tx.select().from(targets).where(where).for('update');
  const [after] = before
    ? await ctx.tx
        .update(targets)
        .set({ amount, updatedAt: ctx.now })
        .where(eq(targets.id, before.id))
        .returning()
    : await ctx.tx
        .insert(targets)
        .values({ ...key, amount, updatedAt: ctx.now })
        .returning();
  await recordAudit(ctx.tx, ctx.actor, {
    action: before ? 'update' : 'create',
    entity: 'target',
    entityId: after!.id,
    before,
    after,
  });
  return after!;
}
