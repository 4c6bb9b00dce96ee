import { findRoute, PUBLIC_PATHS } from '@adops/common/menu';
import { canOpen } from './permission';

export type GuardDecision =
  | { kind: 'public' }
  | { kind: 'login'; redirect: string }
  | { kind: 'home' }
  | { kind: 'loadUser' }
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'allow' };

/** The spec's section 4 route guard as a pure decision; the router acts on it. */
export function decide(input: {
  path: string;
  fullPath: string;
  hasToken: boolean;
  roles: readonly string[] | null;
}): GuardDecision {
  const { path, hasToken, roles } = input;
  if (path === '/login') return hasToken ? { kind: 'home' } : { kind: 'public' };
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return { kind: 'public' };
  if (!hasToken) return { kind: 'login', redirect: input.fullPath };
  if (!roles) return { kind: 'loadUser' };
  if (path === '/') return { kind: 'allow' };
  const route = findRoute(path);
  if (!route) return { kind: 'notFound' };
  return canOpen(route, roles) ? { kind: 'allow' } : { kind: 'forbidden' };
}
