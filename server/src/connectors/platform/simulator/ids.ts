/**
 * Platform-looking numeric ids that are unique by construction: a keyed bijection of [0, 2^48) applied to a
 * position (account index, plan number, record number), so two positions never share an id and the same seed
 * always gives the same ids.
 */

const BITS = 48n;
const MASK = (1n << BITS) - 1n;

function permute(x: bigint, k1: bigint, k2: bigint): bigint {
  x = (x ^ k1) & MASK;
  x = (x * 0x5deece66dn + k2) & MASK;
  x ^= x >> 21n;
  x = (x * 0x2545f4914f6cdd1dn) & MASK;
  x ^= x >> 17n;
  x = (x * 0x9e3779b97f4a7c15n) & MASK;
  return x ^ (x >> 23n);
}

export interface IdSpace {
  /** A 16-digit id for a position below 2^48. */
  id(position: number): string;
}

/** An id space per seed and kind; `base` keeps kinds apart (1.6e15 accounts, 3e15 plans, 5e15 records, 6e15 transfers). */
export function idSpace(key: number, salt: number, base: bigint): IdSpace {
  const k1 = (BigInt(key >>> 0) << 16n) ^ BigInt(salt >>> 0);
  const k2 = (BigInt(Math.imul(key ^ salt, 0x27d4eb2d) >>> 0) << 15n) | 1n;
  return { id: (position) => String(base + permute(BigInt(position), k1 & MASK, k2 & MASK)) };
}

export const ACCOUNT_ID_BASE = 1_600_000_000_000_000n;
export const PLAN_ID_BASE = 3_000_000_000_000_000n;
export const RECORD_ID_BASE = 5_000_000_000_000_000n;
/** Records of the transfers the console asked for. */
export const TRANSFER_ID_BASE = 6_000_000_000_000_000n;
