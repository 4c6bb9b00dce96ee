import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  adAccounts,
  fundRecords,
  platformTransfers,
  rechargeOrders,
  settlements,
  withdrawals,
} from '../../db/schema';
import { conflict } from '../../http/errors';
import { PlatformError, type FundRow, type TransferType } from '../../connectors/platform/types';
import { countInBalances } from '../../facts/balances';

/**
 * Money moved through the platform exactly once. A step that moves money writes its ask (pending) in its own
 * transaction; the platform is then called with the ask's key, its idempotency key; its answer is booked in one
 * transaction with the fund record, the balance and the record's next state. An ask left pending by a crash or a
 * lost answer is asked again with the same key (on start and every minute; meanwhile the record takes no other
 * step and no edit), and the platform's answer to that key finishes it: the money never moves twice and a move is
 * never lost.
 *
 * Locks are taken in one order by every transaction that writes money: the record (order, settlement,
 * withdrawal), then its transfer, then the account's balance; so a command and a booking of the same record take
 * turns and never wait on each other in a circle.
 */

export const TRANSFER_SUBJECTS = ['order', 'settlement', 'withdrawal'] as const;
export type TransferSubject = (typeof TRANSFER_SUBJECTS)[number];

/** The table of each kind of record that asks for money: the first lock of any transaction on its money. */
const SUBJECT_TABLES = { order: rechargeOrders, settlement: settlements, withdrawal: withdrawals } as const;

export interface TransferAsk {
  key: string;
  accountId: number;
  type: TransferType;
  /** Cents, above 0: the type says which way. */
  amount: number;
  remark: string | null;
  subject: TransferSubject;
  subjectId: number;
  actorId: number | null;
}

export type TransferRow = typeof platformTransfers.$inferSelect;

/** Moves the subject on once its money has moved, in the transaction that books it (state, audit). */
export type Finisher = (tx: Tx, transfer: TransferRow, record: FundRow, now: Date) => Promise<void>;

export type TransferOutcome =
  | { state: 'done' }
  | { state: 'failed'; error: string; funds: boolean }
  | { state: 'pending' }
  /** The platform moved the money; booking it failed and is left to the resumer. */
  | { state: 'booking'; error: unknown };

const signed = (type: TransferType, amount: number) => (type === 'recharge' ? amount : -amount);

/**
 * Writes the ask in the step's transaction, which holds the record locked, with the amount the record holds now;
 * an ask the platform refused before is asked anew with it. Only the first taker writes it: while an ask is
 * pending (or once done) another is refused with 150.
 */
export async function askTransfer(tx: Tx, ask: TransferAsk): Promise<void> {
  const { amount, type, ...rest } = ask;
  const fixed = { accountId: ask.accountId, type, amount: signed(type, amount), remark: ask.remark };
  const written = await tx
    .insert(platformTransfers)
    .values({ ...rest, ...fixed, state: 'pending' })
    .onConflictDoUpdate({
      target: platformTransfers.key,
      set: { ...fixed, state: 'pending', error: null, actorId: ask.actorId },
      setWhere: eq(platformTransfers.state, 'failed'),
    })
    .returning({ key: platformTransfers.key });
  if (!written.length) throw moneyMoving(ask.subject);
}

const moneyMoving = (subject: TransferSubject) => conflict('moneyMoving', { what: `@what.${subject}` });

/**
 * 150 while the record's money is being moved (its ask pending): it takes no other step and no edit until the
 * platform's answer is booked, so what is recorded is what moved. Called with the record locked.
 */
export async function ensureNoTransferPending(tx: Tx, subject: TransferSubject, id: number): Promise<void> {
  const [pending] = await tx
    .select({ key: platformTransfers.key })
    .from(platformTransfers)
    .where(
      and(
        eq(platformTransfers.subject, subject),
        eq(platformTransfers.subjectId, id),
        eq(platformTransfers.state, 'pending'),
      ),
    )
    .limit(1);
  if (pending) throw moneyMoving(subject);
}

