import type { Clock } from '../context';
import type { Database } from '../db/client';
import type { PlatformConnector } from '../connectors/platform/types';
import { dailyRanToday, pullPlatform, type SyncKind, type SyncScope } from '../sync/platformSync';
import { requestedAccounts } from '../sync/syncState';
import { cleanUp } from './cleanup';
import { runNoticeRule } from '../notices/rules/run';
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
    (kind: SyncKind, connector: PlatformConnector, scope: Omit<SyncScope, 'runId'> = {}): JobHandler =>
    async (run) => {
      const result = await pullPlatform({ database, connector, now: () => clock.now() }, kind, {
        ...scope,
        runId: run.runId,
      });
      return { status: result.status, accounts: result.accounts, rows: result.rows, errors: result.errors };
    };
  const sync: Record<string, JobHandler> = connector
    ? {
        'platform.hourly': async (run) => {
          // A server started after the day's restated days were due pulls them at once.
          if (!(await dailyRanToday(database.background, clock.now())))
            await requestRun(database.db, 'platform.daily', now());
          const outcome = await pull('hourly', connector)(run);
          // Accounts asked for that a busy platform left waiting (another instance's sync) are taken after.
          if ((await requestedAccounts(database.background)).length)
            await requestRun(database.db, 'platform.account', now());
          return outcome;
        },
        'platform.daily': pull('daily', connector),
        'platform.account': async (run) => {
          const accountIds = await requestedAccounts(database.background);
          if (!accountIds.length) return { status: 'ok', note: { key: 'syncNoAccountAsked' } };
          return pull('account', connector, { accountIds })(run);
        },
      }
    : {};
  return {
    ...sync,
    cleanup: () => cleanUp(database.db, now()),
    'notice.rule': (run) => runNoticeRule(database.db, run.refId!, run.dueAt, now(), run.runId),
  };
}
