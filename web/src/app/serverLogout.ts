import { LOGOUT_RELOAD_MS } from '@adops/common/constants';

/** Where the server's farewell waits over the reload (also: a reload is under way). */
export const FAREWELL_KEY = 'adops.farewell';

/**
 * Spec section 9: when the server has ended the session, the page reloads 200 ms later, so that nothing of the
 * session stays in memory; the server's message is shown once the page is back.
 */
export function reloadAfterServerLogout(message: string) {
  sessionStorage.setItem(FAREWELL_KEY, message);
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_MS);
}

/** After that reload: the server's message, once; null otherwise. */
export function takeFarewell(): string | null {
  const message = sessionStorage.getItem(FAREWELL_KEY);
  sessionStorage.removeItem(FAREWELL_KEY);
  return message;
}
