import { Worker } from 'node:worker_threads';
import { settledWithin } from '../../patience';
import { currentLane } from '../lane';
import { statementTimeout } from '../sqlState';
import { FairQueue } from './fairQueue';

/** What the main thread asks of PGlite's worker (`worker.mjs`). `tx`: within that open transaction. */
export type WireRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types kept as text: the worker gives them identity parsers (drizzle's parsers, which are such). */
      textOids?: number[];
      /** For COPY … FROM '/dev/blob': the blob's text. */
      blobText?: string;
      tx?: number;
    }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'close' };

/**
 * The worker's answer to request `id` (0: its start). `timedOut`: the request's deadline passed before its turn
 * came, so it did not run.
 */
type WireReply = { id: number } & (
  { result: unknown } | { error: { message: string } & Record<string, unknown> } | { timedOut: true }
);
/** A request answered on this side (interrupted) with `failure`. */
type LocalReply = { id: number; failure: unknown };
/** A NOTIFY on a channel the thread listens to. */
type WireNotice = { notice: string; payload: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout | undefined;
  /** Stops listening for the interruption of the request. */
  forget: (() => void) | undefined;
}

const WORKER = new URL('./worker.mjs', import.meta.url);
/** Statements sent to PGlite before the first is answered: one running, one ready to start. */
const IN_FLIGHT = 2;

/**
 * PGlite running in a worker thread, and the messages to it. A request under a time budget is answered with
 * PostgreSQL's statement-timeout error once the budget has passed, whatever the worker is doing: a statement
 * already running there runs to its end and its answer is dropped; one still waiting for its turn is skipped.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, ((payload: string) => void)[]>();
  /** Statements waiting for their turn, and those sent whose answer has not come. */
  readonly #waiting = new FairQueue<WireRequest & { id: number }>();
  readonly #sent = new Set<number>();
  #lastId = 0;
  #stopped: Error | undefined;

  private constructor(dataDir: string, image: string | undefined) {
    this.#worker = new Worker(WORKER, { workerData: { dataDir, image } });
    this.#worker.on('message', (message: WireReply | WireNotice) =>
      'notice' in message ? this.#announce(message) : this.#settle(message),
    );
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', () => this.#stop(new Error('PGlite stopped')));
  }

  static async start(dataDir: string, image?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, image);
    try {
      await thread.#expect(0, undefined);
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  /**
   * Sends a request. A statement outside a transaction and the start of one wait their turn in `lane` (a user's,
   * or the background's): PGlite runs one statement at a time, so they are sent a few at a time, taking turns
   * by lane. A transaction's own statements and its end go at once: it holds PGlite's session till it ends.
   */
  request(
    request: WireRequest,
    budgetMs?: number,
    lane = currentLane(),
    interrupted?: AbortSignal,
  ): Promise<unknown> {
    const id = ++this.#lastId;
    const answer = this.#expect(id, budgetMs, interrupted);
    const message = { ...request, id, deadline: budgetMs ? Date.now() + budgetMs : undefined };
    if ((request.op === 'query' && request.tx === undefined) || request.op === 'begin') {
      this.#waiting.push(lane, message);
      this.#sendInTurn();
    } else if (!this.#stopped) this.#worker.postMessage(message);
    return answer;
  }

  #sendInTurn() {
    while (this.#sent.size < IN_FLIGHT && !this.#stopped) {
      const next = this.#waiting.shift();
      if (!next) return;
      // Its caller stopped waiting (its budget ran out) before its turn: not sent at all.
      if (!this.#pending.has(next.id)) continue;
      this.#sent.add(next.id);
      this.#worker.postMessage(next);
    }
  }

  /** Calls `onNotice` with the payload of every NOTIFY on `channel` from now on. */
  async listen(channel: string, onNotice: (payload: string) => void): Promise<void> {
    const listeners = this.#listeners.get(channel);
    if (listeners) return void listeners.push(onNotice);
    this.#listeners.set(channel, [onNotice]);
    await this.request({ op: 'listen', channel });
  }

  #announce({ notice, payload }: WireNotice) {
    for (const listener of this.#listeners.get(notice) ?? []) listener(payload);
  }

  /** Closes PGlite; when a statement still runs after `patienceMs`, ends the thread without waiting for it. */
  async close(patienceMs: number): Promise<void> {
    if (this.#stopped) return;
    await settledWithin(patienceMs, this.request({ op: 'close' }));
    this.#stop(new Error('The database is closed'));
    await this.#worker.terminate();
  }

  /**
   * The answer to request `id`. Once `interrupted` aborts, the caller is answered with its reason at once: a
   * statement still waiting for its turn is then never sent, one running has its answer dropped.
   */
  #expect(id: number, budgetMs: number | undefined, interrupted?: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.#stopped) return reject(this.#stopped);
      if (interrupted?.aborted) return reject(interrupted.reason);
      const interrupt = interrupted && (() => this.#settle({ id, failure: interrupted.reason }));
      if (interrupt) interrupted.addEventListener('abort', interrupt, { once: true });
      const forget = interrupt && (() => interrupted.removeEventListener('abort', interrupt));
      const timer = budgetMs ? setTimeout(() => this.#settle({ id, timedOut: true }), budgetMs) : undefined;
      this.#pending.set(id, { resolve, reject, timer, forget });
      // The thread keeps the process alive only while something waits on it, as a socket does.
      if (this.#pending.size === 1) this.#worker.ref();
    });
  }

  #settle(reply: WireReply | LocalReply) {
    if (this.#sent.delete(reply.id)) this.#sendInTurn();
    const pending = this.#pending.get(reply.id);
    if (!pending) return; // its caller's budget ran out before
    this.#pending.delete(reply.id);
    clearTimeout(pending.timer);
    pending.forget?.();
    if (this.#pending.size === 0) this.#worker.unref();
    if ('result' in reply) pending.resolve(reply.result);
    else if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), reply.error));
    else if ('failure' in reply) pending.reject(reply.failure);
    else pending.reject(statementTimeout());
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      clearTimeout(pending.timer);
      pending.forget?.();
      pending.reject(error);
    }
  }
}
