import type { FundType } from '@adops/common/business';
import { shanghaiMs, type ShanghaiTime } from './calendar';
import { capByBalance, HOURS, splitDay } from './curve';
import { expectedFee } from './delivery';
import type { AccountProfile } from './population';
import { hash, unit } from './random';
import { TAG } from './tags';

/**
 * The money of one account, day by day from the day it was opened: recharges when the runway runs short,
 * grants, transfers, refunds, and the day's fee drawn from the balance (grant money first up to the account's
 * share). The balance never goes below zero: an account that runs dry stops spending until money arrives.
 *
 * Causal by construction: what happens on day d depends only on days before it, so a ledger computed through
 * any day can be extended as the clock advances, and recomputing it gives the same numbers.
 */

export interface FundEvent {
  /** Order within the day. */
  seq: number;
  /** Shanghai wall-clock time; every event of a day shares the hour. */
  hour: number;
  minute: number;
  second: number;
  type: FundType;
  /** Cents, positive in, negative out. */
  amount: number;
  /** Grant money lands in the grant balance, everything else in cash. */
  toGrant: boolean;
  remark: string | null;
  /** Set on money the console moved through `transfer`: the record id and balance the platform answered. */
  recordId?: string;
  balanceAfter?: number;
}

/** The money moved in or out during each hour of a day (24 entries). */
export function inflowByHour(events: readonly FundEvent[]): number[] {
  const inflows = new Array<number>(HOURS).fill(0);
  for (const e of events) inflows[e.hour] = inflows[e.hour]! + e.amount;
  return inflows;
}

const secondOfDay = (e: FundEvent) => (e.hour * 60 + e.minute) * 60 + e.second;

/** The day's own events and those moved from outside, in time order (a stable sort keeps ties as they came). */
function merged(own: readonly FundEvent[], outside: readonly FundEvent[]): readonly FundEvent[] {
  if (outside.length === 0) return own;
  return [...own, ...outside].sort((a, b) => secondOfDay(a) - secondOfDay(b));
}

export interface Balance {
  cash: number;
  grant: number;
}

/** A day's money as far as the clock has got: for today, only what has happened by now. */
export interface DayMoney {
  /** Fee by hour (24 entries; hours after now are 0). */
  hours: number[];
  fee: number;
  grantFee: number;
  /** Events that have happened, in order. */
  events: readonly FundEvent[];
  start: Balance;
  end: Balance;
}

const YUAN_100 = 10_000;
/** Days after the first spend before a customer judges a balance to be surplus. */
const SETTLED_DAYS = 60;
const NO_EVENTS: readonly FundEvent[] = Object.freeze([]);
const YUAN_1000 = 100_000;
function fundDraw(key: number, index: number, day: number, k: number): number {
  return unit(hash(key, index, day, TAG.fund + k));
}
const roundUp = (cents: number, unitCents: number) => Math.max(1, Math.ceil(cents / unitCents)) * unitCents;

/** The grant share of a fee: the account's share while grant money lasts, more when cash cannot cover the rest. */
function grantPart(p: AccountProfile, fee: number, cash: number, grant: number): number {
  return Math.min(grant, Math.max(Math.round(fee * p.grantShare), fee - cash));
}

interface Draft {
  type: FundType;
  amount: number;
  toGrant: boolean;
  remark: string | null;
}

/** Reused by every decision (decisions never nest): most days decide nothing and allocate nothing. */
const DRAFTS: Draft[] = [];

export class Ledger {
  private length = 0;
  private fees: Int32Array;
  private grantFees: Int32Array;
  private cashEnd: Float64Array;
  private grantEnd: Float64Array;
  private readonly events = new Map<number, readonly FundEvent[]>();
  /** The decided events of the day after the last computed one (today, while it is not closed). */
  private pendingDay = -1;
  private pendingEvents: readonly FundEvent[] = NO_EVENTS;
  /** The state at the end of the last computed day. */
  private cash = 0;
  private grant = 0;
  private sum7 = 0;
  private lastSpend: number;

  constructor(
    private readonly p: AccountProfile,
    private readonly key: number,
    /** Money moved on a day by the console through `transfer`, in time order. */
    private readonly outside: (day: number) => readonly FundEvent[] = () => NO_EVENTS,
  ) {
    this.lastSpend = p.openedDay;
    this.fees = new Int32Array(0);
    this.grantFees = new Int32Array(0);
    this.cashEnd = new Float64Array(0);
    this.grantEnd = new Float64Array(0);
  }

  /** The last day computed (the day before the account was opened when none). */
  get through(): number {
    return this.p.openedDay + this.length - 1;
  }

