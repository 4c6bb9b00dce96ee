import type { Clock } from '../context';

/** A bounded map whose entries are forgotten after `ttlMs`; a ttl of 0 remembers nothing. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();

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

  clear() {
    this.entries.clear();
  }
}
