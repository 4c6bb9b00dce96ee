import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { adAccounts, balanceSnapshots, campaignPlans, fundRecords, jobRuns } from '../db/schema';
import { countInBalances, writeReadings, type BalanceReading } from '../facts/balances';
import { writeDailyFacts, writeHourlyFacts, writePlanHourlyFacts, type DailyFact } from '../facts/writer';
import { MAX_REPORT_DAYS } from '../connectors/platform/types';
import type {
  AccountHourlyRow,
  DailyRow,
  FundRow,
  PlanHourlyRow,
  PlatformAccount,
  PlatformConnector,
  PlatformPlan,
} from '../connectors/platform/types';
import { addDays, shanghaiDay, shanghaiMidnight } from '../time';
import { pullNotes, pulledRows, writeNotes, type PulledNotes } from './notes';
import { recordSyncState, type AccountOutcome, type SyncMoment } from './syncState';

/**
 * The platform sync. `hourly` (every few minutes) pulls today's realtime hours of every account and its
 * plans, today's fund records and the balance, read right after the hours so that it holds the spend they say
 * (and, on an account's first run of a day, the fund records and closed days since its last balance); `daily`
 * (once a day) re-pulls the last 7 closed days, which the platform restates, their fund records, the plans and
 * the notes (their content accounts, their days), and no balance, as it reads no hours. Every run is logged in
 * job_runs; a failing account is logged and the others go on; one run at a time across every server instance on
 * the database. `account` pulls both, for the
 * accounts asked for by hand. Each account's last sync (account_sync_state) is written with its facts.
 */

export type SyncKind = 'hourly' | 'daily' | 'account';

export const SYNC_JOBS: Record<SyncKind, string> = {
  hourly: 'platform.hourly',
  daily: 'platform.daily',
  account: 'platform.account',
};

/** The advisory lock key of the sync (any fixed number the other jobs do not use). */
const SYNC_LOCK = 7_301_001;

/** Days the platform restates, re-pulled by the daily run. */
export const RESTATED_DAYS = 7;

/** Platform calls in flight at once. */
const CONCURRENCY = 8;

/** Accounts written per transaction, so that readers are never held for long. */
const WRITE_BATCH = 200;

export interface SyncResult {
  status: 'ok' | 'partial' | 'failed' | 'busy';
  accounts: number;
  rows: number;
  errors: { advertiserId: string; message: string }[];
}

interface SyncDeps {
  database: Database;
  connector: PlatformConnector;
  now: () => number;
  /** Aborted when the sync's lock is lost (its connection cut): the run stops before its next write. */
  held?: AbortSignal;
}

/** What a run is of: its run in the automation log, and only these accounts (by the console's ids). */
export interface SyncScope {
  runId?: number;
  accountIds?: number[];
}

interface Pulled {
  accountId: number;
  advertiserId: string;
  hours?: AccountHourlyRow[];
  planHours?: PlanHourlyRow[];
  days?: DailyRow[];
  plans?: PlatformPlan[];
  funds: FundRow[];
  /** The content accounts, notes and the notes' restated days. */
  notes?: PulledNotes;
  /** The balance, read right after today's hours. */
  balance?: BalanceReading;
}

/** A sync run of its own, logged in job_runs (outside the scheduler: a test's, a command's). */
export async function runSync(deps: SyncDeps, kind: SyncKind, accountIds?: number[]): Promise<SyncResult> {
  const outcome = await deps.database.exclusive(SYNC_LOCK, (held) =>
    logged({ ...deps, held }, kind, accountIds),
  );
  return outcome === 'busy' ? BUSY : outcome;
}

const BUSY: SyncResult = { status: 'busy', accounts: 0, rows: 0, errors: [] };

/** A sync round unlogged, for a scheduled job's run (which the scheduler logs); one at a time, as every run. */
export async function pullPlatform(
  deps: SyncDeps,
  kind: SyncKind,
  scope: SyncScope = {},
): Promise<SyncResult> {
  const outcome = await deps.database.exclusive(SYNC_LOCK, (held) => sync({ ...deps, held }, kind, scope));
  return outcome === 'busy' ? BUSY : outcome;
}