  /** Computes every day up to `day`, inclusive. */
  ensureThrough(day: number): void {
    if (day <= this.through) return;
    this.reserve(day - this.p.openedDay + 1);
    while (this.through < day) {
      const d = this.through + 1;
      const expected = expectedFee(this.p, d, this.key);
      const events = d === this.pendingDay ? this.pendingEvents : this.decide(d, expected);
      this.close(d, events, expected);
    }
    this.pendingDay = -1;
    this.pendingEvents = NO_EVENTS;
  }

  /** The fee of a computed day (0 before the account was opened). */
  fee(day: number): number {
    const i = day - this.p.openedDay;
    return i < 0 ? 0 : this.fees[i]!;
  }

  grantFee(day: number): number {
    const i = day - this.p.openedDay;
    return i < 0 ? 0 : this.grantFees[i]!;
  }

  /** The balance at the end of a computed day. */
  endOf(day: number): Balance {
    const i = day - this.p.openedDay;
    return i < 0 ? { cash: 0, grant: 0 } : { cash: this.cashEnd[i]!, grant: this.grantEnd[i]! };
  }

  /** The fund events of a day; the day before it must be computed. */
  eventsOn(day: number): readonly FundEvent[] {
    if (day <= this.through) return this.events.get(day) ?? NO_EVENTS;
    if (day !== this.through + 1) return NO_EVENTS;
    if (this.pendingDay !== day) {
      this.pendingEvents = this.decide(day, expectedFee(this.p, day, this.key));
      this.pendingDay = day;
    }
    return this.pendingEvents;
  }

  /** A closed day's money, the ledger extended to it. */
  closedDay(day: number): DayMoney {
    this.ensureThrough(day);
    const start = this.endOf(day - 1);
    const events = this.eventsOn(day);
    const fee = this.fee(day);
    const expected = expectedFee(this.p, day, this.key);
    let hours = fee > 0 ? splitDay(this.key, this.p.index, day, expected) : new Array<number>(HOURS).fill(0);
    if (fee !== expected && fee > 0)
      hours = capByBalance(hours, start.cash + start.grant, inflowByHour(events));
    return { hours, fee, grantFee: this.grantFee(day), events, start, end: this.endOf(day) };
  }

  /** Today so far: the hours up to now, the current one partly, and the events that have happened. */
  today(now: ShanghaiTime): DayMoney {
    const day = now.day;
    this.ensureThrough(day - 1);
    const start = this.endOf(day - 1);
    const events = this.eventsOn(day).filter((e) => shanghaiMs(day, e.hour, e.minute, e.second) <= now.ms);
    const expected = expectedFee(this.p, day, this.key);
    const full = splitDay(this.key, this.p.index, day, expected);
    const sofar = full.map((fee, h) =>
      h < now.hour ? fee : h === now.hour ? Math.floor(fee * now.hourFraction) : 0,
    );
    let inCash = 0;
    let inGrant = 0;
    for (const e of events) {
      if (e.toGrant) inGrant += e.amount;
      else inCash += e.amount;
    }
    const hours = capByBalance(sofar, start.cash + start.grant, inflowByHour(events), now.hour);
    const fee = hours.reduce((a, b) => a + b, 0);
    const grantFee = grantPart(this.p, fee, start.cash + inCash, start.grant + inGrant);
    return {
      hours,
      fee,
      grantFee,
      events,
      start,
      end: { cash: start.cash + inCash - (fee - grantFee), grant: start.grant + inGrant - grantFee },
    };
  }

  /** The day's money: the account's own decisions and what the console moved. */
  private decide(d: number, expected: number): readonly FundEvent[] {
    return merged(this.ownDecisions(d, expected), this.outside(d));
  }

