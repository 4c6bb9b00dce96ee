import { ConfigProvider, message } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionEndHandler } from '../api/client';
import { setToast } from '../api/notify';
import { useStore } from '../store/createStore';
import { clearSession } from '../store/session';
import { settingsStore } from '../store/settings';
import { router } from './router';

/** Spec section 8: a 110 answer ends the session and goes to /login. */
setSessionEndHandler(() => {
  clearSession();
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname !== '/login')
    void router.navigate(`/login?redirect=${encodeURIComponent(here)}`);
});

/** Toasts rendered inside the providers, so they follow the language, size and theme. */
function ToastBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => setToast(api), [api]);
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
