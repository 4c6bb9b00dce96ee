import { and, eq, sql } from 'drizzle-orm';
import type { LoginResult } from '@adops/common/contract/session';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { forbidden } from '../../http/errors';
import { liveUser } from '../../db/liveUser';
import { recordAudit } from '../audit/audit';
import { createSession } from './sessions';
import { clearFailures, ensureMayTry, recordFailure } from './attempts';

interface LoginMeta {
  ip: string;
  userAgent?: string | undefined;
}

export async function login(
  app: AppContext,
  input: { username: string; password: string },
  meta: LoginMeta,
): Promise<LoginResult> {
  const username = input.username.toLowerCase();
  const now = app.clock.now();
  const [user] = await app.db
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled })
    .from(users)
    .where(and(liveUser, eq(sql`lower(${users.username})`, username)));
  const attempts = { username, userId: user?.id, ip: meta.ip, tooMany: 'tooManyLogins' } as const;
  await ensureMayTry(app, attempts);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordFailure(app, attempts);
    throw forbidden('badCredentials');
  }
  if (!user.enabled) throw forbidden('userDisabled');

  return app.db.transaction(async (tx) => {
    await clearFailures(tx, username, meta.ip);
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
