import type { Config } from './config';
import type { Database, Db } from './db/client';
import { AuthCache } from './auth/authCache';
import { ResultCache } from './reports/cache/resultCache';
import { SharedStore } from './reports/cache/sharedStore';
import { DataVersions } from './reports/cache/versions';
import { Turns } from './http/turns';
import type { ExportThread } from './reports/exportThread/exportThread';
import type { PlatformConnector } from './connectors/platform/types';
import { DEMO_KEY, FakeRobots } from './connectors/wecom/fakeRobots';
import { forgetLandingPages, LANDING_CHANNEL } from './modules/landing/pageCache';

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What every module of the server is built from. */
/**
 * Files built at once by one instance: an export of a sheet's rows holds a core for seconds, and other callers'
 * answers wait between its slices only (xlsxWriter yields), so two would halve what is left for them.
 */
const HEAVY_AT_ONCE = 1;

export interface AppContext {
  db: Db;
  /** Where reports and panels read: a read replica where one is given (REPORT_DATABASE_URL), else `db`. */
  reads: Db;
  config: Config;
  clock: Clock;
  authCache: AuthCache;
  /** This instance's copy of the data's versions, which the result cache's answers are stamped with. */
  versions: DataVersions;
  /** Report and panel results, computed once per question, scope and version of what they read. */
  results: ResultCache;
  /** The turns of the calls that build a whole file (RouteSpec.heavy): one at a time on this instance. */
  heavyTurns: Turns;
  /** Where reports' exports are built on PostgreSQL: a thread of their own, at the lowest priority. */
  exportThread?: ExportThread;
  /** The ad platform money moves through (and the sync pulls from); none when neither is configured. */
  platform?: PlatformConnector;
  /** The fake WeCom robots this server serves when no real webhook base is set (config.wecomWebhookBase). */
  fakeRobots?: FakeRobots;
}

/**
 * The context of one server instance on its database; `shared`: the results are shared with the other instances
 * of the same PostgreSQL (report_cache). `followDatabase` makes it follow the database's announcements.
 */
export function createAppContext(
  parts: Pick<AppContext, 'db' | 'config' | 'clock' | 'exportThread' | 'platform'> & {
    shared?: boolean;
    reads?: Db;
  },
): AppContext {
  const { db, config, clock, reads = db } = parts;
  // Read where the results are read, so that a result is stamped with the versions of what it was read from.
  const versions = new DataVersions(reads);
  const shared = parts.shared
    ? new SharedStore(db, (error) => console.warn(`report cache: ${(error as Error).message}`))
    : undefined;
  return {
    db,
    reads,
    config,
    clock,
    authCache: new AuthCache(config.authCacheMs, clock),
    versions,
    results: new ResultCache(versions, config.reportCacheBytes, shared),
    heavyTurns: new Turns(HEAVY_AT_ONCE),
    ...(parts.exportThread ? { exportThread: parts.exportThread } : {}),
    ...(parts.platform ? { platform: parts.platform } : {}),
    ...(config.wecomWebhookBase
      ? {}
      : {
          fakeRobots: new FakeRobots(
            () => clock.now(),
            (key) => key.startsWith(DEMO_KEY),
          ),
        }),
  };
}

/**
 * Follows what the database announces, whichever instance made the change: a change of who may do what clears
 * the sessions cached here at once; a move of the data's versions is read before the next cached answer; the
 * public landing pages are read again after a page or form changed.
 */
export async function followDatabase(app: AppContext, database: Pick<Database, 'listen'>): Promise<void> {
  await database.listen('adops_auth', () => app.authCache.clear());
  await database.listen(LANDING_CHANNEL, () => forgetLandingPages(app));
  await database.listen('adops_versions', () => {
    app.versions.moved();
    // A replica may show the change a little after the primary announces it: its versions are read again.
    if (app.reads !== app.db)
      for (const ms of REPLICA_LAG_MS) setTimeout(() => app.versions.moved(), ms).unref();
  });
}

/** When versions are read again from a replica after an announcement. */
const REPLICA_LAG_MS = [1_000, 5_000, 30_000];
