import { and, eq, gt, lt } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { MessageKey } from '@adops/common/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { loginFailures, loginLocks } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ensureNotThrottled } from './usernameThrottle';

/**
 * Guesses of a user's password, wherever it is asked (signing in, the own password change), are counted per
 * (username, address): five within the lock window lock that pair only, so nobody can lock a colleague out from
 * another machine; past the username throttle's count over all addresses, further tries wait (usernameThrottle).
 * `tooMany` is the 160's message, in the words of what was tried.
 */
export interface Attempts {
  username: string;
  userId: number | undefined;
  ip: string;
  tooMany: MessageKey;
}

function lockedError(tooMany: MessageKey, lockedUntil: number, now: number) {
  return new ApiError(Status.TOO_MANY, tooMany, {
    minutes: Math.max(1, Math.ceil((lockedUntil - now) / 60_000)),
  });
}

/** 160 while the pair is locked or the username throttled, before the password is looked at. */
export async function ensureMayTry(app: AppContext, attempts: Attempts) {
  const { username, ip } = attempts;
  const now = app.clock.now();
  const [lock] = await app.db
    .select()
    .from(loginLocks)
    .where(and(eq(loginLocks.username, username), eq(loginLocks.ip, ip)));
  if (lock && lock.lockedUntil.getTime() > now)
    throw lockedError(attempts.tooMany, lock.lockedUntil.getTime(), now);
  await ensureNotThrottled(app, username, attempts.userId, ip);
}

/**
 * A wrong password counted; the one that reaches the limit locks the pair and is answered 160. Failures are
 * kept (the username throttle counts them over all addresses) until older than both windows; those behind a
 * lock fall out of the window as the lock ends.
 */
export async function recordFailure(app: AppContext, attempts: Attempts) {
  const { username, ip } = attempts;
  const now = app.clock.now();
  const since = new Date(now - app.config.loginLockMs);
  const keptSince = new Date(now - Math.max(app.config.loginLockMs, app.config.usernameThrottle.windowMs));
  await app.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), lt(loginFailures.createdAt, keptSince)));
  await app.db.insert(loginFailures).values({ username, ip, createdAt: new Date(now) });
  const failures = await app.db.$count(
    loginFailures,
    and(eq(loginFailures.username, username), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)),
  );
  if (failures < app.config.loginMaxFailures) return;
  const lockedUntil = now + app.config.loginLockMs;
  await app.db
    .insert(loginLocks)
    .values({ username, ip, lockedUntil: new Date(lockedUntil) })
    .onConflictDoUpdate({
      target: [loginLocks.username, loginLocks.ip],
      set: { lockedUntil: new Date(lockedUntil) },
    });
  throw lockedError(attempts.tooMany, lockedUntil, now);
}

/** The pair's failures forgotten once the right password came. */
export const clearFailures = (db: Executor, username: string, ip: string) =>
  db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));
