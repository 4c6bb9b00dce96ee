import { and, eq, gt, max } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { target, type Flow } from '@adops/common/flow';
import { INVOICE_FLOW, ORDER_FLOW, SETTLEMENT_FLOW, WITHDRAWAL_FLOW } from '@adops/common/orders';
import type { OrderRow } from '@adops/common/contract/money';
import {
  auditLog,
  fundRecords,
  invoices,
  rechargeOrders,
  settlements,
  simulatedTransfers,
  withdrawals,
} from '../src/db/schema';
import { unreconciledDays } from '../src/modules/money/ledger';
import { anotherInstance, type Instance } from './harness';
import { moneyDesk } from './moneyDesk';

/**
 * Conflicting commands on one money record at once, sent to two server instances on one database (on PostgreSQL
 * each with its own connections): whatever the interleaving, exactly one step wins and is told so, every other
 * caller gets 150, the money moved is the money the record holds, and each transition has one audit entry.
 */

const desk = moneyDesk('-balance');
let other: Instance & { close(): Promise<void> };
beforeAll(async () => {
  other = await anotherInstance(desk.api);
}, 60_000);
afterAll(() => other?.close());

type Resource = 'order' | 'settlement' | 'withdrawal' | 'invoice';
const TABLES = { order: rechargeOrders, settlement: settlements, withdrawal: withdrawals, invoice: invoices };
const FLOWS: Record<Resource, Flow<string, string>> = {
  order: ORDER_FLOW,
  settlement: SETTLEMENT_FLOW,
  withdrawal: WITHDRAWAL_FLOW,
  invoice: INVOICE_FLOW,
};

/** A call on one instance or the other; each signed a millisecond apart, as no two browser calls are alike. */
function post<T = unknown>(on: Instance, who: string, url: string, body: Record<string, unknown>) {
  desk.api.clock.advance(1);
  return on.call<T>('POST', `/api/crm/${url}`, { token: desk.tokens[who], body });
}
const ok = async <T>(answer: Promise<{ status: number; desc: string; data: T }>) => {
  const got = await answer;
  expect(got.status, got.desc).toBe(Status.OK);
  return got.data;
};

const newOrder = (paymentMethod = 'bankTransfer') =>
  ok(
    post<OrderRow>(desk.api, 'gm', 'order/save', {
      accountId: desk.account.id,
      amount: 50_000,
      paymentMethod,
    }),
  );
const newWithdrawal = async () =>
  (
    await ok(
      post<{ id: number }>(desk.api, 'gm', 'withdrawal/save', { accountId: desk.account.id, amount: 5_000 }),
    )
  ).id;
/** The record `id` taken on by `who`'s step: its id. */
const taken = async (who: string, url: string, id: number) => {
  await ok(post(desk.api, who, url, { id }));
  return id;
};
async function approvedOrder(paymentMethod?: string) {
  const order = await newOrder(paymentMethod);
  await taken('sales', 'order/approve', order.id);
  await taken('finance', 'order/approve', order.id);
  return order;
}

interface Step {
  who: string;
  command: string;
  body?: Record<string, unknown>;
}

/** A record made ready in a state, the steps that race from there, and who may edit it meanwhile. */
interface Race {
  name: string;
  resource: Resource;
  make(): Promise<number>;
  steps: Step[];
  editor?: string;
  /** The transfer a winning money step makes, by the record's id. */
  money?: { command: string; key(id: number): Promise<string>; sign: 1 | -1; booked: string };
}

const REJECT = { command: 'reject', body: { reason: '并发驳回' } };
const orderNumber = async (id: number) =>
  (await desk.api.app.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0]!.orderNo;

const RACES: Race[] = [
  {
    name: 'an order at the sales review',
    resource: 'order',
    make: async () => (await newOrder()).id,
    steps: [
      { who: 'sales', command: 'approve' },
      { who: 'sales', ...REJECT },
    ],
    editor: 'sales',
  },
  {
    name: 'an order at the finance review',
    resource: 'order',
    make: async () => taken('sales', 'order/approve', (await newOrder()).id),
    steps: [
      { who: 'finance', command: 'approve' },
      { who: 'finance', ...REJECT },
    ],
    editor: 'sales',
    money: { command: 'approve', key: orderNumber, sign: 1, booked: 'recharged' },
  },
  {
    name: 'a refund to confirm',
    resource: 'settlement',
    make: async () => {
      const order = await approvedOrder();
      return (
        await ok(
          post<{ id: number }>(desk.api, 'sales', 'settlement/save', { orderId: order.id, amount: 20_000 }),
        )
      ).id;
    },
    steps: [{ who: 'finance', command: 'confirm' }],
    editor: 'sales',
    money: { command: 'confirm', key: async (id) => `refund-${id}`, sign: -1, booked: 'refunded' },
  },
  {
    name: 'a payment to confirm',
    resource: 'settlement',
    make: async () => {
      const order = await approvedOrder('credit');
      const [payment] = await desk.api.app.db
        .select()
        .from(settlements)
        .where(eq(settlements.orderId, order.id));
      return payment!.id;
    },
    steps: [{ who: 'finance', command: 'confirm' }],
  },
  {
    name: 'a submitted withdrawal',
    resource: 'withdrawal',
    make: newWithdrawal,
    steps: [
      { who: 'sales', command: 'pass' },
      { who: 'sales', ...REJECT },
    ],
    editor: 'gm',
  },
  {
    name: 'a withdrawal to process',
    resource: 'withdrawal',
    make: async () => taken('sales', 'withdrawal/pass', await newWithdrawal()),
    steps: [
      { who: 'finance', command: 'process' },
      { who: 'finance', ...REJECT },
    ],
    editor: 'gm',
    money: { command: 'process', key: async (id) => `withdrawal-${id}`, sign: -1, booked: 'withdrawn' },
  },
  {
    name: 'an invoice to issue',
    resource: 'invoice',
    make: async () =>
      (
        await ok(
          post<{ id: number }>(desk.api, 'sales', 'invoice/save', {
            customerId: desk.account.customerId,
            amount: 100,
            title: '并发开票',
          }),
        )
      ).id,
    steps: [
      { who: 'finance', command: 'issue', body: { number: 'FP-RACE', date: '2026-11-20' } },
      { who: 'finance', ...REJECT },
    ],
    editor: 'sales',
  },
];

