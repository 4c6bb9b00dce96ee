import { describe, expect, it } from 'vitest';
import { FUND_TYPES, MARKETING_TARGETS, PLAN_STATUSES, PRODUCT_TITLES } from '@adops/common/business';
import {
  createSimulator,
  type Simulator,
  type SimulatorOptions,
} from '../../src/connectors/platform/simulator';
import { MAX_REPORT_DAYS, PlatformError, type DailyRow } from '../../src/connectors/platform/types';

/** 14:30 in Shanghai on 2025-06-15, a Sunday. */
const NOW = '2025-06-15T06:30:00Z';
const TODAY = '2025-06-15';
const DEMO = { seed: 42, accounts: 1000, brands: 200, historyDays: 400 };
const EVER = ['2000-01-01', '2100-12-31'] as const;

const at = (iso: string) => {
  const t = new Date(iso);
  return () => t;
};
const demo = (o: Partial<SimulatorOptions> = {}) => createSimulator({ ...DEMO, now: at(NOW), ...o });
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** An instant given as Shanghai wall-clock time. */
const shanghai = (day: string, time: string) => new Date(`${day}T${time}+08:00`);
const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
/** A mutable clock for one simulator. */
function clock(start: Date) {
  let now = start;
  return { now: () => now, set: (d: Date) => (now = d) };
}

const sim = demo();
const ids = sim.accounts.map((a) => a.advertiserId);
/** Every closed day with spend of every demo account. */
const history = new Map<string, DailyRow[]>(ids.map((id) => [id, sim.dailyRows(id, ...EVER)]));
const allRows = [...history.values()].flat();
/** Every 17th account that has spent: a sample for the costlier checks. */
const sample = ids.filter((id, i) => i % 17 === 0 && history.get(id)!.length > 0);

function snapshot(s: Simulator, accounts: readonly string[]) {
  const yesterday = addDays(s.today(), -1);
  return {
    accounts: s.accounts,
    brands: s.brands,
    per: accounts.map((id) => ({
      daily: s.dailyRows(id, ...EVER),
      hoursYesterday: s.hourlyRows(id, yesterday),
      hoursToday: s.hourlyRows(id, s.today()),
      plans: s.plans(id),
      planHours: s.planHourlyRows(id, s.today()),
      balance: s.balanceAt(id, s.today()),
      funds: s.fundRows(id, ...EVER),
    })),
  };
}

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  expect((error as PlatformError).kind).toBe('invalid');
  return error as PlatformError;
}

