/**
 * The data scopes (and principals) of the demo users of a seeded database, as the server reads them for a
 * signed-in request: a session is opened for the user, its principal found by its token (findPrincipal, as every
 * request does) and its scope resolved from the principal's roles (resolveScope); the session is removed again.
 */
import { eq } from 'drizzle-orm';
import type { DataScope } from '@adops/common/scope';
import type { Principal } from '@adops/server/src/auth/principal';
import { loadConfig } from '@adops/server/src/config';
import { createAppContext, systemClock } from '@adops/server/src/context';
import type { Db } from '@adops/server/src/db/client';
import { sessions, users } from '@adops/server/src/db/schema';
import { DEMO_USERS } from '@adops/server/src/db/seed/demo';
import { createSession, findPrincipal } from '@adops/server/src/modules/session/sessions';
import { resolveScope } from '@adops/server/src/scope/dataScope';

/** The demo logins whose scopes the reports are timed in: all data, a department, a group, own accounts, own customers. */
export const SCOPED_USERS = ['admin', 'depthead', 'grouplead', 'operator', 'sales'] as const;

/** The demo users named by a comma-separated list (BENCH_ROLES), SCOPED_USERS when none. */
export function chosenUsers(list: string | undefined): string[] {
  const names = (list ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const known: string[] = DEMO_USERS.map((u) => u.username);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length)
    throw new Error(`BENCH_ROLES: no demo user ${unknown.join(', ')} (${known.join(', ')})`);
  return names.length ? names : [...SCOPED_USERS];
}

/** The data scope of a demo user, as a request signed in as them is given it. */
export async function demoScope(db: Db, username: string): Promise<DataScope> {
  return (await demoUser(db, username)).scope;
}

/** A demo user as a request signed in as them is: their principal (roles, modules) and data scope. */
export async function demoUser(
  db: Db,
  username: string,
): Promise<{ principal: Principal; scope: DataScope }> {
  const app = createAppContext({ db, config: loadConfig({ DATA_DIR: 'memory://' }), clock: systemClock });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}: seed the demo organization first`);
  const { token, sessionId } = await createSession(db, app, user.id, { ip: '127.0.0.1', userAgent: 'bench' });
  try {
    const principal = await findPrincipal(app, token);
    if (!principal) throw new Error(`${username}: the session opened for them is not found`);
    return { principal, scope: await resolveScope(db, principal) };
  } finally {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  }
}
