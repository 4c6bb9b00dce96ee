import type { ModuleGrant, UserInfo } from '@adops/common/contract/session';
import * as api from '../api/session';
import { pageLeaving } from '../api/unloading';
import { toastError } from '../api/notify';
import { rolesFromModules } from '../app/permission';
import { t } from '../i18n';
import { createStore, useStore } from './createStore';
import { useMemo } from 'react';
import { COOKIE, cookies } from './persist';

export interface SessionState {
  token: string | undefined;
  userId: number | undefined;
  user: UserInfo['user'] | undefined;
  modules: ModuleGrant[];
  /** Role tokens the routes are checked against; null until the user info is loaded. */
  roles: string[] | null;
}

function fromCookies(): SessionState {
  const userId = Number(cookies.get(COOKIE.userId));
  return {
    token: cookies.get(COOKIE.token),
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    user: undefined,
    modules: [],
    roles: null,
  };
}

export const sessionStore = createStore<SessionState>(fromCookies());

export async function signIn(username: string, password: string) {
  const { token, id } = await api.login(username, password);
  cookies.set(COOKIE.token, token);
  cookies.set(COOKIE.userId, String(id));
  sessionStore.set({ ...fromCookies(), token, userId: id });
}

let loadingUserInfo: Promise<string[]> | undefined;

/**
 * Spec section 4: fetched once per session; an account with fewer than two modules is refused. Asked again
 * while a call is on its way (the boot's, then the guard's), that call answers both.
 */
export function loadUserInfo(): Promise<string[]> {
  loadingUserInfo ??= fetchUserInfo().finally(() => (loadingUserInfo = undefined));
  return loadingUserInfo;
}

async function fetchUserInfo(): Promise<string[]> {
  const { userId } = sessionStore.get();
  if (!userId) throw new Error(t('app.verificationFailed'));
  const info = await api.getUserInfo(userId);
  const roles = rolesFromModules(info.modules, info.user.roles);
  if (!roles) throw new Error(t('msg.noPermissionAccount'));
  sessionStore.set((s) => ({ ...s, user: info.user, modules: info.modules, roles }));
  return roles;
}

const sameGrants = (a: SessionState, b: Pick<SessionState, 'user' | 'modules'>) =>
  JSON.stringify([a.user, a.modules]) === JSON.stringify([b.user, b.modules]);

/**
 * Asks again which modules the user holds, so that a role's granted or removed modules reach the menu and the
 * guard while the user is signed in. A call that fails for another reason than the session keeps what is known;
 * a 110 ends the session as any call's does; too few modules left ends it as at sign-in.
 */
export async function refreshUserInfo(): Promise<void> {
  const { userId, token } = sessionStore.get();
  if (!userId || !token || sessionStore.get().roles === null) return;
  const info = await api.getUserInfo(userId).catch(() => null);
  if (!info || sessionStore.get().token !== token) return;
  const roles = rolesFromModules(info.modules, info.user.roles);
  if (!roles) {
    toastError(t('msg.noPermissionAccount'));
    await signOut();
    return;
  }
  if (!sameGrants(sessionStore.get(), info))
    sessionStore.set((s) => ({ ...s, user: info.user, modules: info.modules, roles }));
}

/** Forgets the session here, without asking the server (it has ended there already); false: it had ended. */
export function clearSession(): boolean {
  // Several calls may answer 110 at once; the session ends once.
  if (!sessionStore.get().token && !cookies.get(COOKIE.token)) return false;
  cookies.remove(COOKIE.token);
  cookies.remove(COOKIE.userId);
  sessionStore.set({ token: undefined, userId: undefined, user: undefined, modules: [], roles: null });
  return true;
}

/** Ends the session here and on the server; never while the page is being left (a reload is no sign-out). */
export async function signOut() {
  if (pageLeaving()) return;
  await api.logout().catch(() => undefined);
  clearSession();
}

/** The first role's id drives the UI (spec section 3). */
export function firstRoleId(state: SessionState): number | undefined {
  return state.user?.roles[0]?.id;
}

const NO_ROLES: readonly number[] = [];

/** The signed-in user's role ids: what a record's flow lets them do (common/src/flow.ts). */
export function useRoleIds(): readonly number[] {
  const user = useStore(sessionStore, (s) => s.user);
  return useMemo(() => user?.roles.map((r) => r.id) ?? NO_ROLES, [user]);
}
