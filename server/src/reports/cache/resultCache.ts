import type { DataScope } from '@adops/common/scope';
import { DaysRead } from './daysRead';
import { cacheKey } from './key';
import { MemoryStore } from './memoryStore';
import type { SharedStore } from './sharedStore';
import type { DataVersions, VersionSnapshot } from './versions';

/** What is asked: a report or panel by name, its parameters as they decide the answer, and the caller's scope. */
export interface Question {
  name: string;
  params: unknown;
  scope: DataScope;
  /**
   * Whether a result is worth keeping (default: every one). A whole export of tens of thousands of rows is not:
   * it would not fit, and weighing it (its JSON) would hold the server for as long as a page's answer takes.
   */
  keeps?: (value: unknown) => boolean;
  /**
   * Computed for this caller alone, never handed to another asking the same at once: its answer may be used up
   * by whoever takes it (a file being streamed).
   */
  alone?: boolean;
}

/** A result with what it was computed from: the days it read and their versions then, and the catalog's. */
interface Entry<T = unknown> {
  value: T;
  spans: [string, string][];
  stamps: number[];
  catalog: number;
}

/** The largest result shared through the database (an export of every row stays with its instance). */
const MAX_SHARED_CHARS = 4 * 1024 * 1024;

const stillValid = (entry: Entry, now: VersionSnapshot) =>
  entry.catalog === now.catalog &&
  entry.spans.every(([from, to], i) => now.span(from, to) === entry.stamps[i]);

export interface CacheCounts {
  hits: number;
  sharedHits: number;
  computed: number;
  joined: number;
}

/**
 * Report and panel results, answered once for each question and scope until the data they read moves: a result
 * is valid while the catalog and the versions of the days it read are those it was computed from, so a closed
 * period is computed once and a range with today again after each sync. The same question asked while it is
 * being computed waits for that computation. Bounded in memory; shared through PostgreSQL where given.
 */
export class ResultCache {
  readonly #memory: MemoryStore<Entry>;
  readonly #computing = new Map<string, Promise<Entry>>();
  readonly counts: CacheCounts = { hits: 0, sharedHits: 0, computed: 0, joined: 0 };

  constructor(
    private readonly versions: DataVersions,
    private readonly maxBytes: number,
    private readonly shared?: SharedStore,
  ) {
    this.#memory = new MemoryStore(maxBytes);
  }

  async answer<T>(question: Question, compute: (reads: DaysRead) => Promise<T>): Promise<T> {
    if (this.maxBytes <= 0) return compute(new DaysRead());
    const key = cacheKey(question.name, question.params, question.scope);
    const now = await this.versions.current();
    const kept = this.#memory.get(key);
    if (kept && stillValid(kept, now)) {
      this.counts.hits++;
      return kept.value as T;
    }
    if (question.alone) return (await this.#find(key, now, compute, question.keeps)).value as T;
    // One computation per question and versions: a later move of the data starts another.
    const flight = `${key}:${now.latest}`;
    const running = this.#computing.get(flight);
    if (running) {
      this.counts.joined++;
      return (await running).value as T;
    }
    const work = this.#find(key, now, compute, question.keeps).finally(() => this.#computing.delete(flight));
    this.#computing.set(flight, work);
    return (await work).value as T;
  }

  async #find<T>(
    key: string,
    now: VersionSnapshot,
    compute: (reads: DaysRead) => Promise<T>,
    keeps: Question['keeps'],
  ): Promise<Entry> {
    const body = await this.shared?.get(key);
    if (body) {
      const entry = JSON.parse(body) as Entry;
      if (stillValid(entry, now)) {
        this.counts.sharedHits++;
        this.#memory.set(key, entry, body.length);
        return entry;
      }
    }
    const reads = new DaysRead();
    const value = await compute(reads);
    this.counts.computed++;
    const entry: Entry = {
      value,
      spans: reads.spans,
      stamps: reads.spans.map(([from, to]) => now.span(from, to)),
      catalog: now.catalog,
    };
    if (keeps && !keeps(value)) return entry;
    const text = JSON.stringify(entry);
    this.#memory.set(key, entry, text.length);
    if (this.shared && text.length <= MAX_SHARED_CHARS) void this.shared.set(key, text);
    return entry;
  }
}
