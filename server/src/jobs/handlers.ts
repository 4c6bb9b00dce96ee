import type { Clock } from '../context';
import type { Database } from '../db/client';
import type { PlatformConnector } from '../connectors/platform/types';
import { dailyRanToday, pullPlatform, type SyncKind } from '../sync/platformSync';
import { cleanUp } from './cleanup';
import type { JobHandler } from './scheduler';
import { requestRun } from './systemJobs';

export interface JobDeps {
  database: Database;
  clock: Clock;
  /** The platform the sync pulls from; without it this instance runs no sync. */
  connector: PlatformConnector | null;
}

/** The work of each system job kind this instance runs. */
export function systemJobHandlers({ database, clock, connector }: JobDeps): Record<string, JobHandler> {
  const now = () => new Date(clock.now());
  const pull =
    (kind: SyncKind, connector: PlatformConnector): JobHandler =>
    async () => {
      const result = await pullPlatform({ database, connector, now: () => clock.now() }, kind);
      return { status: result.status, accounts: result.accounts, rows: result.rows, errors: result.errors };
    };
  const sync: Record<string, JobHandler> = connector
    ? {
        'platform.hourly': async (run) => {
          // A server started after the day's restated days were due pulls them at once.
          if (!(await dailyRanToday(database.background, clock.now())))
            await requestRun(database.db, 'platform.daily', now());
          return pull('hourly', connector)(run);
        },
        'platform.daily': pull('daily', connector),
      }
    : {};
  return { ...sync, cleanup: () => cleanUp(database.db, now()) };
}
