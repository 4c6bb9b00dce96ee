import type {
  AccountHourlyRow,
  DailyRow,
  FundRow,
  PlanHourlyRow,
  PlatformBalance,
  PlatformPlan,
} from '../types';
import { dayString, shanghaiIso, type ShanghaiTime } from './calendar';
import { largestRemainder } from './curve';
import { dayMetrics, deliveryCounts, expectedFee, restatedShare } from './delivery';
import { idSpace, PLAN_ID_BASE, RECORD_ID_BASE } from './ids';
import { Ledger, type DayMoney, type FundEvent } from './ledger';
import {
  buildPlans,
  livePlans,
  planStatus,
  splitAmongPlans,
  toPlatformPlan,
  type PlanProfile,
} from './plans';
import type { AccountProfile, Population } from './population';
import { TAG } from './tags';

/**
 * The simulated platform's data for one account and a span of days, as the clock stands: the rows the platform
 * reports, built from the account's profile, its money ledger and its plans. Days are day numbers here; the
 * simulator turns texts into them and checks the platform's rules.
 */
export class World {
  private readonly ledgers = new Map<number, Ledger>();
  private readonly planCache = new Map<number, PlanProfile[]>();
  /** Money the console moved (`transfer`), by account index and day, each day's in time order. */
  private readonly outside = new Map<number, Map<number, FundEvent[]>>();
  private readonly planIds;
  private readonly recordIds;

  constructor(
    readonly population: Population,
    private readonly key: number,
    private readonly anchor: number,
    /** How many ledgers to keep; the least recently used beyond that are dropped and recomputed on demand. */
    private readonly capacity: number,
  ) {
    this.planIds = idSpace(key, TAG.plans, PLAN_ID_BASE);
    this.recordIds = idSpace(key, TAG.fund, RECORD_ID_BASE);
  }

  /** Money moved by the console on a day: the account's ledger is laid out again with it. */
  addOutside(p: AccountProfile, day: number, event: FundEvent): void {
    let days = this.outside.get(p.index);
    if (!days) this.outside.set(p.index, (days = new Map()));
    const events = days.get(day) ?? [];
    days.set(day, [...events, event]);
    this.ledgers.delete(p.index);
  }

  /** Closed days (before today) with spend, conversions as restated by now. */
  dailyRows(p: AccountProfile, from: number, to: number, now: ShanghaiTime): DailyRow[] {
    const first = Math.max(from, p.openedDay);
    const last = Math.min(to, now.day - 1);
    const rows: DailyRow[] = [];
    if (first > last) return rows;
    const ledger = this.ledger(p);
    ledger.ensureThrough(last);
    for (let d = first; d <= last; d++) {
      const fee = ledger.fee(d);
      if (fee === 0) continue;
      const m = dayMetrics(p, d, this.key, fee);
      const share = restatedShare(p, d, this.key, now.day - d);
      const grantFee = ledger.grantFee(d);
      rows.push({
        advertiserId: p.advertiserId,
        day: dayString(d),
        fee,
        cashFee: fee - grantFee,
        grantFee,
        impressions: m.impressions,
        clicks: m.clicks,
        interactions: m.interactions,
        consults: Math.floor(m.consults * share),
        leads: Math.floor(m.leads * share),
        landingVisits: m.landingVisits,
        orderValue: Math.floor(m.orderValue * share),
      });
    }
    return rows;
  }

  /** A closed day with spend: 24 hours; today while the account runs: the hours so far; otherwise none. */
  accountHours(p: AccountProfile, d: number, now: ShanghaiTime): AccountHourlyRow[] {
    const m = this.money(p, d, now);
    if (m === null) return [];
    const today = d === now.day;
    if (today ? expectedFee(p, d, this.key) === 0 : m.fee === 0) return [];
    const counts = deliveryCounts(p, d, this.key, m.fee);
    const impressions = largestRemainder(counts.impressions, m.hours);
    const clicks = largestRemainder(counts.clicks, m.hours);
    const last = today ? now.hour : 23;
    const day = dayString(d);
    const rows: AccountHourlyRow[] = [];
    for (let hour = 0; hour <= last; hour++) {
      rows.push({
        advertiserId: p.advertiserId,
        day,
        hour,
        fee: m.hours[hour]!,
        impressions: impressions[hour]!,
        clicks: clicks[hour]!,
      });
    }
    return rows;
  }

