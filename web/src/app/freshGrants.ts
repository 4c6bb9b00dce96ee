import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { refreshUserInfo } from '../store/session';

/** How often the shell asks again which modules the user holds, while the page is in view. */
export const GRANTS_REFRESH_MS = 60_000;

/**
 * Keeps the menu and the guard to the modules the user's roles hold now: asked again at each navigation and
 * every minute while the page is visible (not at the first render: the guard has just loaded them).
 */
export function useFreshGrants() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refreshUserInfo();
  }, [pathname]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshUserInfo();
    }, GRANTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}
