import type { Clock } from '../context';

/** A bounded map whose entries are forgotten after `ttlMs`; a ttl of 0 remembers nothing. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  private readonly loading = new Map<K, Promise<V | undefined>>();
  /** Moved by `clear`: a load begun before it does not keep what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, at: this.clock.now() });
  }

  /**
   * Runs `read` for `key` and keeps its value (undefined: nothing to keep). Callers that ask while a read of the
   * same key runs share it: when an entry expires under load, every request in flight missed it at once and
   * each read the database again. A read begun before a `clear` is not shared after it, nor kept.
   */
  load(key: K, read: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.ttlMs <= 0) return read();
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const loaded = read()
      .then((value) => {
        if (value !== undefined && generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear() {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }
}
