import { dailyRanToday, runSync, type SyncResult } from './platformSync';
import type { Database } from '../db/client';
import type { PlatformConnector } from '../connectors/platform/types';

export interface SyncSchedule {
  /** One round now: the daily run first if it has not gone well today, then the hourly run. */
  tick(): Promise<SyncResult[]>;
  stop(): Promise<void>;
}

/** Runs a round at once and then every `intervalMs`, never two rounds at a time. */
export function scheduleSync(
  deps: { database: Database; connector: PlatformConnector; now: () => number },
  intervalMs: number,
  report: (error: unknown) => void,
): SyncSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SyncResult[]> | undefined;
  let stopped = false;

  async function round(): Promise<SyncResult[]> {
    const results: SyncResult[] = [];
    if (!(await dailyRanToday(deps.database.background, deps.now())))
      results.push(await runSync(deps, 'daily'));
    results.push(await runSync(deps, 'hourly'));
    return results;
  }

  function tick() {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  }

  function loop() {
    if (stopped) return;
    tick()
      .catch(report)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  }
  loop();

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