async function logged(deps: SyncDeps, kind: SyncKind, accountIds?: number[]): Promise<SyncResult> {
  const db = deps.database.background;
  const [run] = await db
    .insert(jobRuns)
    .values({ job: SYNC_JOBS[kind], startedAt: new Date(deps.now()) })
    .returning({ id: jobRuns.id });
  let result: SyncResult;
  let message: string | null = null;
  try {
    result = await sync(deps, kind, { runId: run!.id, ...(accountIds ? { accountIds } : {}) });
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
    result = { status: 'failed', accounts: 0, rows: 0, errors: [] };
  }
  await db
    .update(jobRuns)
    .set({
      finishedAt: new Date(deps.now()),
      status: result.status,
      accounts: result.accounts,
      rows: result.rows,
      errors: result.errors.length ? result.errors : null,
      message,
    })
    .where(eq(jobRuns.id, run!.id));
  return result;
}

async function sync(deps: SyncDeps, kind: SyncKind, scope: SyncScope): Promise<SyncResult> {
  const { database, connector } = deps;
  const moment: SyncMoment = {
    at: new Date(deps.now()),
    runId: scope.runId ?? null,
    answersRequests: kind === 'account',
  };
  const today = shanghaiDay(moment.at.getTime());
  // A background job: a sync round is not cut by the requests' query time budget.
  const db = database.background;
  const known = await registerAccounts(db, await connector.listAccounts());
  const errors: SyncResult['errors'] = [];
  const failed: AccountOutcome[] = [];
  const asked = scope.accountIds ? new Set(scope.accountIds) : null;
  if (asked) {
    for (const [advertiserId, accountId] of known) if (!asked.has(accountId)) known.delete(advertiserId);
    const listed = new Set(known.values());
    for (const accountId of asked)
      if (!listed.has(accountId)) {
        failed.push({ accountId, error: NOT_LISTED });
        errors.push({ advertiserId: `#${accountId}`, message: NOT_LISTED });
      }
  }
  const restated = kind !== 'hourly';
  const readToday = kind !== 'daily';
  const lastRead = readToday ? await lastReadDays(db, [...known.values()]) : new Map<number, string>();

  const pulled = await eachLimited([...known], async ([advertiserId, accountId]): Promise<Pulled | null> => {
    try {
      const since = pullSince(today, restated, lastRead.get(accountId));
      // Fund records before the balance: every record pulled is in the balance read after it.
      const funds = await connector.fundRecords(advertiserId, since, today);
      const got: Pulled = { accountId, advertiserId, funds };
      if (readToday) {
        // Today's hours and the balance read together: the balance holds the spend the hours say.
        const { account, plans } = await connector.realtimeHourly(advertiserId, today);
        const readAt = new Date(deps.now());
        const [balance] = await connector.balances([advertiserId]);
        Object.assign(got, { hours: account, planHours: plans });
        if (balance) got.balance = { ...balance, accountId, day: today, readAt };
      }
      // The days closed since the last balance read: what was spent after that reading.
      if (since < today) got.days = await connector.offlineDaily(advertiserId, since, addDays(today, -1));
      if (restated) {
        got.plans = await connector.listPlans(advertiserId);
        got.notes = await pullNotes(connector, accountId, advertiserId, [
          addDays(today, -RESTATED_DAYS),
          addDays(today, -1),
        ]);
      }
      return got;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push({ advertiserId, message });
      failed.push({ accountId, error: message });
      return null;
    }
  });
  const good = pulled.filter((p): p is Pulled => p !== null);

  let rows = 0;
  for (let i = 0; i < good.length; i += WRITE_BATCH) {
    const batch = good.slice(i, i + WRITE_BATCH);
    deps.held?.throwIfAborted();
    rows += await db.transaction(async (tx) => {
      const written = await writePulled(tx, batch, today);
      await recordSyncState(tx, batch.map(outcomeOf), moment);
      return written;
    });
  }
  await recordSyncState(db, failed, moment);
  const status = errors.length === 0 ? 'ok' : good.length ? 'partial' : 'failed';
  return { status, accounts: good.length, rows, errors };
}

