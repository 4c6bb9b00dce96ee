import { sha256Hex } from './sha256';

/**
 * Request signing shared by the web client and the server. Every call carries query `sessionId`, `saltId`,
 * `timestamp` and headers `saltId`, `timestamp` (plus `token` when signed in); `sessionId` is the SHA-256 of
 * `timestamp + salt + token`. The salts are public: signing proves freshness, not secrecy.
 */
export const SALT_IDS = [1001, 1002, 1003, 1004, 1005, 1006] as const;
export type SaltId = (typeof SALT_IDS)[number];
export type Salts = Record<SaltId, string>;

export const DEFAULT_SALTS: Salts = {
  1001: 'k9Qz7LmB2xVt',
  1002: 'R4wYp8NcJ3sH',
  1003: 'uT6eF1aZ9dKq',
  1004: 'M2hX5gWc8nPv',
  1005: 'bJ7sE3rL0yQf',
  1006: 'Z8cN4tVk6uDm',
};

/** Largest distance between a request's timestamp and the server clock. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The query parameters the signature adds; they are not part of any endpoint's own input. */
export const SIGNING_PARAMS = ['sessionId', 'saltId', 'timestamp'] as const;

/** Six comma-separated texts replace the default salts (SIGNING_SALTS at start, VITE_SIGNING_SALTS at build). */
export function parseSalts(text: string | undefined): Salts {
  if (!text) return DEFAULT_SALTS;
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== SALT_IDS.length || parts.some((p) => !p)) {
    throw new Error(`Signing salts must be ${SALT_IDS.length} non-empty comma-separated texts`);
  }
  return Object.fromEntries(SALT_IDS.map((id, i) => [id, parts[i]])) as Salts;
}

export function isSaltId(value: unknown): value is SaltId {
  return /^\d{4}$/.test(String(value)) && SALT_IDS.includes(Number(value) as SaltId);
}

export type Hash = (text: string) => string;

export function signatureOf(timestamp: number | string, salt: string, token: string, hash: Hash = sha256Hex) {
  return hash(`${timestamp}${salt}${token}`);
}

export interface Signature {
  sessionId: string;
  saltId: SaltId;
  timestamp: number;
}

let lastTimestamp = 0;
/** The timestamps signed lately, for a clock set back: at most this many are remembered. */
const recent = new Set<number>();
const RECENT = 10_000;

/**
 * `now`, or one past the last timestamp signed here when the clock has not moved on since, and never one signed
 * lately: a server takes a state-changing call's signature only once, so two calls of one caller must never sign
 * alike, also when the clock is set back. Running ahead stays well within the allowed skew.
 */
function uniqueTimestamp(now: number): number {
  const ahead = lastTimestamp - now;
  let timestamp = ahead >= 0 && ahead < MAX_CLOCK_SKEW_MS / 2 ? lastTimestamp + 1 : now;
  while (recent.has(timestamp)) timestamp += 1;
  recent.add(timestamp);
  if (recent.size > RECENT) recent.delete(recent.values().next().value!);
  lastTimestamp = timestamp;
  return timestamp;
}

export function signRequest(
  token: string | undefined,
  options: { salts?: Salts; now?: number; random?: () => number; hash?: Hash } = {},
): Signature {
  const salts = options.salts ?? DEFAULT_SALTS;
  const timestamp = uniqueTimestamp(options.now ?? Date.now());
  const saltId = SALT_IDS[Math.floor((options.random ?? Math.random)() * SALT_IDS.length)]!;
  return { sessionId: signatureOf(timestamp, salts[saltId], token ?? '', options.hash), saltId, timestamp };
}

/**
 * A signed call's parts (spec section 7): the query's `sessionId`, `saltId` and `timestamp`, and the headers
 * `saltId`, `timestamp` and, with a session, `token`.
 */
export function signedParts(
  token: string | undefined,
  options: Parameters<typeof signRequest>[1] = {},
): { query: Record<(typeof SIGNING_PARAMS)[number], string>; headers: Record<string, string> } {
  const { sessionId, saltId, timestamp } = signRequest(token, options);
  const stamp = { saltId: String(saltId), timestamp: String(timestamp) };
  return { query: { sessionId, ...stamp }, headers: token ? { ...stamp, token } : stamp };
}

export type SignatureCheck = 'ok' | 'missing' | 'bad' | 'stale';

export function checkSignature(
  given: { sessionId?: string; saltId?: string | number; timestamp?: string | number; token?: string },
  options: { salts: Salts; now: number; hash?: Hash },
): SignatureCheck {
  const { sessionId, saltId, timestamp } = given;
  if (!sessionId || saltId === undefined || timestamp === undefined || timestamp === '') return 'missing';
  if (!isSaltId(saltId) || !/^\d{1,16}$/.test(String(timestamp))) return 'bad';
  const expected = signatureOf(
    String(timestamp),
    options.salts[Number(saltId) as SaltId],
    given.token ?? '',
    options.hash,
  );
  if (expected !== sessionId.toLowerCase()) return 'bad';
  if (Math.abs(options.now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) return 'stale';
  return 'ok';
}
