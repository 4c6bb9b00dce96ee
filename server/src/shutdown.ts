import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { settledWithin } from './patience';
import type { Repeating } from './background/repeat';
import type { Scheduler } from './jobs/scheduler';
import type { Resuming } from './modules/money/resume';

/** How long requests in flight and a job's run under way get to finish once the server is told to stop. */
const GRACE_MS = 2_000;
/** How long requests whose statements were cancelled get to answer (503) before they are answered so. */
const CANCELLED_MS = 500;

/** What a stopping server ends: what it has started so far. */
export interface Running {
  database?: Database;
  /** The read replica reports read, where one is given. */
  replica?: Database;
  fastify?: FastifyInstance;
  /** The scheduled jobs' runs this instance claims. */
  scheduler?: Scheduler | null;
  /** The rounds that send the notice outbox. */
  notices?: Repeating<unknown> | null;
  /** The round that finishes transfers left pending. */
  money?: Resuming;
}

/**
 * On SIGINT or SIGTERM: takes no more connections (a request that still comes is answered 503), gives requests
 * in flight and a job's run GRACE_MS, then cancels the statements of the requests still in flight and answers
 * each 503 with a retry hint, closes the database (a statement still running is not waited for long) and exits 0; so within a few seconds even
 * while a long query runs or the server is still starting. A repeated signal changes nothing: a terminal's
 * Ctrl-C or a signal to the process group reaches this process both directly and relayed by tsx.
 * `stopping` tells a start cut short by the stop from a start that failed.
 */
export function stopOnSignal(running: Running): { readonly stopping: boolean } {
  const state = { stopping: false };
  const stop = () => {
    if (state.stopping) return;
    state.stopping = true;
    void stopAll(running).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return state;
}

async function stopAll({ database, replica, fastify, scheduler, notices, money }: Running) {
  fastify?.draining.stop();
  const served = fastify?.close() ?? Promise.resolve();
  const [answered] = await Promise.all([
    settledWithin(GRACE_MS, served),
    scheduler && settledWithin(GRACE_MS, scheduler.stop()),
    notices && settledWithin(GRACE_MS, notices.stop()),
    money && settledWithin(GRACE_MS, money.stop()),
  ]);
  if (!answered) {
    // What still waits on the database fails now, and answers 503 itself; the rest is answered 503 here.
    await Promise.all([database?.interrupt(), replica?.interrupt()]);
    if (!(await settledWithin(CANCELLED_MS, served))) fastify?.draining.answerInFlight();
    await settledWithin(CANCELLED_MS, served);
  }
  await Promise.all([database?.close(), replica?.close()]);
}