/** What an account asked for says when the platform does not list it. */
export const NOT_LISTED = 'the platform does not list this account';

/** The rows pulled of an account and written: its hours, plan hours, days, plans and fund records. */
const outcomeOf = (p: Pulled): AccountOutcome => ({
  accountId: p.accountId,
  rows:
    (p.hours?.length ?? 0) +
    (p.planHours?.length ?? 0) +
    (p.days?.length ?? 0) +
    (p.plans?.length ?? 0) +
    pulledRows(p.notes) +
    p.funds.length,
});

/** Every platform account by its id; accounts new on the platform are added, unassigned, for staff to file. */
async function registerAccounts(db: Executor, accounts: PlatformAccount[]): Promise<Map<string, number>> {
  if (accounts.length) {
    await db
      .insert(adAccounts)
      .values(
        accounts.map((a) => ({
          platformId: a.advertiserId,
          name: a.name,
          product: a.product,
          status: a.status,
          openedOn: a.openedOn,
          dailyBudget: a.dailyBudget,
        })),
      )
      .onConflictDoNothing({ target: adAccounts.platformId });
  }
  const ids = accounts.map((a) => a.advertiserId);
  const rows = ids.length
    ? await db
        .select({ id: adAccounts.id, platformId: adAccounts.platformId })
        .from(adAccounts)
        .where(inArray(adAccounts.platformId, ids))
    : [];
  return new Map(rows.map((r) => [r.platformId, r.id]));
}

async function writePulled(tx: Executor, batch: Pulled[], today: string): Promise<number> {
  let rows = 0;
  const plans = batch.flatMap((p) => (p.plans ?? []).map((plan) => ({ accountId: p.accountId, plan })));
  if (plans.length) {
    await tx
      .insert(campaignPlans)
      .values(
        plans.map(({ accountId, plan }) => ({
          accountId,
          platformPlanId: plan.planId,
          name: plan.name,
          marketingTarget: plan.marketingTarget,
          placement: plan.placement,
          status: plan.status,
          budget: plan.budget,
        })),
      )
      .onConflictDoUpdate({
        target: campaignPlans.platformPlanId,
        set: {
          name: sql`excluded.name`,
          status: sql`excluded.status`,
          budget: sql`excluded.budget`,
          updatedAt: sql`now()`,
        },
        // A plan as it was is left alone: the catalog's version (reports' cached results) moves only on a change.
        setWhere: sql`(${campaignPlans.name}, ${campaignPlans.status}, ${campaignPlans.budget})
          is distinct from (excluded.name, excluded.status, excluded.budget)`,
      });
    rows += plans.length;
  }
  const daily: DailyFact[] = batch.flatMap((p) =>
    (p.days ?? []).map(({ advertiserId: _, ...measures }) => ({ ...measures, accountId: p.accountId })),
  );
  rows += await writeDailyFacts(tx, daily);
  rows += await writeHourlyFacts(
    tx,
    batch.flatMap((p) =>
      (p.hours ?? []).map((h) => ({
        accountId: p.accountId,
        day: today,
        hour: h.hour,
        fee: h.fee,
        impressions: h.impressions,
        clicks: h.clicks,
      })),
    ),
  );
  rows += await writePlanHours(tx, batch);
  rows += await writeReadings(
    tx,
    batch.flatMap((p) => (p.balance ? [p.balance] : [])),
  );
  rows += await writeFunds(tx, batch);
  rows += await writeNotes(
    tx,
    batch.flatMap((p) => (p.notes ? [p.notes] : [])),
  );
  return rows;
}

