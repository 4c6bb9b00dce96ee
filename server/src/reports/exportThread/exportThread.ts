import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ReportResult } from '@adops/common/contract/report';
import { Turns } from '../../http/turns';
import type { ReportFile } from '../exportFile';
import {
  fromThreadError,
  type ExportJob,
  type FromThread,
  type ThreadSetup,
  type ToThread,
} from './messages';

const WORKER = new URL('./start.mjs', import.meta.url);

/** Exports the thread builds at once: the rest wait their turn (each may hold hundreds of MB while it is built). */
const THREAD_EXPORTS_AT_ONCE = 8;

/** Connections the thread reads on: its exports' statements at once (a report runs a few side by side). */
const THREAD_CONNECTIONS = 4;

/**
 * How many times a request's budget an export's statement has: a file is waited for a minute, an answer for
 * moments, and the thread's statements share the cores with everyone's.
 */
const BUDGET_TIMES = 3;

/** The export thread of a server on PostgreSQL at `url`, where a request's statement has `budgetMs` (0: no budget). */
export const exportThreadOn = (url: string, budgetMs: number) =>
  new ExportThread({ url, connections: THREAD_CONNECTIONS, budgetMs: budgetMs * BUDGET_TIMES || undefined });

/** What the thread answers: a result short enough to keep, or the file of a longer one as it is written. */
export type ThreadAnswer = { result: ReportResult; spans: [string, string][] } | { file: ReportFile };

/** A file whose bytes the thread sends a slice at a time, each when the one before has been taken. */
class PulledFile extends Readable {
  #asked = false;
  readonly #ask: () => void;
  readonly #drop: () => void;

  constructor(ask: () => void, drop: () => void) {
    super();
    this.#ask = ask;
    this.#drop = drop;
  }

  override _read(): void {
    if (this.#asked) return;
    this.#asked = true;
    this.#ask();
  }

  arrived(bytes: Uint8Array | null): void {
    this.#asked = false;
    this.push(bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#drop();
    callback(error);
  }
}

interface Pending {
  resolve(answer: ThreadAnswer): void;
  reject(error: Error): void;
  file?: PulledFile;
  release(): void;
}

/**
 * The main thread's side of the export thread (worker.ts): started at the first export, started again after it
 * is lost (its exports under way then fail), stopped with the app.
 */
export class ExportThread {
  #worker: Worker | undefined;
  #next = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #turns = new Turns(THREAD_EXPORTS_AT_ONCE);

  constructor(private readonly setup: ThreadSetup) {}

  /** Builds an export in its turn; the turn is held until its file has been sent or given up. */
  async build(job: ExportJob): Promise<ThreadAnswer> {
    const release = await this.#turns.take();
    const id = this.#next++;
    return new Promise<ThreadAnswer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, release });
      this.#post({ kind: 'job', id, job });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    if (worker) this.#lost(worker, new Error('export thread stopped with the server'));
    await worker?.terminate();
  }

  #post(message: ToThread): void {
    this.#thread().postMessage(message);
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER, { workerData: this.setup });
    // The thread does not keep the process alive: a server that stops takes it along.
    worker.unref();
    worker.on('message', (message: FromThread) => this.#receive(message));
    worker.on('error', (error) => this.#lost(worker, error));
    worker.on('exit', (code) => this.#lost(worker, new Error(`export thread exited (${code})`)));
    this.#worker = worker;
    return worker;
  }

  #finish(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    pending?.release();
    return pending;
  }

  #receive(message: FromThread): void {
    const { id } = message;
    const pending = this.#pending.get(id);
    if (!pending) return;
    switch (message.kind) {
      case 'result':
        this.#finish(id);
        return pending.resolve({ result: message.result, spans: message.spans });
      case 'file': {
        const body = new PulledFile(
          () => this.#post({ kind: 'pull', id }),
          () => {
            if (this.#finish(id)) this.#worker?.postMessage({ kind: 'cancel', id } satisfies ToThread);
          },
        );
        pending.file = body;
        return pending.resolve({
          file: { filename: message.filename, fallbackName: message.fallbackName, body },
        });
      }
      case 'chunk':
        return pending.file?.arrived(message.bytes);
      case 'end':
        this.#finish(id);
        return pending.file?.arrived(null);
      case 'error':
        this.#finish(id);
        return this.#fail(pending, fromThreadError(message.error));
    }
  }

  #fail(pending: Pending, error: Error): void {
    if (pending.file) pending.file.destroy(error);
    else pending.reject(error);
  }

  #lost(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    for (const id of [...this.#pending.keys()]) this.#fail(this.#finish(id)!, error);
  }
}
