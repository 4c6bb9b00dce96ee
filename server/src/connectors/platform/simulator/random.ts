/**
 * Deterministic randomness keyed by position, not by call order: every draw is a hash of (seed, account, day,
 * purpose), so any slice of the simulated world can be computed alone and in any order.
 */

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function absorb(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** MurmurHash3 of four 32-bit words: an unsigned 32-bit integer. */
export function hash(a: number, b: number, c: number, d: number): number {
  return fmix(absorb(absorb(absorb(absorb(0x2545f491, a), b), c), d) ^ 16);
}

/** A 32-bit key for a seed of any size (integers beyond 2^32 keep their high bits). */
export function seedKey(seed: number): number {
  const low = seed >>> 0;
  const high = Math.floor(seed / 4294967296) >>> 0;
  return hash(low, high, 0x51ed270b, 0x7f4a7c15);
}

/** A uniform number in [0, 1) from a hash. */
export function unit(h: number): number {
  return h / 4294967296;
}

/**
 * An approximately standard normal number from one hash (the sum of its four bytes, Irwin-Hall): cheap enough
 * for every simulated day, and bounded at ±3.45 so no day is absurd.
 */
export function gauss(h: number): number {
  const sum = (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24);
  return (sum - 510) / 147.8;
}

/** A sequence of draws (mulberry32) for laying out one entity, seeded from a hash. */
export class Stream {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** A uniform integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor((hi - lo + 1) * this.next());
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal (Box-Muller), with real tails. */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let x = this.next() * total;
    for (const [item, w] of items) {
      x -= w;
      if (x < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }
}