  planHours(p: AccountProfile, d: number, now: ShanghaiTime): PlanHourlyRow[] {
    const rows = this.accountHours(p, d, now);
    if (rows.length === 0) return [];
    return splitAmongPlans(rows, livePlans(p, this.key, this.plansOf(p), d));
  }

  /** The plans that exist today, with today's statuses. */
  plans(p: AccountProfile, now: ShanghaiTime): PlatformPlan[] {
    const all = this.plansOf(p).filter((plan) => plan.createdDay <= now.day);
    const live = livePlans(p, this.key, all, now.day);
    const weights = live.reduce((a, l) => a + l.weight, 0);
    const input = {
      day: now.day,
      available: this.balance(p, now.day, now).available,
      expectedFee: expectedFee(p, now.day, this.key),
      shares: new Map(live.map((l) => [l.plan.number, l.weight / weights])),
    };
    return all.map((plan) => toPlatformPlan(p, plan, planStatus(p, plan, input)));
  }

  /** The balance at the end of a closed day, or now for today; zero before the account was opened. */
  balance(p: AccountProfile, d: number, now: ShanghaiTime): PlatformBalance {
    const m = this.money(p, d, now);
    const cash = m?.end.cash ?? 0;
    const grant = m?.end.grant ?? 0;
    const total = cash + grant;
    return { advertiserId: p.advertiserId, cash, grant, credit: 0, frozen: 0, total, available: total };
  }

  /**
   * Fund records, today's up to now. A record's balance after counts the money that came and went before it
   * that day and the spend of the day's hours before the record's hour.
   */
  fundRows(p: AccountProfile, from: number, to: number, now: ShanghaiTime): FundRow[] {
    const rows: FundRow[] = [];
    const last = Math.min(to, now.day);
    if (last < p.openedDay) return rows;
    const ledger = this.ledger(p);
    ledger.ensureThrough(last - 1);
    for (let d = Math.max(from, p.openedDay); d <= last; d++) {
      if (d < now.day && ledger.eventsOn(d).length === 0) continue;
      const m = this.money(p, d, now);
      if (m === null || m.events.length === 0) continue;
      let balance = m.start.cash + m.start.grant;
      let hour = 0;
      for (const e of m.events) {
        for (; hour < e.hour; hour++) balance -= m.hours[hour]!;
        balance += e.amount;
        rows.push({
          advertiserId: p.advertiserId,
          recordId: e.recordId ?? this.recordIds.id(p.index * 2 ** 21 + (d & 0x1ffff) * 16 + e.seq),
          occurredAt: shanghaiIso(d, e.hour, e.minute, e.second),
          type: e.type,
          amount: e.amount,
          balanceAfter: e.balanceAfter ?? balance,
          remark: e.remark,
        });
      }
    }
    return rows;
  }

  /** The day's money as the clock stands: closed days whole, today so far; null before opening or ahead. */
  private money(p: AccountProfile, d: number, now: ShanghaiTime): DayMoney | null {
    if (d < p.openedDay || d > now.day) return null;
    return d < now.day ? this.ledger(p).closedDay(d) : this.ledger(p).today(now);
  }

  private ledger(p: AccountProfile): Ledger {
    let ledger = this.ledgers.get(p.index);
    if (ledger) {
      this.ledgers.delete(p.index);
    } else {
      ledger = new Ledger(p, this.key, (day) => this.outside.get(p.index)?.get(day) ?? []);
      if (this.ledgers.size >= this.capacity) this.ledgers.delete(this.ledgers.keys().next().value as number);
    }
    this.ledgers.set(p.index, ledger);
    return ledger;
  }

  private plansOf(p: AccountProfile): PlanProfile[] {
    let plans = this.planCache.get(p.index);
    if (!plans) {
      plans = buildPlans(p, this.key, this.anchor, this.planIds);
      this.planCache.set(p.index, plans);
    }
    return plans;
  }
}