/** Plan hours by the console's plan ids; plans the console does not know yet are added first. */
async function writePlanHours(tx: Executor, batch: Pulled[]): Promise<number> {
  const hours = batch.flatMap((p) => (p.planHours ?? []).map((h) => ({ accountId: p.accountId, ...h })));
  if (!hours.length) return 0;
  const planIds = [...new Set(hours.map((h) => h.planId))];
  const known = new Map(
    (
      await tx
        .select({ id: campaignPlans.id, platformPlanId: campaignPlans.platformPlanId })
        .from(campaignPlans)
        .where(inArray(campaignPlans.platformPlanId, planIds))
    ).map((r) => [r.platformPlanId, r.id]),
  );
  const unknown = [...new Map(hours.filter((h) => !known.has(h.planId)).map((h) => [h.planId, h])).values()];
  if (unknown.length) {
    const added = await tx
      .insert(campaignPlans)
      .values(
        unknown.map((h) => ({
          accountId: h.accountId,
          platformPlanId: h.planId,
          name: h.planId,
          marketingTarget: 'traffic',
        })),
      )
      .returning({ id: campaignPlans.id, platformPlanId: campaignPlans.platformPlanId });
    added.forEach((r) => known.set(r.platformPlanId, r.id));
  }
  return writePlanHourlyFacts(
    tx,
    hours.map((h) => ({
      planId: known.get(h.planId)!,
      day: h.day,
      hour: h.hour,
      fee: h.fee,
      impressions: h.impressions,
      clicks: h.clicks,
    })),
  );
}

/** Fund records once each, by the platform's record id. */
async function writeFunds(tx: Executor, batch: Pulled[]): Promise<number> {
  const funds = batch.flatMap((p) => p.funds.map((f) => ({ accountId: p.accountId, ...f })));
  if (!funds.length) return 0;
  const written = await tx
    .insert(fundRecords)
    .values(
      funds.map((f) => ({
        accountId: f.accountId,
        occurredAt: new Date(f.occurredAt),
        type: f.type,
        amount: f.amount,
        balanceAfter: f.balanceAfter,
        platformRecordId: f.recordId,
        remark: f.remark,
      })),
    )
    .onConflictDoNothing({ target: fundRecords.platformRecordId })
    .returning({
      accountId: fundRecords.accountId,
      occurredAt: fundRecords.occurredAt,
      amount: fundRecords.amount,
    });
  await countInBalances(tx, written);
  return written.length;
}

/** Each account's latest day with a balance. */
async function lastReadDays(db: Executor, accountIds: number[]): Promise<Map<number, string>> {
  if (!accountIds.length) return new Map();
  const rows = await db
    .select({ accountId: balanceSnapshots.accountId, day: sql<string>`max(${balanceSnapshots.day})` })
    .from(balanceSnapshots)
    .where(inArray(balanceSnapshots.accountId, accountIds))
    .groupBy(balanceSnapshots.accountId);
  return new Map(rows.map((r) => [r.accountId, r.day]));
}

/**
 * The first day an account's fund records and closed days are pulled from: the restated week, or today; and
 * back to the account's last balance when that is older (at most a report's range back), so that the records
 * and the spend after it are in the books before today's balance is.
 */
export function pullSince(today: string, restated: boolean, lastRead: string | undefined): string {
  const from = restated ? addDays(today, -RESTATED_DAYS) : today;
  if (!lastRead || lastRead >= from) return from;
  const earliest = addDays(today, -MAX_REPORT_DAYS);
  return lastRead < earliest ? earliest : lastRead;
}

/** Runs `work` on every item with at most CONCURRENCY in flight; results in the items' order. */
async function eachLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

/** Whether the daily run has already gone well today (Asia/Shanghai). */
export async function dailyRanToday(db: Executor, now: number): Promise<boolean> {
  const since = shanghaiMidnight(shanghaiDay(now));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, SYNC_JOBS.daily),
        gte(jobRuns.startedAt, since),
        inArray(jobRuns.status, ['ok', 'partial']),
      ),
    );
  return (row?.n ?? 0) > 0;
}