describe('determinism', () => {
  const small = { accounts: 150, brands: 30 };

  it('gives the same world for the same seed and clock, whatever the order of the calls', () => {
    const a = demo(small);
    const b = demo(small);
    const some = a.accounts.filter((_, i) => i % 5 === 0).map((x) => x.advertiserId);
    // Warm b in another order first: reverse, today before history, funds before days.
    for (const id of [...some].reverse()) {
      b.hourlyRows(id, TODAY);
      b.fundRows(id, addDays(TODAY, -40), TODAY);
      b.dailyRows(id, addDays(TODAY, -10), addDays(TODAY, -1));
    }
    expect(snapshot(b, some)).toEqual(snapshot(a, some));
  });

  it('gives another world for another seed', () => {
    const a = demo(small);
    const b = demo({ ...small, seed: 43 });
    expect(b.accounts.map((x) => x.advertiserId)).not.toEqual(a.accounts.map((x) => x.advertiserId));
    expect(b.brands.map((x) => x.name)).not.toEqual(a.brands.map((x) => x.name));
    const feesA = a.accounts.map((x) => total(a.dailyRows(x.advertiserId, ...EVER).map((r) => r.fee)));
    const feesB = b.accounts.map((x) => total(b.dailyRows(x.advertiserId, ...EVER).map((r) => r.fee)));
    expect(feesB).not.toEqual(feesA);
  });

  it('does not depend on the machine time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      const west = demo(small);
      const some = west.accounts.slice(0, 30).map((x) => x.advertiserId);
      const fromWest = snapshot(west, some);
      process.env.TZ = 'Asia/Shanghai';
      expect(snapshot(demo(small), some)).toEqual(fromWest);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('keeps the same world when restarted later with the same anchor day', () => {
    const first = demo({ ...small, anchorDay: TODAY });
    const later = createSimulator({ ...DEMO, ...small, anchorDay: TODAY, now: at('2025-07-02T02:00:00Z') });
    expect(later.accounts.map((a) => [a.advertiserId, a.name, a.openedOn])).toEqual(
      first.accounts.map((a) => [a.advertiserId, a.name, a.openedOn]),
    );
    const settled = addDays(TODAY, -8); // conversions final for both clocks
    for (const a of first.accounts.slice(0, 40)) {
      expect(later.dailyRows(a.advertiserId, EVER[0], settled)).toEqual(
        first.dailyRows(a.advertiserId, EVER[0], settled),
      );
      expect(later.fundRows(a.advertiserId, EVER[0], settled)).toEqual(
        first.fundRows(a.advertiserId, EVER[0], settled),
      );
      expect(later.balanceAt(a.advertiserId, settled)).toEqual(first.balanceAt(a.advertiserId, settled));
    }
  });

  it('refuses options it cannot honour and advertisers it does not know', () => {
    expect(() => demo({ accounts: 10, brands: 20 })).toThrow(RangeError);
    expect(() => demo({ accounts: 400, brands: 20 })).toThrow(RangeError);
    expect(() => demo({ seed: 1.5 })).toThrow(RangeError);
    expect(() => demo({ anchorDay: '2025-13-01' })).toThrow(RangeError);
    expect(() => sim.dailyRows('1', ...EVER)).toThrow(PlatformError);
    expect(() => sim.hourlyRows(ids[0]!, 'yesterday')).toThrow(PlatformError);
    expect(() => sim.balanceAt(ids[0]!, addDays(TODAY, 1))).toThrow(PlatformError);
  });

  it('reads today and the hour in Shanghai from the clock', () => {
    expect(sim.today()).toBe(TODAY);
    const late = createSimulator({ ...DEMO, accounts: 20, brands: 5, now: at('2025-06-14T16:30:00Z') });
    expect(late.today()).toBe('2025-06-15');
    const id = late.accounts.find(
      (a) => late.hourlyRows(a.advertiserId, '2025-06-15').length > 0,
    )!.advertiserId;
    expect(late.hourlyRows(id, '2025-06-15').map((r) => r.hour)).toEqual([0]);
  });

  it('gives the same rows for a range as for its pieces', () => {
    for (const id of sample) {
      const rows = history.get(id)!;
      const first = rows[0]!.day;
      const cuts = [first, addDays(first, 3), addDays(first, 40), addDays(first, 41), addDays(first, 200)];
      const pieces = cuts.flatMap((start, i) => {
        const end = i + 1 < cuts.length ? addDays(cuts[i + 1]!, -1) : EVER[1];
        return sim.dailyRows(id, start, end);
      });
      expect(pieces).toEqual(sim.dailyRows(id, first, EVER[1]));
      const funds = sim.fundRows(id, ...EVER);
      const middle = addDays(TODAY, -100);
      expect([
        ...sim.fundRows(id, EVER[0], middle),
        ...sim.fundRows(id, addDays(middle, 1), EVER[1]),
      ]).toEqual(funds);
    }
  });

  it('keeps ids numeric, unique and stable', () => {
    expect(ids.every((id) => /^\d{16}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const planIds = ids.flatMap((id) => sim.plans(id).map((p) => p.planId));
    expect(planIds.every((id) => /^\d{16}$/.test(id))).toBe(true);
    expect(new Set(planIds).size).toBe(planIds.length);
    const recordIds = sample.flatMap((id) => sim.fundRows(id, ...EVER).map((r) => r.recordId));
    expect(new Set(recordIds).size).toBe(recordIds.length);
    expect(
      demo()
        .fundRows(sample[0]!, ...EVER)
        .map((r) => r.recordId),
    ).toEqual(sim.fundRows(sample[0]!, ...EVER).map((r) => r.recordId));
  });
});

describe('the book of customers and accounts', () => {
  it('spreads the accounts over the brands, 1 to 15 each, with names and industries', () => {
    expect(sim.accounts).toHaveLength(1000);
    expect(sim.brands).toHaveLength(200);
    const perBrand = new Map<number, number>();
    for (const a of sim.accounts) perBrand.set(a.brand, (perBrand.get(a.brand) ?? 0) + 1);
    expect(perBrand.size).toBe(200);
    expect(Math.min(...perBrand.values())).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perBrand.values())).toBeLessThanOrEqual(15);
    expect(median([...perBrand.values()])).toBeLessThan(5); // skewed: most brands run few accounts
    expect(new Set(sim.brands.map((b) => b.name)).size).toBe(200);
    for (const a of sim.accounts) {
      const brand = sim.brands[a.brand]!;
      expect(a.brandName).toBe(brand.name);
      expect(a.industry).toBe(brand.industry);
      expect(a.name).toMatch(new RegExp(`^${brand.name}-${PRODUCT_TITLES[a.product].zh}\\d{2}$`));
    }
    expect(
      sim.brands.every((b) => /^[1-8]\d{5}$/.test(b.regionHint) && /^[\u4e00-\u9fa5]{2,6}$/.test(b.name)),
    ).toBe(true);
    expect(new Set(sim.brands.map((b) => b.industry)).size).toBe(10);
  });

  it('opens accounts over the whole history, some in the last weeks', () => {
    const opened = sim.accounts.map((a) => dayNumber(a.openedOn));
    expect(Math.min(...opened)).toBeGreaterThanOrEqual(dayNumber(TODAY) - 400);
    expect(Math.max(...opened)).toBeLessThanOrEqual(dayNumber(TODAY));
    const firstSpend = [...history.values()].filter((r) => r.length > 0).map((r) => dayNumber(r[0]!.day));
    const newOnline = firstSpend.filter((d) => d >= dayNumber(TODAY) - 30).length;
    expect(newOnline).toBeGreaterThanOrEqual(20);
    expect(newOnline).toBeLessThan(150);
    // Spend starts a few days after opening, never before.
    for (const a of sim.accounts) {
      const rows = history.get(a.advertiserId)!;
      if (rows.length > 0) expect(dayNumber(rows[0]!.day)).toBeGreaterThan(dayNumber(a.openedOn));
    }
  });

  it('lists the accounts as the connector', async () => {
    const listed = await sim.listAccounts();
    expect(listed).toHaveLength(sim.accounts.length);
    expect(listed.map((a) => a.advertiserId)).toEqual(ids);
    expect(new Set(listed.map((a) => a.status))).toEqual(new Set(['active', 'paused', 'closed']));
  });
});

describe('spend and delivery metrics', () => {
  it('spends a median of about ¥2,000 a day, with big and small spenders', () => {
    const fee = median(allRows.map((r) => r.fee));
    expect(fee).toBeGreaterThanOrEqual(100_000);
    expect(fee).toBeLessThanOrEqual(400_000);
    const averages = [...history.values()]
      .filter((r) => r.length > 0)
      .map((r) => total(r.map((x) => x.fee)) / r.length);
    const typical = median(averages);
    expect(typical).toBeGreaterThanOrEqual(100_000);
    expect(typical).toBeLessThanOrEqual(400_000);
    expect(averages.filter((a) => a > 10 * typical).length).toBeGreaterThanOrEqual(5);
    expect(averages.filter((a) => a < typical / 3).length).toBeGreaterThanOrEqual(50);
  });

  it('keeps CTR, CPC, CPM and CPL inside the domain ranges, row by row and overall', () => {
    const sums = { fee: 0, impressions: 0, clicks: 0, leadFee: 0, leads: 0 };
    const ctr: number[] = [];
    const cpc: number[] = [];
    const cpm: number[] = [];
    const cpl: number[] = [];
    for (const r of allRows) {
      sums.fee += r.fee;
      sums.impressions += r.impressions;
      sums.clicks += r.clicks;
      if (r.leads > 0) {
        sums.leadFee += r.fee;
        sums.leads += r.leads;
      }
      if (r.fee < 10_000) continue; // ¥100: smaller days round too coarsely for a ratio
      ctr.push(r.clicks / r.impressions);
      cpc.push(r.fee / r.clicks / 100);
      cpm.push((r.fee / r.impressions) * 10);
      // Leads of the last week are still being restated, so their CPL runs high for now.
      if (r.leads >= 10 && r.day < addDays(TODAY, -7)) cpl.push(r.fee / r.leads / 100);
    }
    const within = (xs: number[], lo: number, hi: number) => {
      expect(xs.reduce((a, b) => Math.min(a, b))).toBeGreaterThanOrEqual(lo);
      expect(xs.reduce((a, b) => Math.max(a, b))).toBeLessThanOrEqual(hi);
    };
    within(ctr, 0.015, 0.06);
    within(cpc, 0.5, 5);
    within(cpm, 20, 100);
    within(cpl, 20, 200);
    expect(median(ctr)).toBeGreaterThan(0.025);
    expect(median(ctr)).toBeLessThan(0.045);
    expect(median(cpc)).toBeGreaterThan(0.8);
    expect(median(cpc)).toBeLessThan(3);
    expect(median(cpm)).toBeGreaterThan(30);
    expect(median(cpm)).toBeLessThan(80);
    expect(median(cpl)).toBeGreaterThan(30);
    expect(median(cpl)).toBeLessThan(150);
    within([sums.clicks / sums.impressions], 0.015, 0.06);
    within([sums.fee / sums.clicks / 100], 0.5, 5);
    within([(sums.fee / sums.impressions) * 10], 20, 100);
    within([sums.leadFee / sums.leads / 100], 20, 200);
  });

  it('reports leads only for lead-collecting accounts and order value only for selling ones', () => {
    const leadIndustries = new Set(['母婴', '家居家装', '教育培训', '医疗健康', '汽车', '本地生活']);
    let withLeads = 0;
    let withOrders = 0;
    for (const a of sim.accounts) {
      const rows = history.get(a.advertiserId)!;
      const leads = total(rows.map((r) => r.leads));
      const orders = total(rows.map((r) => r.orderValue));
      if (leads > 0) {
        withLeads++;
        expect(leadIndustries).toContain(a.industry);
        expect(orders).toBe(0);
      }
      if (orders > 0) withOrders++;
      expect(rows.every((r) => r.interactions >= 0 && r.consults >= 0 && r.landingVisits <= r.clicks)).toBe(
        true,
      );
    }
    expect(withLeads).toBeGreaterThan(100);
    expect(withOrders).toBeGreaterThan(100);
  });

  it('leaves 10-15% of the accounts that have spent dormant, some of which wake up later', () => {
    let eligible = 0;
    let dormant = 0;
    let woken = 0;
    for (const seed of [42, 43, 44]) {
      const s = seed === 42 ? sim : demo({ seed });
      const today = dayNumber(TODAY);
      for (const a of s.accounts) {
        const days = (seed === 42 ? history.get(a.advertiserId)! : s.dailyRows(a.advertiserId, ...EVER)).map(
          (r) => dayNumber(r.day),
        );
        if (days.length === 0 || days[0]! >= today - 90) continue;
        eligible++;
        if (days[days.length - 1]! < today - 90) dormant++;
        if (days.some((d, i) => i > 0 && d - days[i - 1]! > 90)) woken++;
      }
    }
    expect(dormant / eligible).toBeGreaterThanOrEqual(0.1);
    expect(dormant / eligible).toBeLessThanOrEqual(0.15);
    expect(woken / eligible).toBeGreaterThan(0.03);
  });

  it('has accounts whose spend fell by more than 30% against the month before', () => {
    const today = dayNumber(TODAY);
    let base = 0;
    let fell = 0;
    for (const rows of history.values()) {
      const sumIn = (from: number, to: number) =>
        total(rows.filter((r) => dayNumber(r.day) >= from && dayNumber(r.day) < to).map((r) => r.fee));
      const previous = sumIn(today - 60, today - 30);
      if (previous === 0) continue;
      base++;
      if (sumIn(today - 30, today) < 0.7 * previous) fell++;
    }
    expect(fell / base).toBeGreaterThan(0.05);
    expect(fell / base).toBeLessThan(0.3);
  });

  it('spends less at weekends', () => {
    const byWeekday = Array.from({ length: 7 }, () => 0);
    for (const r of allRows) byWeekday[new Date(`${r.day}T00:00:00Z`).getUTCDay()]! += r.fee;
    const weekend = (byWeekday[0]! + byWeekday[6]!) / 2;
    const weekdays = total(byWeekday.slice(1, 6)) / 5;
    expect(weekend).toBeLessThan(0.95 * weekdays);
    expect(weekend).toBeGreaterThan(0.6 * weekdays);
  });
});

describe('hourly data', () => {
  const lastDays = Array.from({ length: 30 }, (_, k) => addDays(TODAY, -1 - k));

  it('splits a closed day into 24 hours that add up to the day exactly, also on days the money ran out', () => {
    let days = 0;
    let starved = 0;
    for (const id of sample) {
      const byDay = new Map(history.get(id)!.map((r) => [r.day, r]));
      for (const day of lastDays) {
        const hours = sim.hourlyRows(id, day);
        const row = byDay.get(day);
        if (!row) {
          expect(hours).toEqual([]);
          continue;
        }
        days++;
        expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
        expect(total(hours.map((h) => h.fee))).toBe(row.fee);
        expect(total(hours.map((h) => h.impressions))).toBe(row.impressions);
        expect(total(hours.map((h) => h.clicks))).toBe(row.clicks);
        if (sim.balanceAt(id, day).total === 0) starved++;
      }
    }
    expect(days).toBeGreaterThan(500);
    expect(starved).toBeGreaterThan(0);
  });

  it('splits every account hour among the plans exactly', () => {
    for (const id of sample) {
      for (const day of [addDays(TODAY, -1), addDays(TODAY, -9), TODAY]) {
        const hours = sim.hourlyRows(id, day);
        const planHours = sim.planHourlyRows(id, day);
        const planIds = new Set(sim.plans(id).map((p) => p.planId));
        expect(planHours.every((p) => planIds.has(p.planId))).toBe(true);
        for (const h of hours) {
          const parts = planHours.filter((p) => p.hour === h.hour);
          expect(parts.length).toBeGreaterThan(0);
          expect(total(parts.map((p) => p.fee))).toBe(h.fee);
          expect(total(parts.map((p) => p.impressions))).toBe(h.impressions);
          expect(total(parts.map((p) => p.clicks))).toBe(h.clicks);
        }
        if (hours.length === 0) expect(planHours).toEqual([]);
      }
    }
  });

  it('peaks in the evening, 20:00-22:00, and is quiet at night', () => {
    const byHour = Array.from({ length: 24 }, () => 0);
    for (const id of sample) {
      for (const day of lastDays) for (const h of sim.hourlyRows(id, day)) byHour[h.hour]! += h.fee;
    }
    const top3 = byHour
      .map((fee, hour) => ({ fee, hour }))
      .sort((a, b) => b.fee - a.fee)
      .slice(0, 3)
      .map((x) => x.hour);
    expect(top3.sort()).toEqual([20, 21, 22]);
    expect(total(byHour.slice(2, 6)) / total(byHour)).toBeLessThan(0.05);
  });

  it('advances through today hour by hour, never beyond what the day ends with', () => {
    const c = clock(shanghai(TODAY, '00:00:30'));
    const s = createSimulator({ ...DEMO, anchorDay: TODAY, now: c.now });
    const times = [
      '00:00:30',
      '00:30:00',
      '03:10:00',
      '09:45:00',
      '10:20:00',
      '14:30:00',
      '20:05:00',
      '23:59:59',
    ];
    const accounts = sample.slice(0, 40);
    const seen = new Map<string, { fees: number[]; impressions: number; clicks: number }>();
    for (const time of times) {
      c.set(shanghai(TODAY, time));
      const hour = Number(time.slice(0, 2));
      for (const id of accounts) {
        const rows = s.hourlyRows(id, TODAY);
        if (rows.length === 0) continue;
        expect(rows.map((r) => r.hour)).toEqual(Array.from({ length: hour + 1 }, (_, h) => h));
        const fees = Array.from({ length: 24 }, (_, h) => rows[h]?.fee ?? 0);
        const before = seen.get(id);
        if (before) fees.forEach((fee, h) => expect(fee).toBeGreaterThanOrEqual(before.fees[h]!));
        const impressions = total(rows.map((r) => r.impressions));
        const clicks = total(rows.map((r) => r.clicks));
        expect(impressions).toBeGreaterThanOrEqual(before?.impressions ?? 0);
        expect(clicks).toBeGreaterThanOrEqual(before?.clicks ?? 0);
        seen.set(id, { fees, impressions, clicks });
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    c.set(shanghai(addDays(TODAY, 1), '08:00:00'));
    let nearlyAll = 0;
    for (const [id, last] of seen) {
      const final = s.hourlyRows(id, TODAY);
      last.fees.forEach((fee, h) => expect(fee).toBeLessThanOrEqual(final[h]?.fee ?? 0));
      const sofar = total(last.fees);
      const day = total(final.map((r) => r.fee));
      expect(sofar).toBeLessThanOrEqual(day);
      if (sofar >= 0.99 * day) nearlyAll++;
    }
    expect(nearlyAll).toBeGreaterThan(seen.size * 0.8);
  });

  it('grows today with the share of the curve that has passed', () => {
    const c = clock(shanghai(TODAY, '12:00:00'));
    const s = createSimulator({ ...DEMO, anchorDay: TODAY, now: c.now });
    const noonShare = (time: string) => {
      c.set(shanghai(TODAY, time));
      return total(sample.flatMap((id) => s.hourlyRows(id, TODAY).map((r) => r.fee)));
    };
    const noon = noonShare('12:00:00');
    const evening = noonShare('22:00:00');
    const end = noonShare('23:59:59');
    expect(noon / end).toBeGreaterThan(0.25);
    expect(noon / end).toBeLessThan(0.45);
    expect(evening / end).toBeGreaterThan(0.75);
    expect(evening / end).toBeLessThan(0.92);
  });
});

describe('money', () => {
  it('pays every fee with cash and grant exactly', () => {
    expect(
      allRows.find((r) => r.cashFee + r.grantFee !== r.fee || r.cashFee < 0 || r.grantFee < 0),
    ).toBeUndefined();
    expect(allRows.filter((r) => r.grantFee > 0).length).toBeGreaterThan(allRows.length * 0.1);
  });

  it('never lets a balance go below zero, and the fund records reconcile with the day ends', () => {
    for (const id of sample) {
      const account = sim.accounts.find((a) => a.advertiserId === id)!;
      const fees = new Map(history.get(id)!.map((r) => [r.day, r.fee]));
      const funds = sim.fundRows(id, ...EVER);
      expect(funds[0]).toMatchObject({ type: 'recharge' });
      expect(funds[0]!.occurredAt.slice(0, 10)).toBe(account.openedOn);
      let previous = 0;
      for (let day = account.openedOn; day < TODAY; day = addDays(day, 1)) {
        const b = sim.balanceAt(id, day);
        expect(b.cash).toBeGreaterThanOrEqual(0);
        expect(b.grant).toBeGreaterThanOrEqual(0);
        expect(b.total).toBe(b.cash + b.grant);
        expect(b.available).toBe(b.total);
        const records = funds.filter((f) => f.occurredAt.startsWith(day));
        const fee = fees.get(day) ?? 0;
        expect(b.total).toBe(previous + total(records.map((f) => f.amount)) - fee);
        if (records.length > 0) {
          // A record's balance counts the money in so far and the spend of the hours before it.
          const hour = Number(records[0]!.occurredAt.slice(11, 13));
          const spent = total(
            sim
              .hourlyRows(id, day)
              .filter((h) => h.hour < hour)
              .map((h) => h.fee),
          );
          let running = previous - spent;
          for (const f of records) {
            running += f.amount;
            expect(f.balanceAfter).toBe(running);
            expect(f.balanceAfter).toBeGreaterThanOrEqual(0);
          }
        }
        previous = b.total;
      }
      const now = sim.balanceAt(id, TODAY);
      const todayRecords = funds.filter((f) => f.occurredAt.startsWith(TODAY));
      const todayFee = total(sim.hourlyRows(id, TODAY).map((h) => h.fee));
      expect(now.total).toBe(previous + total(todayRecords.map((f) => f.amount)) - todayFee);
      expect(now.cash).toBeGreaterThanOrEqual(0);
      expect(todayRecords.every((f) => new Date(f.occurredAt) <= new Date(NOW))).toBe(true);
    }
  });

  it('recharges in ¥1,000 steps and grants in ¥100 steps, with transfers and refunds now and then', () => {
    const funds = ids.flatMap((id) => sim.fundRows(id, ...EVER));
    expect(new Set(funds.map((f) => f.type))).toEqual(new Set(FUND_TYPES));
    const wrong = funds.filter((f) => {
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(f.occurredAt)) return true;
      if (f.type === 'recharge' || f.type === 'transferIn') return f.amount <= 0 || f.amount % 100_000 !== 0;
      if (f.type === 'grant') return f.amount <= 0 || f.amount % 10_000 !== 0;
      return f.amount >= 0;
    });
    expect(wrong).toEqual([]);
    const count = (type: string) => funds.filter((f) => f.type === type).length;
    expect(count('recharge')).toBeGreaterThan(count('grant'));
    expect(count('refund')).toBeLessThan(count('recharge') / 10);
  });

  it('leaves some active accounts running low on money now', async () => {
    const balances = await sim.balances(ids);
    const today = dayNumber(TODAY);
    let active = 0;
    let low = 0;
    ids.forEach((id, i) => {
      const week = total(
        history
          .get(id)!
          .filter((r) => dayNumber(r.day) >= today - 7)
          .map((r) => r.fee),
      );
      if (week === 0) return;
      active++;
      if (balances[i]!.available / (week / 7) < 3) low++;
      expect(balances[i]!.available).toBeGreaterThanOrEqual(0);
    });
    expect(low / active).toBeGreaterThan(0.01);
    expect(low / active).toBeLessThan(0.15);
  });
});

describe('plans', () => {
  it('gives each account a few named plans with targets, placements, statuses and budgets', () => {
    const plans = ids.map((id) => sim.plans(id));
    expect(plans.every((p) => p.length <= 6)).toBe(true);
    expect(ids.every((id, i) => history.get(id)!.length === 0 || plans[i]!.length >= 1)).toBe(true);
    expect(median(plans.map((p) => p.length))).toBeGreaterThanOrEqual(2);
    const flat = plans.flat();
    expect(flat.every((p) => MARKETING_TARGETS.includes(p.marketingTarget))).toBe(true);
    expect(flat.every((p) => PLAN_STATUSES.includes(p.status))).toBe(true);
    expect(new Set(flat.map((p) => p.status))).toEqual(new Set(PLAN_STATUSES));
    expect(new Set(flat.map((p) => p.placement))).toEqual(new Set(['feed', 'search']));
    expect(flat.every((p) => p.budget === null || (p.budget > 0 && p.budget % 10_000 === 0))).toBe(true);
    expect(flat.every((p) => /^\d{4}-.+-.+-(信息流|搜索)-\d{2}$/.test(p.name))).toBe(true);
  });

  it('marks the plans of an account that ran out of money', async () => {
    const balances = await sim.balances(ids);
    ids.forEach((id, i) => {
      const live = sim.plans(id).filter((p) => p.status === 'balanceShort');
      if (live.length > 0) expect(balances[i]!.available).toBeLessThan(100);
    });
  });
});

describe('restated conversions', () => {
  it('grows leads and consults of a day until d+7, with fee, impressions and clicks final at once', () => {
    const day = '2025-05-20';
    const c = clock(shanghai(addDays(day, 1), '09:00:00'));
    const s = createSimulator({ ...DEMO, anchorDay: TODAY, now: c.now });
    const accounts = ids
      .filter((id) => history.get(id)!.some((r) => r.day === day && r.leads >= 5))
      .slice(0, 30);
    expect(accounts.length).toBeGreaterThan(10);
    const seen = accounts.map((id) => {
      const reports = [];
      for (let k = 1; k <= 9; k++) {
        c.set(shanghai(addDays(day, k), '09:00:00'));
        reports.push(s.dailyRows(id, day, day)[0]!);
      }
      return reports;
    });
    let restated = 0;
    for (const reports of seen) {
      const final = reports[8]!;
      reports.forEach((r, i) => {
        expect([r.fee, r.cashFee, r.impressions, r.clicks]).toEqual([
          final.fee,
          final.cashFee,
          final.impressions,
          final.clicks,
        ]);
        if (i > 0) {
          expect(r.leads).toBeGreaterThanOrEqual(reports[i - 1]!.leads);
          expect(r.consults).toBeGreaterThanOrEqual(reports[i - 1]!.consults);
          expect(r.orderValue).toBeGreaterThanOrEqual(reports[i - 1]!.orderValue);
        }
        if (i >= 6) expect(r).toEqual(final); // day d+7 onwards
      });
      if (reports[0]!.leads < final.leads) restated++;
    }
    expect(restated).toBeGreaterThan(accounts.length / 2);
  });
});

describe('the connector', () => {
  const id = sample[3]!;

  it('serves the offline report of closed days, at most 31 per call', async () => {
    const end = addDays(TODAY, -1);
    const start = addDays(end, -(MAX_REPORT_DAYS - 1));
    expect(await sim.offlineDaily(id, start, end)).toEqual(sim.dailyRows(id, start, end));
    await refusal(sim.offlineDaily(id, addDays(start, -1), end));
    await refusal(sim.offlineDaily(id, addDays(TODAY, -3), TODAY));
    await refusal(sim.offlineDaily(id, end, start));
    await refusal(sim.offlineDaily(id, '2025-02-30', '2025-03-02'));
    await refusal(sim.offlineDaily('1234', start, end));
  });

  it('serves the realtime report for today only', async () => {
    const report = await sim.realtimeHourly(id, TODAY);
    expect(report.account).toEqual(sim.hourlyRows(id, TODAY));
    expect(report.plans).toEqual(sim.planHourlyRows(id, TODAY));
    await refusal(sim.realtimeHourly(id, addDays(TODAY, -1)));
  });

  it('serves plans, balances and fund records', async () => {
    expect(await sim.listPlans(id)).toEqual(sim.plans(id));
    expect(await sim.balances([id])).toEqual([sim.balanceAt(id, TODAY)]);
    const start = addDays(TODAY, -120);
    expect(await sim.fundRecords(id, start, TODAY)).toEqual(sim.fundRows(id, start, TODAY));
    await refusal(sim.fundRecords(id, TODAY, start));
  });
});

describe('speed', () => {
  it('generates the daily history of the demo tier in well under two seconds', () => {
    const s = demo({ seed: 7 });
    // CPU time, not wall time, so that a busy machine does not fail the test.
    const cpu = () => process.cpuUsage().user / 1000;
    const started = cpu();
    let rows = 0;
    for (const a of s.accounts) rows += s.dailyRows(a.advertiserId, ...EVER).length;
    const elapsed = cpu() - started;
    expect(rows).toBeGreaterThan(100_000);
    // Measured at about 0.6 s; the bound leaves room for slower machines.
    expect(elapsed).toBeLessThan(3000);
  });
});
