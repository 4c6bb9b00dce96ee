import { and, count, eq, gt, max } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { AppContext } from '../../context';
import { loginFailures, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';

/**
 * Slows the guessing of one username from many addresses, which the per-(username, address) lock cannot see.
 * Past `afterFailures` failures of a username within `windowMs`, from all addresses together, an attempt
 * must come at least 2^(failures - afterFailures) seconds (at most `maxDelayMs`) after the latest failure,
 * or it is answered 160 before the password is looked at.
 *
 * An attacker who keeps guessing keeps that delay up, and a delay kept up forever is a lockout; so the
 * throttle never applies from an address where the user signed in successfully within `knownAddressMs`
 * (the addresses of their sessions). The real user at their usual machine is never slowed whatever anyone
 * else sends, and an attacker cannot borrow such an address: forwarded headers are believed only from
 * TRUST_PROXY's proxies, and the per-pair lock still holds there. Only a user on a new machine during an
 * attack waits, at most `maxDelayMs` per try.
 */
export async function ensureNotThrottled(
  app: AppContext,
  username: string,
  userId: number | undefined,
  ip: string,
): Promise<void> {
  const { afterFailures, windowMs, maxDelayMs } = app.config.usernameThrottle;
  const now = app.clock.now();
  const [recent] = await app.db
    .select({ failures: count(), latest: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, new Date(now - windowMs))));
  if (!recent?.latest || recent.failures < afterFailures) return;
  const delayMs = Math.min(1000 * 2 ** (recent.failures - afterFailures), maxDelayMs);
  const waitMs = recent.latest.getTime() + delayMs - now;
  if (waitMs <= 0) return;
  if (userId !== undefined && (await signedInFrom(app, userId, ip, now))) return;
  throw new ApiError(Status.TOO_MANY, 'tooManyAttempts', { seconds: Math.ceil(waitMs / 1000) });
}

async function signedInFrom(app: AppContext, userId: number, ip: string, now: number): Promise<boolean> {
  const since = new Date(now - app.config.usernameThrottle.knownAddressMs);
  const [session] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return session !== undefined;
}