/** One caller of a race: a step (by its index) or an edit, to either instance, after a few turns of the loop. */
const caller = fc.record({
  step: fc.oneof(fc.nat(1), fc.constant(-1 as const)),
  onOther: fc.boolean(),
  turns: fc.nat(3),
  amount: fc.integer({ min: 1, max: 10_000 }),
});

type Caller = { step: number; onOther: boolean; turns: number; amount: number };

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

async function runRace(race: Race, callers: Caller[]) {
  const db = desk.api.app.db;
  const id = await race.make();
  const table = TABLES[race.resource];
  const [{ last }] = (await db.select({ last: max(auditLog.id) }).from(auditLog)) as [
    { last: number | null },
  ];
  const [start] = await db.select().from(table).where(eq(table.id, id));
  const calls = callers.map(async (c) => {
    const on = c.onOther ? other : desk.api;
    await turns(c.turns);
    if (c.step < 0 || !race.editor) {
      if (!race.editor) return { kind: 'step', step: race.steps[0]!, answer: await call(on, race.steps[0]!) };
      return {
        kind: 'edit',
        answer: await post(on, race.editor, `${race.resource}/save`, { id, amount: c.amount }),
      };
    }
    const step = race.steps[c.step % race.steps.length]!;
    return { kind: 'step', step, answer: await call(on, step) };
  });
  const call = (on: Instance, step: Step) =>
    post(on, step.who, `${race.resource}/${step.command}`, { id, ...step.body });
  const answers = await Promise.all(calls);

  for (const { answer } of answers)
    expect([Status.OK, Status.CONFLICT], answer.desc).toContain(answer.status);
  const winners = answers.filter((a) => a.kind === 'step' && a.answer.status === Status.OK);
  const steps = answers.filter((a) => a.kind === 'step');
  if (steps.length) expect(winners, race.name).toHaveLength(1);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  const won = winners[0]?.step;
  const from = String(start!.status);
  expect(row!.status).toBe(won ? target(FLOWS[race.resource], won.command, from) : start!.status);

  // Money moved is money recorded: once, the record's amount as it stands, or nothing.
  if (race.money) {
    const key = await race.money.key(id);
    const moved = won?.command === race.money.command;
    const records = await db.select().from(fundRecords).where(eq(fundRecords.orderId, key));
    const asked = await db.select().from(simulatedTransfers).where(eq(simulatedTransfers.key, key));
    expect(records.map((r) => r.amount)).toEqual(moved ? [race.money.sign * row!.amount] : []);
    expect(asked).toHaveLength(moved ? 1 : 0);
  }

  // One audit entry per transition that happened: the step, its booking, each edit taken.
  const audit = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, race.resource), eq(auditLog.entityId, String(id)), gt(auditLog.id, last ?? 0)),
    );
  const edits = answers.filter((a) => a.kind === 'edit' && a.answer.status === Status.OK).length;
  const expected = [
    ...(won ? [won.command] : []),
    ...(won && race.money?.command === won.command ? [race.money.booked] : []),
    ...Array<string>(edits).fill('update'),
  ];
  expect(audit.map((a) => a.action).sort()).toEqual(expected.sort());
}

describe('conflicting money commands at once, on two instances', () => {
  it.each(RACES.map((race) => [race.name, race] as const))(
    '%s: one winner, money moved as recorded, one audit entry per transition',
    async (_name, race) => {
      await fc.assert(
        fc.asyncProperty(fc.array(caller, { minLength: 2, maxLength: 8 }), (callers) =>
          runRace(race, callers),
        ),
        { numRuns: 8, endOnFailure: true },
      );
    },
    240_000,
  );

  it('leave a ledger that reconciles', async () => {
    expect(await unreconciledDays(desk.api.app.db)).toEqual([]);
  });
});
