import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { claimDue, failLapsedRuns, finishRun, renewLease, type ClaimedRun, type RunOutcome } from './claim';

/** A job's work: what it did, or a throw for a failure (recorded as one, with its message). */
export type JobHandler = (run: ClaimedRun) => Promise<RunOutcome>;

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  /** The work of each job kind this instance runs; it claims no run of another kind. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** How often this instance looks for due runs. */
  tickMs: number;
  /** How long a claimed run is this instance's without a renewal; renewed every third of it while it runs. */
  leaseMs: number;
  /** This instance's name in the runs it makes; the host and a random part by default. */
  instance?: string;
  /** Hears what went wrong outside a job's work (the database gone, say). */
  report?: (error: unknown) => void;
}

export interface Scheduler {
  instance: string;
  /** Runs what is due now, one run at a time, until nothing is; answers the runs made. */
  tick(): Promise<ClaimedRun[]>;
  /** A tick as soon as the one under way ends (a run asked for by hand). */
  kick(): void;
  /** No more ticks; the run under way finishes first. */
  stop(): Promise<void>;
  /** Stops at once, as a killed process would: the run under way is neither finished nor renewed any more. */
  halt(): void;
}

/** The most runs one tick makes, so that a tick ends and the next looks again from the top. */
const RUNS_PER_TICK = 50;

export function startScheduler(deps: SchedulerDeps): Scheduler {
  const instance = deps.instance ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = () => new Date(deps.clock.now());
  const kinds = Object.keys(deps.handlers);
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<ClaimedRun[]> | undefined;
  let again = false;
  let stopped = false;
  let halted = false;

  async function runOne(run: ClaimedRun) {
    const handler = deps.handlers[run.kind]!;
    const renewal = setInterval(() => {
      if (halted) return;
      renewLease(deps.db, run, instance, new Date(deps.clock.now() + deps.leaseMs)).catch(deps.report);
    }, deps.leaseMs / 3);
    let outcome: RunOutcome;
    try {
      outcome = await handler(run);
    } catch (error) {
      outcome = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearInterval(renewal);
    }
    if (!halted) await finishRun(deps.db, run, instance, outcome, now());
  }

  async function round(): Promise<ClaimedRun[]> {
    const runs: ClaimedRun[] = [];
    await failLapsedRuns(deps.db, 'all', now());
    while (!halted && runs.length < RUNS_PER_TICK) {
      const run = await claimDue(deps.db, now(), instance, deps.leaseMs, kinds);
      if (!run) break;
      runs.push(run);
      await runOne(run);
    }
    return runs;
  }

  function tick(): Promise<ClaimedRun[]> {
    ticking ??= round().finally(() => {
      ticking = undefined;
      if (again && !stopped) {
        again = false;
        void tick().catch(deps.report);
      }
    });
    return ticking;
  }

  function loop() {
    if (stopped) return;
    tick()
      .catch(deps.report)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, deps.tickMs);
      });
  }
  if (deps.tickMs > 0) loop();

  return {
    instance,
    tick,
    kick() {
      if (ticking) again = true;
      else void tick().catch(deps.report);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking?.catch(() => {});
    },
    halt() {
      stopped = halted = true;
      clearTimeout(timer);
    },
  };
}
