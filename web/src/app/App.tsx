import { ConfigProvider, message } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionEndHandler } from '../api/client';
import { setToast, toastError } from '../api/notify';
import { useStore } from '../store/createStore';
import { clearSession } from '../store/session';
import { settingsStore } from '../store/settings';
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

/** Toasts rendered inside the providers, so they follow the language, size and theme. */
function ToastBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setToast(api);
    const farewell = takeFarewell();
    if (farewell) toastError(farewell);
  }, [api]);
  return holder;
}

export function App() {
  const { size, language } = useStore(settingsStore);
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  }, [language]);
  return (
    <ConfigProvider locale={language === 'zh' ? zhCN : enUS} componentSize={size}>
      <ToastBridge />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