  /** The day's money decisions, taken in the morning from the state at the end of the day before. */
  private ownDecisions(d: number, expected: number): readonly FundEvent[] {
    const { p, key } = this;
    const drafts = DRAFTS;
    drafts.length = 0;
    if (d === p.openedDay) {
      const level = Math.exp(p.logLevel);
      drafts.push({
        type: 'recharge',
        amount: roundUp(level * (10 + 20 * fundDraw(key, p.index, d, 0)), YUAN_1000),
        toGrant: false,
        remark: '开户充值',
      });
      if (fundDraw(key, p.index, d, 1) < 0.25) {
        drafts.push({
          type: 'grant',
          amount: roundUp(level * (1 + 2 * fundDraw(key, p.index, d, 2)), YUAN_100),
          toGrant: true,
          remark: '开户赠款',
        });
      }
    } else if (d > p.openedDay) {
      const avg7 = this.sum7 / 7;
      const rate = avg7 > 0 ? avg7 : expected;
      const balance = this.cash + this.grant;
      if (rate > 0) {
        // One word decides the everyday chances (a grant, a transfer in): its low and high halves.
        const daily = hash(key, p.index, d, TAG.fund + 15);
        if (balance < rate * p.rechargeBelow) {
          if (fundDraw(key, p.index, d, 0) < p.diligence) {
            const amount = roundUp(
              rate * p.rechargeFor * (0.8 + 0.4 * fundDraw(key, p.index, d, 1)),
              YUAN_1000,
            );
            drafts.push({ type: 'recharge', amount, toGrant: false, remark: null });
          }
        } else if (
          expected > 0 &&
          d >= p.firstSpendDay + SETTLED_DAYS &&
          balance > rate * 30 &&
          fundDraw(key, p.index, d, 1) < 1 / 40
        ) {
          // Surplus moved to a sibling account once spend has settled; never so much that today's spend is short.
          const amount = Math.floor((this.cash - expected - rate * 15) / YUAN_1000) * YUAN_1000;
          if (amount >= YUAN_1000) {
            drafts.push({ type: 'transferOut', amount: -amount, toGrant: false, remark: '转至同主体账户' });
          }
        }
        if (expected > 0 && p.grantRate > 0 && (daily & 0xffff) / 65536 < p.grantRate) {
          const amount = roundUp(rate * (0.5 + 2.5 * fundDraw(key, p.index, d, 3)), YUAN_100);
          drafts.push({ type: 'grant', amount, toGrant: true, remark: '返货赠款' });
        }
        if (expected > 0 && daily >>> 16 < 65536 / 300) {
          const amount = roundUp(rate * (3 + 7 * fundDraw(key, p.index, d, 5)), YUAN_1000);
          drafts.push({ type: 'transferIn', amount, toGrant: false, remark: '同主体账户转入' });
        }
      } else if (this.cash > 0 && p.cleanup !== 'keep' && d - this.lastSpend >= p.cleanupAfter) {
        // Long idle: the customer takes the cash back, or moves it to an account that still spends.
        drafts.push(
          p.cleanup === 'refund'
            ? { type: 'refund', amount: -this.cash, toGrant: false, remark: '账户余额退款' }
            : { type: 'transferOut', amount: -this.cash, toGrant: false, remark: '转至同主体账户' },
        );
      }
    }
    if (drafts.length === 0) return NO_EVENTS;
    const hour = 9 + Math.floor(9 * fundDraw(key, p.index, d, 6));
    const minute = Math.floor(40 * fundDraw(key, p.index, d, 7));
    const events: FundEvent[] = [];
    for (let seq = 0; seq < drafts.length; seq++) {
      const { type, amount, toGrant, remark } = drafts[seq]!;
      const second = Math.floor(60 * fundDraw(key, p.index, d, 8 + seq));
      events.push({ seq, hour, minute: minute + 3 * seq, second, type, amount, toGrant, remark });
    }
    return events;
  }

  private close(d: number, events: readonly FundEvent[], expected: number): void {
    const { p, key } = this;
    let inCash = 0;
    let outCash = 0;
    let inGrant = 0;
    for (const e of events) {
      if (e.toGrant) inGrant += e.amount;
      else if (e.amount > 0) inCash += e.amount;
      else outCash -= e.amount;
    }
    const start = this.cash + this.grant;
    let fee = expected;
    if (expected > 0 && start - outCash < expected) {
      // Not enough money before the morning's events: spend hour by hour out of what there is.
      const hours = capByBalance(splitDay(key, p.index, d, expected), start, inflowByHour(events));
      fee = hours.reduce((a, b) => a + b, 0);
    }
    const cashAvailable = this.cash + inCash - outCash;
    const grantFee = grantPart(p, fee, cashAvailable, this.grant + inGrant);
    this.cash = cashAvailable - (fee - grantFee);
    this.grant = this.grant + inGrant - grantFee;

    const i = this.length;
    if (i === this.fees.length) this.reserve(Math.max(64, 2 * i));
    this.fees[i] = fee;
    this.grantFees[i] = grantFee;
    this.cashEnd[i] = this.cash;
    this.grantEnd[i] = this.grant;
    this.length++;
    this.sum7 += fee - (i >= 7 ? this.fees[i - 7]! : 0);
    if (fee > 0) this.lastSpend = d;
    if (events.length > 0) this.events.set(d, events);
  }

  private reserve(days: number): void {
    if (days <= this.fees.length) return;
    const capacity = Math.max(days, 2 * this.fees.length);
    const grow = <T extends Int32Array | Float64Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.fees = grow(this.fees, new Int32Array(capacity));
    this.grantFees = grow(this.grantFees, new Int32Array(capacity));
    this.cashEnd = grow(this.cashEnd, new Float64Array(capacity));
    this.grantEnd = grow(this.grantEnd, new Float64Array(capacity));
  }
}
