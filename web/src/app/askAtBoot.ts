import { preloadPage } from '../pages/registry';
import { loadUserInfo, sessionStore } from '../store/session';
import { decide } from './guard';

/**
 * Before the first render, when a session is to be checked: the check, the shell's code, the page's code and
 * its first answer all set off at once, rather than each after the render that needs it (the guard's chunk, its
 * render, then its effect). The guard takes the check's answer, or asks again and shows why it failed.
 */
export function askAtBoot({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const { token, roles } = sessionStore.get();
  const fullPath = pathname + search;
  if (decide({ path: pathname, fullPath, hasToken: Boolean(token), roles }).kind !== 'loadUser') return;
  loadUserInfo().catch(() => undefined);
  // The shell is in its own chunk, not in the entry every page (the sign-in one too) loads. The page registry
  // is in the entry (a few KB), so that the page's chunks are asked for beside the shell's, not a chunk later.
  void import('./Guarded');
  preloadPage({ path: pathname, fullPath });
}
