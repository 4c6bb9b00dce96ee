import fc from 'fast-check';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferType } from '../../src/connectors/platform/types';
import { adAccounts, balanceSnapshots } from '../../src/db/schema';
import { unreconciledDays } from '../../src/modules/money/ledger';
import {
  askTransfer,
  carryOut,
  resumeTransfers,
  type Finisher,
  type TransferSubject,
} from '../../src/modules/money/transfer';
import { runSync, type SyncKind } from '../../src/sync/platformSync';
import { createTestApi, TestClock, type TestApi } from '../harness';

/**
 * The ledger reconciles after any sequence of what moves an account's balance or its books: the hourly and
 * the daily sync (which re-pulls the week the platform restates), recharges, refunds and transfers out booked
 * through the money's transfer functions, a server that dies between the platform and the books and finishes the
 * transfer on its next start, and time going by (within an hour, past midnight, days without a sync). After every
 * step, `unreconciledDays` finds nothing. PROPERTY_SEED repeats a run.
 */

const RUNS = 6;
const HOUR = 3_600_000;
const MOVES: TransferType[] = ['recharge', 'refund', 'transferOut'];

let api: TestApi;
const clock = new TestClock(Date.parse('2026-06-15T14:10:00+08:00'));
/** The accounts money moves on: those with the most cash. */
let accounts: number[] = [];
let asks = 0;
/** Every step taken since the start: the state a failing step met (runs share the database). */
const history: Step[] = [];

const nothingToFinish: Finisher = async () => {};
const FINISHERS: Record<TransferSubject, Finisher> = {
  order: nothingToFinish,
  settlement: nothingToFinish,
  withdrawal: nothingToFinish,
};

type Step =
  | { kind: 'wait'; ms: number }
  | { kind: 'sync'; sync: SyncKind }
  | { kind: 'transfer'; account: number; type: TransferType; amount: number; crash: boolean }
  | { kind: 'restart' };

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('wait' as const),
    // Nothing (the same instant), minutes, hours, past midnight, two days.
    ms: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1_000, max: HOUR }),
      fc.integer({ min: HOUR, max: 50 * HOUR }),
    ),
  }),
  fc.record({ kind: fc.constant('sync' as const), sync: fc.constantFrom<SyncKind>('hourly', 'daily') }),
  fc.record({
    kind: fc.constant('transfer' as const),
    account: fc.nat({ max: 2 }),
    type: fc.constantFrom(...MOVES),
    amount: fc.integer({ min: 1, max: 300_000 }),
    crash: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('restart' as const) }),
);

async function take(step: Step): Promise<void> {
  const app = api.app;
  switch (step.kind) {
    case 'wait':
      return clock.advance(step.ms);
    case 'sync': {
      const result = await runSync(
        { database: api.database, connector: app.platform!, now: () => clock.now() },
        step.sync,
      );
      expect(result.status).toBe('ok');
      return;
    }
    case 'restart':
      await resumeTransfers(app, FINISHERS);
      return;
    case 'transfer': {
      const key = `ledger-${++asks}`;
      const accountId = accounts[step.account]!;
      await app.db.transaction((tx) =>
        askTransfer(tx, {
          key,
          accountId,
          type: step.type,
          amount: step.amount,
          remark: null,
          subject: 'order',
          subjectId: asks,
          actorId: null,
        }),
      );
      if (!step.crash) {
        const outcome = await carryOut(app, key, nothingToFinish);
        expect(['done', 'failed']).toContain(outcome.state);
        return;
      }
      // The server dies once the platform has moved the money, before it books it.
      const [account] = await app.db
        .select({ platformId: adAccounts.platformId })
        .from(adAccounts)
        .where(eq(adAccounts.id, accountId));
      await app
        .platform!.transfer({
          key,
          advertiserId: account!.platformId,
          type: step.type,
          amount: step.amount,
          remark: null,
        })
        .catch(() => null);
      return;
    }
  }
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  const richest = await api.app.db
    .select({ accountId: balanceSnapshots.accountId })
    .from(balanceSnapshots)
    .where(eq(balanceSnapshots.day, '2026-06-15'))
    .orderBy(desc(balanceSnapshots.cash))
    .limit(3);
  accounts = richest.map((r) => r.accountId);
}, 180_000);
afterAll(() => api?.close());

describe('the ledger', () => {
  it('reconciles after every step of any sequence of syncs, transfers, restatements, crashes and time', async () => {
    expect(await unreconciledDays(api.app.db)).toEqual([]);
    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 4, maxLength: 10 }), async (sequence) => {
        for (const step of sequence) {
          await take(step);
          history.push(step);
          expect(await unreconciledDays(api.app.db), JSON.stringify(history)).toEqual([]);
        }
        // What a crash left pending is finished by the next start.
        await resumeTransfers(api.app, FINISHERS);
        expect(await unreconciledDays(api.app.db)).toEqual([]);
      }),
      { numRuns: RUNS, endOnFailure: true, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 600_000);
});
