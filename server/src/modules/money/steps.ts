import type { CommandContract } from '@adops/common/contract/endpoints';
import { formatYuan } from '@adops/common/format';
import type { z } from 'zod';
import { target, type Flow } from '@adops/common/flow';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import type { CommandDefinition, WriteContext } from '../../resources/definition';
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
