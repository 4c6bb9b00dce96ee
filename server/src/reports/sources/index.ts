import type { SQL } from 'drizzle-orm';
import type { SummedKey } from '@adops/common/metrics';
import type { Thresholds } from '@adops/common/thresholds';
import type { Executor } from '../../db/client';
import type { SummedBy } from '../../facts/writer';
import type { Bucket } from '../segments';
import { accounts } from './accounts';
import { balances } from './balances';
import { customerMonths } from './customerMonths';
import { descents } from './descents';
import { onlineAccounts } from './onlineAccounts';
import { facts } from './facts';
import { noteFacts } from './noteFacts';
import { planFacts } from './planFacts';
import { todayAccounts } from './todayAccounts';

/**
 * The rows `f` a report aggregates come from a source: the account facts, the plans' hours, the balances, the
 * accounts, or any other registered here. Every source answers account_id, plan_id, period and hour, so
 * dimensions, scope and filters apply alike; the measures read the columns it carries besides. A source says
 * what the engine needs to know of its rows; the engine never asks which source it is.
 */
export interface SourceDefinition {
  /**
   * The rows of a range, as the parts they are read from (added up by UNION ALL): each part's rows are distinct
   * report rows where rows are one per account and period, so a top-N of the whole is one of the parts' top-Ns.
   */
  parts(range: [string, string], options: SourceOptions): SQL[];
  /** Its rows have periods, so a report's time bucket applies; else each row stands for the whole range. */
  periods: boolean;
  /**
   * The summed rollups its rows can be read from instead of the accounts' for a bucket (per team, customer or
   * operator and customer); which one a report reads is the engine's choice (plan.ts, summedByOf).
   */
  summedRollups(bucket: Bucket): readonly SummedBy[];
  /** Its rows carry the summed measures per account, so they can be summed per account and period (perAccount). */
  summable: boolean;
  /** Its rows can be a report's rows themselves (an account's day), a page then a top-N cut of them (flatRows). */
  flat: boolean;
  /**
   * Its rows of accounts (all but a team's or a customer's sums) are read for the accounts SourceOptions.accounts
   * keeps only, so the report does not filter them by the scope and filters again (a condition asked twice reads
   * to the planner as keeping far fewer rows than it does).
   */
  keepsAccounts?: true;
  /**
   * Its rows are customers' (customer_id, no account): read for the customers of the accounts the scope and
   * filters keep (which it keeps itself), grouped by what a customer's row knows (the customer, a period).
   */
  customers?: true;
  /** The table whose first day is the first with hours held (hours are kept a few weeks). */
  hoursTable: string;
  /**
   * The last day its daily rows hold, where a closed range ending on or after it reads the period under way
   * whole (segments.ts); a source without daily rollups has none.
   */
  factsUntil?(db: Executor): Promise<string | null>;
  /** The first and last day whose facts `parts` reads, where not the range's own (a result cache's validity). */
  daysRead?(range: [string, string], options: SourceOptions): [string, string];
}

export interface SourceOptions {
  bucket: Bucket;
  today: string;
  /** The thresholds in force, for rows flagged by them (a low balance, a descent, a customer's KPI states). */
  inForce: Thresholds;
  /** The last day the daily facts hold, where known (segments.ts). */
  factsUntil?: string | null;
  /** The current hour (Asia/Shanghai), for rows of today as far as it has gone. */
  hour?: number;
  /** Only the hours up to this one (inclusive), read from the hours even for closed days: "same time". */
  upToHour?: number;
  /**
   * By hour, whether the rows are told apart by their hour (false: the hours of the range summed per row, a
   * pivot's rows or a report's totals, may be read from their days' sums).
   */
  byHour?: boolean;
  /** Only the rows of the accounts (or customers) this condition on an account `a` picks. */
  within?: SQL;
  /**
   * The accounts the caller's scope and the query's filters keep, a condition on an account `a`: the report drops
   * every other account's rows anyway, so rows keyed by account are read for these only (by their key, where
   * they are few: an operator's, a group's).
   */
  accounts?: SQL;
  /** The summed measures read (what the report's measures are made of); each part answers these columns. */
  columns: SummedKey[];
  /**
   * One row per account and period: the finer parts of a period (loose days, today's hours) summed per account.
   * Needed by what counts rows; anything else sums the parts as they are.
   */
  onePerAccount?: boolean;
  /**
   * Rows read as the sums per customer, per team or per operator and customer (customer_daily…, team_daily…,
   * operator_customer_daily…, a team's hours from team_hourly): rows carry those key columns, not account_id,
   * `spending` is how many of their accounts spent and `accounts` how many accounts' rows they sum.
   */
  summedBy?: SummedBy;
}

/**
 * The keys of the registered sources, which report definitions name. A module that registers a source of its
 * own adds its key here by declaration merging, so that definitions naming it type-check.
 */
export interface SourceKeys {
  facts: true;
  planFacts: true;
  balances: true;
  accounts: true;
  todayAccounts: true;
  customerMonths: true;
  descents: true;
  onlineAccounts: true;
  noteFacts: true;
}

export type SourceKey = keyof SourceKeys;

/** A report that names no source sums the account facts. */
const DEFAULT_SOURCE: SourceKey = 'facts';

const REGISTRY = new Map<SourceKey, SourceDefinition>([
  ['facts', facts],
  ['planFacts', planFacts],
  ['balances', balances],
  ['accounts', accounts],
  ['todayAccounts', todayAccounts],
  ['customerMonths', customerMonths],
  ['descents', descents],
  ['onlineAccounts', onlineAccounts],
  ['noteFacts', noteFacts],
]);

/** Adds a source beside the built-in ones. */
export function registerSource(key: SourceKey, source: SourceDefinition): void {
  if (REGISTRY.has(key)) throw new Error(`report source ${key}: registered already`);
  REGISTRY.set(key, source);
}

/** The definition of a source by its key (the account facts when none is named). */
export function sourceOf(key: SourceKey = DEFAULT_SOURCE): SourceDefinition {
  const source = REGISTRY.get(key);
  if (!source) throw new Error(`report source ${key}: not registered`);
  return source;
}