/** Asks the platform for the transfer under `key` and books its answer; `pending` when it did not answer. */
export async function carryOut(app: AppContext, key: string, finish: Finisher): Promise<TransferOutcome> {
  const [transfer] = await app.db.select().from(platformTransfers).where(eq(platformTransfers.key, key));
  if (!transfer) throw new Error(`no transfer asked under ${key}`);
  if (transfer.state === 'done') return { state: 'done' };
  if (transfer.state === 'failed') return failedOutcome(transfer.error);
  const platform = app.platform;
  if (!platform) return { state: 'pending' };
  const [account] = await app.db
    .select({ platformId: adAccounts.platformId })
    .from(adAccounts)
    .where(eq(adAccounts.id, transfer.accountId));
  let record: FundRow;
  try {
    record = await platform.transfer({
      key,
      advertiserId: account!.platformId,
      type: transfer.type as TransferType,
      amount: Math.abs(transfer.amount),
      remark: transfer.remark,
    });
  } catch (error) {
    if (error instanceof PlatformError && (error.kind === 'funds' || error.kind === 'invalid')) {
      return refuse(app, key, error);
    }
    return { state: 'pending' };
  }
  try {
    return await book(app, key, record, finish);
  } catch (error) {
    // It waited on a lock past the query budget, or lost its connection: one transaction, so nothing of it was
    // written; the ask stays pending and the resumer books it.
    return { state: 'booking', error };
  }
}

function failedOutcome(error: string | null): TransferOutcome {
  const [kind, ...why] = (error ?? '').split(': ');
  return { state: 'failed', funds: kind === 'funds', error: why.join(': ') };
}

/** The platform refused: nothing moved, the ask is failed and the record stays where it was. */
async function refuse(app: AppContext, key: string, error: PlatformError): Promise<TransferOutcome> {
  const text = `${error.kind}: ${error.message}`.slice(0, 200);
  await app.db
    .update(platformTransfers)
    .set({ state: 'failed', error: text })
    .where(and(eq(platformTransfers.key, key), eq(platformTransfers.state, 'pending')));
  return failedOutcome(text);
}

/** The platform's record booked with the subject's next state, once, whoever books it first. */
async function book(
  app: AppContext,
  key: string,
  record: FundRow,
  finish: Finisher,
): Promise<TransferOutcome> {
  const now = new Date(app.clock.now());
  return app.db.transaction(async (tx) => {
    const [asked] = await tx
      .select({ subject: platformTransfers.subject, subjectId: platformTransfers.subjectId })
      .from(platformTransfers)
      .where(eq(platformTransfers.key, key));
    const table = SUBJECT_TABLES[asked!.subject as TransferSubject];
    await tx.select({ id: table.id }).from(table).where(eq(table.id, asked!.subjectId)).for('update');
    const [transfer] = await tx
      .select()
      .from(platformTransfers)
      .where(eq(platformTransfers.key, key))
      .for('update');
    if (transfer!.state !== 'pending') return { state: 'done' } as const;
    const [written] = await tx
      .insert(fundRecords)
      .values({
        accountId: transfer!.accountId,
        occurredAt: new Date(record.occurredAt),
        type: record.type,
        amount: record.amount,
        balanceAfter: record.balanceAfter,
        operatorId: transfer!.actorId,
        orderId: key,
        platformRecordId: record.recordId,
        remark: record.remark,
      })
      .onConflictDoUpdate({
        // The sync may have pulled the platform's record first: it is then marked as this ask's.
        target: fundRecords.platformRecordId,
        set: { operatorId: transfer!.actorId, orderId: key },
      })
      .returning({ added: sql<boolean>`xmax = 0` });
    await tx
      .update(platformTransfers)
      .set({
        state: 'done',
        platformRecordId: record.recordId,
        balanceAfter: record.balanceAfter,
        doneAt: now,
      })
      .where(eq(platformTransfers.key, key));
    // The balance shows the money at once, unless the sync pulled the record first: its reading holds it then.
    if (written!.added)
      await countInBalances(
        tx,
        [{ accountId: transfer!.accountId, occurredAt: new Date(record.occurredAt), amount: record.amount }],
        true,
      );
    await finish(tx, transfer!, record, now);
    return { state: 'done' } as const;
  });
}

/** Every ask still pending (a crash, a lost answer, a platform that was down), asked again and booked. */
export async function resumeTransfers(
  app: AppContext,
  finishers: Record<TransferSubject, Finisher>,
): Promise<TransferOutcome[]> {
  const pending = await app.db
    .select({ key: platformTransfers.key, subject: platformTransfers.subject })
    .from(platformTransfers)
    .where(eq(platformTransfers.state, 'pending'))
    .orderBy(platformTransfers.createdAt);
  const outcomes: TransferOutcome[] = [];
  for (const { key, subject } of pending) {
    const outcome = await carryOut(app, key, finishers[subject as TransferSubject]);
    if (outcome.state === 'booking') throw outcome.error;
    outcomes.push(outcome);
  }
  return outcomes;
}
