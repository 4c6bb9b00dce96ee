import { eq } from 'drizzle-orm';
import { changePasswordInput, updateProfileInput } from '@adops/common/contract/session';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/password';
import { ensureAcceptablePassword } from '../../auth/passwordPolicy';
import { route } from '../../http/route';
import { forbidden } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { findWorker } from '../sys/workers';
import { requirePasswordOwner } from '../../auth/passwordOwner';
import { revokeUserSessions } from './sessions';
import { givenFields } from '../../db/patch';
import { clearFailures, ensureMayTry, recordFailure } from './attempts';

/** The signed-in user's own record: the profile page. */
export function profileRoutes(app: AppContext) {
  return [
    route({
      method: 'POST',
      url: '/api/crm/sys/updateProfile',
      access: 'session',
      input: updateProfileInput,
      handler: ({ input, user, actor }) =>
        app.db.transaction(async (tx) => {
          const before = await findWorker(tx, user.userId);
          const changes = givenFields(input);
          await tx
            .update(users)
            .set({ ...changes, updatedAt: new Date(app.clock.now()) })
            .where(eq(users.id, user.userId));
          const after = await findWorker(tx, user.userId);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'user',
            entityId: user.userId,
            before,
            after,
          });
          return after;
        }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/changePassword',
      access: 'session',
      input: changePasswordInput,
      handler: async ({ input, user, actor, ip }) => {
        // A session's holder guessing its owner's password is slowed and locked as a sign-in would be.
        const username = user.username.toLowerCase();
        const attempts = { username, userId: user.userId, ip, tooMany: 'tooManyPasswordTries' } as const;
        await ensureMayTry(app, attempts);
        const owner = await requirePasswordOwner(app.db, user.userId);
        if (!(await verifyPassword(owner.passwordHash, input.oldPassword))) {
          await recordFailure(app, attempts);
          throw forbidden('wrongPassword');
        }
        await clearFailures(app.db, username, ip);
        await ensureAcceptablePassword('newPassword', input.newPassword, owner);
        const passwordHash = await hashPassword(input.newPassword);
        await app.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, updatedAt: new Date(app.clock.now()) })
            .where(eq(users.id, user.userId));
          // Every other device signs in again; this one stays.
          await revokeUserSessions(tx, user.userId, app.clock.now(), user.sessionId);
          await recordAudit(tx, actor, { action: 'password', entity: 'user', entityId: user.userId });
        });
        return null;
      },
    }),
  ];
}
