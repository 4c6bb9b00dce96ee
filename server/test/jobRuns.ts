import type { PlatformConnector } from '../src/connectors/platform/types';
import { systemJobHandlers } from '../src/jobs/handlers';
import { createMailer } from '../src/mail/transport';
import { startScheduler } from '../src/jobs/scheduler';
import type { TestApi, TestClock } from './harness';

/** One look of a scheduler at the test's database: the runs due now (or asked for) run, and are answered. */
export async function runDueJobs(api: TestApi, clock: TestClock, connector: PlatformConnector | null = null) {
  const scheduler = startScheduler({
    db: api.app.db,
    clock,
    handlers: systemJobHandlers({
      database: api.database,
      clock,
      connector,
      mail: { mailer: createMailer(api.config.smtpUrl), from: api.config.mailFrom },
    }),
    tickMs: 0,
    leaseMs: 60_000,
  });
  try {
    return await scheduler.tick();
  } finally {
    await scheduler.stop();
  }
}
