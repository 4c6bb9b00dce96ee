import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { LoginResult } from '@adops/common/contract/session';
import type { AppContext } from '../../context';
import { loginFailures, loginLocks, users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { ApiError, forbidden } from '../../http/errors';
import { liveUser } from '../../db/liveUser';
import { recordAudit } from '../audit/audit';
import { createSession } from './sessions';
import { ensureNotThrottled } from './usernameThrottle';

interface LoginMeta {
  ip: string;
  userAgent?: string | undefined;
}

function lockedError(lockedUntil: number, now: number) {
  return new ApiError(Status.TOO_MANY, 'tooManyLogins', {
    minutes: Math.max(1, Math.ceil((lockedUntil - now) / 60_000)),
  });
}

/**
 * Failures are counted per (username, address): five within the lock window lock that pair only, so nobody
 * can lock a colleague out from another machine. They are kept (the username throttle counts them over all
 * addresses) until older than both windows; those behind a lock fall out of the window as the lock ends.
 */
async function recordFailure(app: AppContext, username: string, ip: string) {
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
  throw lockedError(lockedUntil, now);
}

export async function login(
  app: AppContext,
  input: { username: string; password: string },
  meta: LoginMeta,
): Promise<LoginResult> {
  const username = input.username.toLowerCase();
  const now = app.clock.now();
  const [lock] = await app.db
    .select()
    .from(loginLocks)
    .where(and(eq(loginLocks.username, username), eq(loginLocks.ip, meta.ip)));
  if (lock && lock.lockedUntil.getTime() > now) throw lockedError(lock.lockedUntil.getTime(), now);

  const [user] = await app.db
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled })
    .from(users)
    .where(and(liveUser, eq(sql`lower(${users.username})`, username)));
  await ensureNotThrottled(app, username, user?.id, meta.ip);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordFailure(app, username, meta.ip);
    throw forbidden('badCredentials');
  }
  if (!user.enabled) throw forbidden('userDisabled');

  return app.db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.username, username), eq(loginFailures.ip, meta.ip)));
    await tx
      .update(users)
      .set({ lastLoginAt: new Date(now) })
      .where(eq(users.id, user.id));
    const { token } = await createSession(tx, app, user.id, meta);
    await recordAudit(
      tx,
      { userId: user.id, ip: meta.ip },
      { action: 'login', entity: 'session', entityId: user.id },
    );
    return { token, id: user.id };
  });
}
