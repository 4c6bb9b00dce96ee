import type { Clock } from '../context';
import type { Db } from '../db/client';
import { instanceName } from '../background/instance';
import { repeatEvery, type Repeating } from '../background/repeat';
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

/** The scheduler of one instance: a tick claims and runs what is due (`kick`: a run asked for by hand). */
export interface Scheduler extends Repeating<ClaimedRun[]> {
  instance: string;
}

/** The most runs one tick makes, so that a tick ends and the next looks again from the top. */
const RUNS_PER_TICK = 50;

export function startScheduler(deps: SchedulerDeps): Scheduler {
  const instance = deps.instance ?? instanceName();
  const now = () => new Date(deps.clock.now());
  const kinds = Object.keys(deps.handlers);
  const rounds: Repeating<ClaimedRun[]> = repeatEvery(deps.tickMs, round, deps.report);

  async function runOne(run: ClaimedRun) {
    const handler = deps.handlers[run.kind]!;
    const renewal = setInterval(() => {
      if (rounds.halted) return;
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
    if (!rounds.halted) await finishRun(deps.db, run, instance, outcome, now());
  }

  async function round(): Promise<ClaimedRun[]> {
    const runs: ClaimedRun[] = [];
    await failLapsedRuns(deps.db, 'all', now());
    while (!rounds.halted && runs.length < RUNS_PER_TICK) {
      const run = await claimDue(deps.db, now(), instance, deps.leaseMs, kinds);
      if (!run) break;
      runs.push(run);
      await runOne(run);
    }
    return runs;
  }

  return Object.assign(rounds, { instance });
}
