import type { CommandContract } from '@adops/common/contract/endpoints';
import { formatYuan } from '@adops/common/format';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { target, type Flow } from '@adops/common/flow';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import type { CommandDefinition, WriteContext } from '../../resources/definition';
import type { Tx } from '../../db/client';
import { recordAudit } from '../audit/audit';
import { bookedBy } from './shared';
import { askTransfer, carryOut, type Finisher, type TransferAsk } from './transfer';

/**
 * A step of a money record's flow as a command. `take` moves the record to the flow's next status in the
 * command's transaction, or, for a step that moves money, answers the transfer to ask for: the ask is written with the command, the platform
 * called once it has committed, and the record moves on (`finish`) in the transaction that books the money.
 */
export function flowStep<Row extends { status: number }>(
  app: AppContext,
  flow: Flow<string, string>,
  contract: CommandContract<z.ZodObject, { status: number | string }>,
  take: (
    ctx: WriteContext,
    row: Row,
    input: Record<string, unknown>,
    /** The status the step takes the record to. */
    to: number,
  ) => Promise<TransferAsk | void>,
  finish?: Finisher,
): CommandDefinition<Row> {
  return {
    contract: contract as CommandContract<z.ZodObject, Row>,
    async run(ctx, row, input) {
      const ask = await take(ctx, row, input, target(flow, contract.name, String(row.status)));
      if (!ask) return null;
      await askTransfer(ctx.tx, ask);
      return { transfer: ask.key };
    },
    async outside(answer) {
      const key = (answer as { transfer?: string } | null)?.transfer;
      if (!key || !finish) return null;
      const outcome = await carryOut(app, key, finish);
      if (outcome.state === 'done') return null;
      if (outcome.state === 'booking') throw conflict('transferBooking');
      if (outcome.state === 'pending') throw conflict(app.platform ? 'transferPending' : 'noPlatform');
      throw conflict('transferRefused', { reason: outcome.error });
    },
  };
}

/** 150 when money out would take more cash than the account's latest balance holds. */
export function ensureCash(cash: number | null, amount: number): void {
  if ((cash ?? 0) < amount)
    throw conflict('balanceShort', { balance: formatYuan(cash ?? 0), amount: formatYuan(amount) });
}

/**
 * A step that only moves the record: to the flow's next status, with the columns `fields` gives (who took it,
 * when, why) in the command's transaction.
 */
export function moves<Row extends { id: number }>(
  table: PgTable,
  id: AnyPgColumn,
  fields: (ctx: WriteContext, row: Row, input: Record<string, unknown>) => Record<string, unknown>,
) {
  return async (ctx: WriteContext, row: Row, input: Record<string, unknown>, to: number) => {
    await ctx.tx
      .update(table)
      .set({ status: to, ...fields(ctx, row, input) })
      .where(eq(id, row.id));
  };
}

/**
 * How a record moves on once its money has moved: from its waiting status to the step's next one, with the
 * columns `fields` gives for who asked for it, and an audit entry naming the platform's record; `then` writes
 * what follows from it (the payment an order paid later awaits).
 */
export function booked(spec: {
  entity: string;
  action: string;
  table: PgTable;
  id: AnyPgColumn;
  from: number;
  to: number;
  fields: (actorId: number | null, now: Date) => Record<string, unknown>;
  then?: (tx: Tx, row: Record<string, unknown>, actorId: number | null) => Promise<void>;
}): Finisher {
  return async (tx, transfer, record, now) => {
    const [row] = (await tx
      .update(spec.table)
      .set({ status: spec.to, ...spec.fields(transfer.actorId, now) })
      .where(eq(spec.id, transfer.subjectId))
      .returning()) as Record<string, unknown>[];
    await spec.then?.(tx, row!, transfer.actorId);
    await recordAudit(tx, bookedBy(transfer.actorId), {
      action: spec.action,
      entity: spec.entity,
      entityId: transfer.subjectId,
      before: { status: spec.from },
      after: { status: spec.to, platformRecordId: record.recordId, balanceAfter: record.balanceAfter },
    });
  };
}
