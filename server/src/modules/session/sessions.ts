import { and, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { secondLoginTickets, sessions } from '../../db/schema';
import { newToken, sha256 } from '../../auth/tokens';
import type { Principal } from '../../auth/principal';
import type { CachedSession } from '../../auth/authCache';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';

/** How stale `last_seen_at` may get before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Executor,
  app: AppContext,
  userId: number,
  meta: { ip: string; userAgent?: string | undefined },
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const now = new Date(app.clock.now());
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + app.config.sessionMaxMs),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

interface PrincipalRow {
  session_id: number | string;
  last_seen_at: Date;
  expires_at: Date;
  user_id: number;
  username: string;
  enabled: boolean;
  department_id: number | null;
  group_id: number | null;
  role_ids: number[];
  role_codes: (string | null)[];
  module_ids: number[];
}

/**
 * The principal of a token from the cache alone, while its session is alive and was written as seen lately;
 * undefined when `findPrincipal` must ask the database. Synchronous: most requests end here, and need no promise.
 */
export function knownPrincipal(app: AppContext, token: string): Principal | undefined {
  return cachedPrincipal(app, sha256(token), app.clock.now());
}

function cachedPrincipal(app: AppContext, tokenHash: string, now: number): Principal | undefined {
  const cached = app.authCache.sessions.get(tokenHash);
  if (cached && isAlive(app, cached, now) && now - cached.lastSeenAt <= TOUCH_EVERY_MS)
    return cached.principal;
  return undefined;
}

/** The live session of a token, with its user's roles and modules; null when none. */
export async function findPrincipal(app: AppContext, token: string): Promise<Principal | null> {
  const tokenHash = sha256(token);
  const now = app.clock.now();
  const cached = cachedPrincipal(app, tokenHash, now);
  if (cached) return cached;
  const session = await app.authCache.sessions.load(tokenHash, () => refreshSession(app, tokenHash, now));
  // A read shared with an earlier request was judged at its clock: this request's is the one that counts.
  return session && isAlive(app, session, now) ? session.principal : null;
}

/** The session read again: a dead one revoked, a live one's `last_seen_at` written when it is stale. */
async function refreshSession(app: AppContext, tokenHash: string, now: number) {
  const session = await loadSession(app, tokenHash);
  if (!session || !isAlive(app, session, now)) {
    if (session) await revokeSession(app.db, session.principal.sessionId, now);
    return undefined;
  }
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.principal.sessionId));
    session.lastSeenAt = now;
  }
  return session;
}

function isAlive(app: AppContext, session: CachedSession, now: number) {
  return session.expiresAt > now && session.lastSeenAt + app.config.sessionIdleMs > now;
}

/** The session of a token hash with its user's roles and modules, in one round trip. */
async function loadSession(app: AppContext, tokenHash: string): Promise<CachedSession | null> {
  const [row] = await queryRows<PrincipalRow>(
    app.db,
    sql`select s.id as session_id, s.last_seen_at, s.expires_at,
          u.id as user_id, u.username, u.enabled, u.department_id, u.group_id,
          coalesce((select array_agg(r.id order by r.id) from user_roles ur join roles r on r.id = ur.role_id
                    where ur.user_id = u.id), '{}') as role_ids,
          coalesce((select array_agg(r.code) from user_roles ur join roles r on r.id = ur.role_id
                    where ur.user_id = u.id), '{}') as role_codes,
          coalesce((select array_agg(distinct rm.module_id) from user_roles ur
                    join role_modules rm on rm.role_id = ur.role_id where ur.user_id = u.id), '{}') as module_ids
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${tokenHash} and s.revoked_at is null and u.deleted_at is null`,
  );
  if (!row || !row.enabled) return null;
  return {
    lastSeenAt: new Date(row.last_seen_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
    principal: {
      userId: row.user_id,
      sessionId: Number(row.session_id),
      username: row.username,
      isAdmin: row.role_codes.includes(ADMIN_ROLE_CODE),
      roleIds: row.role_ids.map(Number),
      moduleIds: new Set(row.module_ids.map(Number)),
      departmentId: row.department_id,
      groupId: row.group_id,
    },
  };
}

export async function revokeSession(db: Executor, sessionId: number, now: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Whether the session of that id is still live at `now` (not revoked, not past its end). */
export const sessionLive = (sessionId: AnyPgColumn, now: Date) =>
  exists(
    sql`(select 1 from ${sessions} s where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > ${now})`,
  );

/**
 * Ends every session of a user (disabled, roles changed, password changed), but the one given; and every
 * second-login ticket not yet used, that one's too: a ticket taken before the change carries what it ended.
 */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  now: number,
  exceptSessionId?: number,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
  await db
    .update(secondLoginTickets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(secondLoginTickets.userId, userId), isNull(secondLoginTickets.usedAt)));
}
