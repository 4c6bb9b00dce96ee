import { moduleOf } from '@adops/common/menu';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  loginInput,
  privilegeInput,
  secondLoginInput,
  uidInput,
  type DeptAccountList,
  type SecondLoginIdentity,
  type SecondLoginTicket,
  type UserInfo,
} from '@adops/common/contract/session';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import type { AppContext } from '../../context';
import { modules, roleModules, secondLoginTickets, userRoles, users } from '../../db/schema';
import { newToken, sha256 } from '../../auth/tokens';
import { canUse, type Principal } from '../../auth/principal';
import { route } from '../../http/route';
import { forbidden, noSession, notFound } from '../../http/errors';
import { serializedSuccess } from '../../http/envelope';
import { resolveScope } from '../../scope/dataScope';
import { findWorker } from '../sys/workers';
import { recordAudit } from '../audit/audit';
import { visibleDepartments } from '../base/visibility';
import { login } from './login';
import { findPrincipal, revokeSession, sessionLive } from './sessions';

/** Module 3 (users) lets an administrator read another user's records; anyone may read their own. */
const USER_ADMIN_MODULE = moduleOf('userManage');

function ensureSelfOrUserAdmin(user: Principal, uid: number) {
  if (uid !== user.userId && !canUse(user, USER_ADMIN_MODULE)) throw forbidden('forbiddenData');
}

export function sessionRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/sys/login',
      access: 'public',
      once: true,
      input: loginInput,
      handler: ({ input, ip, request }) =>
        login(app, input, { ip, userAgent: request.headers['user-agent'] }),
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/logout',
      access: 'session',
      changesAuth: true,
      once: true,
      handler: async ({ user, actor }) => {
        await app.db.transaction(async (tx) => {
          await revokeSession(tx, user.sessionId, app.clock.now());
          await recordAudit(tx, actor, { action: 'logout', entity: 'session', entityId: user.userId });
        });
        return null;
      },
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/getUserInfo',
      access: 'session',
      input: uidInput,
      handler: async ({ input, user, lang }) => {
        ensureSelfOrUserAdmin(user, input.uid);
        const info =
          app.authCache.userInfo.get(input.uid) ??
          (await app.authCache.userInfo.load(input.uid, () => loadUserInfo(app, input.uid)))!;
        return app.authCache.userInfoAnswer(info, lang, serializedSuccess);
      },
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/getUserInfoById',
      access: 'session',
      input: uidInput,
      handler: async ({ input, user }) => {
        ensureSelfOrUserAdmin(user, input.uid);
        return (await findWorker(app.db, input.uid)) ?? Promise.reject(notFound('user', input.uid));
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/getPrivilege',
      access: 'session',
      input: privilegeInput,
      handler: async ({ input, user, scope }) => {
        ensureSelfOrUserAdmin(user, input.userId);
        if (input.userId === user.userId) return scope();
        const target = await findPrincipalOfUser(app, input.userId);
        return resolveScope(app.db, target);
      },
    }),

    route({
      method: 'GET',
      url: '/api/crm/sys/getDeptAccountList',
      access: 'session',
      handler: async ({ scope }): Promise<DeptAccountList> => ({
        type: 1,
        deptAccountList: await visibleDepartments(app.db, await scope()),
      }),
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/secondLogin',
      access: 'public',
      input: secondLoginInput,
      handler: async ({ input }): Promise<SecondLoginTicket> => {
        const principal = await findPrincipal(app, input.token);
        if (!principal) throw noSession();
        const ticket = newToken();
        const expiresAt = new Date(app.clock.now() + app.config.secondLoginTtlMs);
        await app.db.insert(secondLoginTickets).values({
          tokenHash: sha256(ticket),
          userId: principal.userId,
          sessionId: principal.sessionId,
          expiresAt,
        });
        return { token: ticket, expiresAt: expiresAt.toISOString() };
      },
    }),

    route({
      method: 'POST',
      url: '/api/crm/sys/secondLogin/verify',
      access: 'public',
      input: secondLoginInput,
      handler: async ({ input }): Promise<SecondLoginIdentity> => {
        const now = new Date(app.clock.now());
        const [used] = await app.db
          .update(secondLoginTickets)
          .set({ usedAt: now })
          .where(
            and(
              eq(secondLoginTickets.tokenHash, sha256(input.token)),
              isNull(secondLoginTickets.usedAt),
              gt(secondLoginTickets.expiresAt, now),
              sessionLive(secondLoginTickets.sessionId, now),
            ),
          )
          .returning({ userId: secondLoginTickets.userId });
        if (!used) throw noSession('ticketInvalid');
        const [identity] = await app.db
          .select({ id: users.id, username: users.username, name: users.name })
          .from(users)
          .where(and(eq(users.id, used.userId), isNull(users.deletedAt), eq(users.enabled, true)));
        if (!identity) throw noSession('ticketInvalid');
        return identity;
      },
    }),
  ];
}

/** A user's record and granted modules, as getUserInfo answers them. */
async function loadUserInfo(app: AppContext, uid: number): Promise<UserInfo> {
  const worker = await findWorker(app.db, uid);
  if (!worker) throw notFound('user', uid);
  const granted = await app.db
    .selectDistinct({ id: modules.id, level: modules.level })
    .from(userRoles)
    .innerJoin(roleModules, eq(roleModules.roleId, userRoles.roleId))
    .innerJoin(modules, eq(modules.id, roleModules.moduleId))
    .where(eq(userRoles.userId, uid))
    .orderBy(modules.id);
  const { id, username, name, mobile, email, picUrl, signStatus, company, roles } = worker;
  return {
    modules: granted,
    user: { id, username, name, mobile, email, picUrl, signStatus, company, roles },
  };
}

/** Another user's roles as a principal, for reading their data scope. */
async function findPrincipalOfUser(app: AppContext, userId: number): Promise<Principal> {
  const worker = await findWorker(app.db, userId);
  if (!worker) throw notFound('user', userId);
  return {
    userId,
    sessionId: 0,
    username: worker.username,
    isAdmin: worker.roles.some((r) => r.code === ADMIN_ROLE_CODE),
    roleIds: worker.roles.map((r) => r.id),
    moduleIds: new Set(),
    departmentId: worker.departmentId,
    groupId: worker.groupId,
  };
}
