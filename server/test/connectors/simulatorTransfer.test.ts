import { describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../src/connectors/platform/simulator';
import { memoryJournal, type TransferJournal } from '../../src/connectors/platform/simulator/journal';
import { PlatformError, type TransferRequest } from '../../src/connectors/platform/types';

const WORLD = { seed: 7, accounts: 200, brands: 40, historyDays: 200 };
/** 14:30 in Shanghai. */
const NOW = Date.parse('2025-06-15T06:30:00Z');
const HOUR = 3_600_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function world(journal: TransferJournal, start = NOW) {
  let now = start;
  const sim = createSimulator({ ...WORLD, now: () => new Date(now), anchorDay: '2025-06-15', journal });
  return { sim, at: (ms: number) => (now = ms) };
}

/** An account that spends and holds at least ¥5,000 of cash now. */
async function spender(sim: Simulator): Promise<string> {
  const yesterday = addDays(sim.today(), -1);
  for (const a of sim.accounts) {
    const [b] = await sim.balances([a.advertiserId]);
    if (b!.cash >= 500_000 && sim.dailyRows(a.advertiserId, yesterday, yesterday).length > 0)
      return a.advertiserId;
  }
  throw new Error('no account with cash');
}

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

const recharge = (advertiserId: string, key: string, amount: number): TransferRequest => ({
  key,
  advertiserId,
  type: 'recharge',
  amount,
  remark: '充值单 ' + key,
});

describe('transfers on the simulated platform', () => {
  it('moves the balance and writes a fund record, once per key', async () => {
    const { sim } = world(memoryJournal());
    const id = await spender(sim);
    const [before] = await sim.balances([id]);
    const row = await sim.transfer(recharge(id, 'order-1', 100_000));
    expect(row).toMatchObject({
      advertiserId: id,
      type: 'recharge',
      amount: 100_000,
      remark: '充值单 order-1',
    });
    expect(row.balanceAfter).toBe(before!.total + 100_000);
    expect(new Date(row.occurredAt).getTime()).toBe(NOW);
    expect((await sim.balances([id]))[0]!.total).toBe(before!.total + 100_000);

    const again = await sim.transfer(recharge(id, 'order-1', 100_000));
    expect(again).toEqual(row);
    expect((await sim.balances([id]))[0]!.total).toBe(before!.total + 100_000);
    const today = sim.today();
    const records = await sim.fundRecords(id, today, today);
    expect(records.filter((r) => r.recordId === row.recordId)).toHaveLength(1);

    const reused = await refusal(sim.transfer(recharge(id, 'order-1', 200_000)));
    expect(reused.kind).toBe('invalid');
  });

  it('refuses money out beyond the cash balance, and takes what it covers', async () => {
    const { sim } = world(memoryJournal());
    const id = await spender(sim);
    const [before] = await sim.balances([id]);
    const over = await refusal(
      sim.transfer({
        key: 'w-1',
        advertiserId: id,
        type: 'transferOut',
        amount: before!.cash + 1,
        remark: null,
      }),
    );
    expect(over.kind).toBe('funds');
    const out = await sim.transfer({
      key: 'w-2',
      advertiserId: id,
      type: 'refund',
      amount: 100_000,
      remark: null,
    });
    expect(out).toMatchObject({ type: 'refund', amount: -100_000, balanceAfter: before!.total - 100_000 });
    expect((await sim.balances([id]))[0]!.cash).toBe(before!.cash - 100_000);
  });

  it('lets only as much out as there is when two transfers out race', async () => {
    const { sim } = world(memoryJournal());
    const id = await spender(sim);
    const [before] = await sim.balances([id]);
    const half = Math.floor(before!.cash / 2) + 1;
    const out = (key: string) =>
      sim.transfer({ key, advertiserId: id, type: 'transferOut', amount: half, remark: null }).then(
        () => 'done',
        (e: PlatformError) => e.kind,
      );
    expect((await Promise.all([out('a'), out('b')])).sort()).toEqual(['done', 'funds']);
  });

  it('keeps its transfers in the journal: a restarted platform answers the same record and shows the money', async () => {
    const journal = memoryJournal();
    const first = world(journal);
    const id = await spender(first.sim);
    const row = await first.sim.transfer(recharge(id, 'order-9', 300_000));
    const [balance] = await first.sim.balances([id]);

    const restarted = world(journal, NOW + HOUR / 2);
    restarted.at(NOW);
    expect(await restarted.sim.balances([id])).toEqual([balance]);
    expect(await restarted.sim.transfer(recharge(id, 'order-9', 300_000))).toEqual(row);
  });

  it('reconciles when the day closes: the day end is the day before, plus the records, less the spend', async () => {
    const { sim, at } = world(memoryJournal());
    const id = await spender(sim);
    const today = sim.today();
    await sim.transfer(recharge(id, 'order-2', 1_000_000));
    await sim.transfer({ key: 'ref-2', advertiserId: id, type: 'refund', amount: 50_000, remark: null });
    at(NOW + 2 * 86_400_000);
    const records = await sim.fundRecords(id, today, today);
    expect(records.filter((r) => r.amount === 1_000_000 || r.amount === -50_000)).toHaveLength(2);
    const [fee] = sim.dailyRows(id, today, today);
    const start = sim.balanceAt(id, addDays(today, -1)).total;
    const sum = records.reduce((a, r) => a + r.amount, 0);
    expect(sim.balanceAt(id, today).total).toBe(start + sum - (fee?.fee ?? 0));
  });

  it('refuses a transfer it cannot take: unknown advertiser, a key too long, no amount', async () => {
    const { sim } = world(memoryJournal());
    const id = sim.accounts[0]!.advertiserId;
    expect((await refusal(sim.transfer(recharge('1', 'k', 100)))).kind).toBe('invalid');
    expect((await refusal(sim.transfer(recharge(id, 'k'.repeat(65), 100)))).kind).toBe('invalid');
    expect((await refusal(sim.transfer(recharge(id, 'k', 0)))).kind).toBe('invalid');
    expect((await refusal(sim.transfer(recharge(id, 'k', 1.5)))).kind).toBe('invalid');
  });
});
