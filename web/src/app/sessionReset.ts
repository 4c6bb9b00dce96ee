import { sessionStore } from '../store/session';
import { closeAllTabs } from '../store/tabs';
import { tabsStore } from '../store/tabsStore';
import { queryClient } from './queryClient';

let installed = false;

/**
 * When a session ends, by logout or by a 110 answer, nothing of it stays for the next user of this browser:
 * its tabs close (their kept-alive pages unmount) and its cached server data is dropped.
 */
export function resetWhenSessionEnds() {
  if (installed) return;
  installed = true;
  let hadToken = Boolean(sessionStore.get().token);
  sessionStore.subscribe(() => {
    const hasToken = Boolean(sessionStore.get().token);
    if (hadToken && !hasToken) {
      queryClient.clear();
      tabsStore.set(closeAllTabs(tabsStore.get()).state);
    }
    hadToken = hasToken;
  });
}
