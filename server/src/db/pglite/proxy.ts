import { ADMIN_SHUTDOWN, QUERY_CANCELED, sqlState, statementTimeout } from '../sqlState';
import type { PgliteThread, WireRequest } from './thread';

/** The options drizzle's PGlite driver passes: a row mode, and identity parsers that keep some types as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

const queryRequest = (sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) =>
  ({
    op: 'query',
    sql,
    params,
    rowMode: options.rowMode,
    textOids: options.parsers && Object.keys(options.parsers).map(Number),
    tx,
  }) satisfies WireRequest;

let lastTransactionId = 0;

/**
 * What drizzle's PGlite driver is given in place of a PGlite: its `query` and `transaction`, answered by the
 * PGlite thread, each statement within `budgetMs` when given; once `interrupted` aborts, failing at once with its
 * reason (the statements not yet run never are).
 */
export class PgliteProxy {
  constructor(
    private readonly thread: PgliteThread,
    private readonly budgetMs?: number,
    private readonly interrupted?: AbortSignal,
  ) {}

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.thread.request(
      queryRequest(sql, params, options),
      this.budgetMs,
      undefined,
      this.interrupted,
    );
  }

  /** As PGlite's own: the transaction holds the session, other statements wait until it has ended. */
  async transaction<T>(work: (tx: ProxyTransaction) => Promise<T>): Promise<T> {
    const tx = new ProxyTransaction(this.thread, ++lastTransactionId, this.budgetMs, this.interrupted);
    await tx.begin();
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await tx.end(false);
      throw error;
    }
    await tx.end(true);
    return result;
  }
}

/**
 * One transaction on the PGlite thread. Once a statement of it has run out of time or was interrupted (or it
 * could not begin) it is abandoned: further statements are refused, and it ends rolled back even if asked to commit. That rollback
 * waits in the thread for the statement to finish; nobody here waits for it.
 */
export class ProxyTransaction {
  #abandoned = false;

  constructor(
    private readonly thread: PgliteThread,
    private readonly id: number,
    private readonly budgetMs: number | undefined,
    private readonly interrupted: AbortSignal | undefined,
  ) {}

  async begin() {
    try {
      await this.thread.request({ op: 'begin', tx: this.id }, this.budgetMs, undefined, this.interrupted);
    } catch (error) {
      this.#abandoned = true;
      await this.end(false);
      throw error;
    }
  }

  async query(sql: string, params?: unknown[], options?: QueryOptions) {
    if (this.#abandoned) throw statementTimeout();
    try {
      return await this.thread.request(
        queryRequest(sql, params, options, this.id),
        this.budgetMs,
        undefined,
        this.interrupted,
      );
    } catch (error) {
      const state = sqlState(error);
      if (state === QUERY_CANCELED || state === ADMIN_SHUTDOWN) this.#abandoned = true;
      throw error;
    }
  }

  /** COPY … FROM '/dev/blob' of `csv`: the seed's bulk path, never under a budget. */
  copy(sql: string, csv: string) {
    return this.thread.request({ op: 'query', sql, params: [], tx: this.id, blobText: csv });
  }

  async end(commit: boolean) {
    const ending = this.thread.request({ op: 'end', tx: this.id, commit: commit && !this.#abandoned });
    if (!this.#abandoned) return void (await ending);
    ending.catch(() => {});
    if (commit) throw statementTimeout();
  }
}
