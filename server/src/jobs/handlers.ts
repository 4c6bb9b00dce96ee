import type { Clock } from '../context';
import { DEFAULT_MAIL_FROM } from '../config';
import type { Database } from '../db/client';
import type { PlatformConnector } from '../connectors/platform/types';
import { dailyRanToday, pullPlatform, type SyncKind, type SyncScope } from '../sync/platformSync';
import { requestedAccounts } from '../sync/syncState';
import { cleanUp } from './cleanup';
import { runNoticeRule } from '../notices/rules/run';
import { createMailer, type Mailer } from '../mail/transport';
import { runLeadDigest } from '../modules/leadEmail/digest';
import { LEAD_DIGEST_JOB } from '../modules/leadEmail/job';
import type { JobHandler } from './scheduler';
import { requestRun } from './systemJobs';

export interface JobDeps {
  database: Database;
  clock: Clock;
  /** The platform the sync pulls from; without it this instance runs no sync. */
  connector: PlatformConnector | null;
  /** How lead e-mails leave (SMTP_URL's server, or kept in their log), and whom they are from (MAIL_FROM). */
  mail?: { mailer: Mailer; from: string };
}

/** The work of each system job kind this instance runs. */
export function systemJobHandlers({
  database,
  clock,
  connector,
  mail = { mailer: createMailer(undefined), from: DEFAULT_MAIL_FROM },
}: JobDeps): Record<string, JobHandler> {
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
    [LEAD_DIGEST_JOB]: (run) =>
      runLeadDigest({ db: database.db, ...mail, now }, run.refId!, {
        asked: run.trigger === 'manual',
        runId: run.runId,
      }),
  };
}
