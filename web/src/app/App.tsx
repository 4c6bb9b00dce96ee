import { ConfigProvider } from 'antd';
// The ES modules, which antd's components use (its English is their default): `antd/locale/*` is the CommonJS
// build, a second copy of both.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionEndHandler } from '../api/client';
import { onToastWaiting, toastError } from '../api/notify';
import { useStore } from '../store/createStore';
import { clearSession } from '../store/session';
import { settingsStore } from '../store/settings';
import { appliedTheme } from '../theme/applied';
import { router } from './router';
import { reloadAfterServerLogout, takeFarewell } from './serverLogout';

/**
 * Spec section 8: a 110 answer ends the session and goes to /login; the server has logged the user out, so the
 * page reloads (section 9) and shows the server's message then.
 */
setSessionEndHandler((message) => {
  const ended = clearSession();
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname !== '/login')
    void router.navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
  if (ended) reloadAfterServerLogout(message);
});

const ToastBridge = lazy(() => import('./ToastBridge'));
/** The toasts' code waits this long before it waits for an idle moment: the first page comes first. */
const TOASTS_AFTER_MS = 1_500;
/** The longest the toasts then wait for an idle moment before they load anyway. */
const TOASTS_IDLE_MS = 2_000;

/**
 * antd's toasts are not needed for the first paint: they load once the first page has had its time and the
 * browser is idle, or at once when one is asked for.
 */
function useToasts(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    onToastWaiting(want);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = requestIdleCallback(want, { timeout: TOASTS_IDLE_MS });
      else want();
    }, TOASTS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return wanted;
}

export function App() {
  const { size, language } = useStore(settingsStore);
  // The zero-runtime config, with a theme's algorithms and colour for a user who chose one (theme/key.ts).
  const theme = useStore(appliedTheme, (applied) => applied.config);
  const toasts = useToasts();
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);
  useEffect(() => {
    const farewell = takeFarewell();
    if (farewell) toastError(farewell);
  }, []);
  return (
    <ConfigProvider theme={theme} locale={language === 'zh' ? zhCN : enUS} componentSize={size}>
      {toasts ? (
        <Suspense fallback={null}>
          <ToastBridge />
        </Suspense>
      ) : null}
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
