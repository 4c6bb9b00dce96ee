import { and, eq, sql } from 'drizzle-orm';
import {
  editableWeeks,
  type DescentReasonInput,
  type WeekNoteInput,
} from '@adops/common/contract/monitoring';
import { queryRows } from '../../db/rows';
import { accountWeekNotes, descentReasons } from '../../db/schema';
import { conflict, invalidField } from '../../http/errors';
import type { WriteContext } from '../../resources/definition';
import { previousPeriod } from '../../reports/sources/descents';
import { shanghaiDay, weekStart } from '../../time';
import { recordAudit } from '../audit/audit';
import { ensureAccountInScope } from '../workbench/inScope';

/**
 * What operators write beside the monitoring pages, each within the caller's scope with its audit entry: the
 * cause of an account's descent in a period (recorded once with the figures as they stand, so that a restatement
 * leaves the record as it was; its words editable after), and the note of an account's week.
 */

/** An account's spend over the days `from`..`to`, as the daily facts hold it now. */
async function spendOver(ctx: WriteContext, accountId: number, [from, to]: [string, string]) {
  const [row] = await queryRows<{ fee: string }>(
    ctx.tx,
    sql`select coalesce(sum(fee), 0) as fee from account_daily
        where account_id = ${accountId} and day between ${from} and ${to}`,
  );
  return Number(row?.fee ?? 0);
}

export async function recordDescent(ctx: WriteContext, input: DescentReasonInput) {
  const { accountId, start, end, cause, action } = input;
  if (start > end) throw invalidField('start', 'startAfterEnd');
  await ensureAccountInScope(ctx, accountId);
  const key = and(
    eq(descentReasons.accountId, accountId),
    eq(descentReasons.periodStart, start),
    eq(descentReasons.periodEnd, end),
  );
  const [before] = await ctx.tx.select().from(descentReasons).where(key).for('update');
  const words = { reason: cause, action };
  const [after] = before
    ? await ctx.tx.update(descentReasons).set(words).where(key).returning()
    : await ctx.tx
        .insert(descentReasons)
        .values({
          accountId,
          periodStart: start,
          periodEnd: end,
          fee: await spendOver(ctx, accountId, [start, end]),
          previousFee: await spendOver(ctx, accountId, previousPeriod([start, end])),
          ...words,
          recordedBy: ctx.actor.userId,
          recordedAt: ctx.now,
        })
        .returning();
  await recordAudit(ctx.tx, ctx.actor, {
    action: before ? 'update' : 'create',
    entity: 'descentReason',
    entityId: `${accountId}:${start}:${end}`,
    before,
    after,
  });
  return after!;
}

/** A week's note, this week's or last week's; an empty note takes it away. */
export async function writeWeekNote(ctx: WriteContext, input: WeekNoteInput) {
  const { accountId, week, note } = input;
  if (weekStart(week) !== week) throw invalidField('week', 'weekRule');
  const [last, current] = editableWeeks(shanghaiDay(ctx.now.getTime()));
  if (week !== last && week !== current) throw conflict('weekClosed');
  await ensureAccountInScope(ctx, accountId);
  const key = and(eq(accountWeekNotes.accountId, accountId), eq(accountWeekNotes.week, week));
  const [before] = await ctx.tx.select().from(accountWeekNotes).where(key).for('update');
  const [after] = note
    ? await ctx.tx
        .insert(accountWeekNotes)
        .values({ accountId, week, note, updatedBy: ctx.actor.userId, updatedAt: ctx.now })
        .onConflictDoUpdate({
          target: [accountWeekNotes.accountId, accountWeekNotes.week],
          set: { note, updatedBy: ctx.actor.userId, updatedAt: ctx.now },
        })
        .returning()
    : await ctx.tx.delete(accountWeekNotes).where(key).returning();
  await recordAudit(ctx.tx, ctx.actor, {
    action: !note ? 'delete' : before ? 'update' : 'create',
    entity: 'accountWeekNote',
    entityId: `${accountId}:${week}`,
    before,
    after: note ? after : undefined,
  });
  return { accountId, week, note };
}
