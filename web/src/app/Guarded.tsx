import { Spin } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { Navigate, useLocation } from 'react-router';
import { toastError } from '../api/notify';
import { Layout } from '../layout/Layout';
import { useStore } from '../store/createStore';
import { loadUserInfo, sessionStore, signOut } from '../store/session';
import { decide } from './guard';
import { queryClient } from './queryClient';
import { resetWhenSessionEnds } from './sessionReset';

resetWhenSessionEnds();

/** Every non-public path: the spec's section 4 guard, then the layout. */
export function Guarded() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useStore(sessionStore);
  const loading = useRef(false);
  const decision = decide({
    path: pathname,
    fullPath: pathname + search,
    hasToken: Boolean(session.token),
    roles: session.roles,
  });

  useEffect(() => {
    if (decision.kind !== 'loadUser' || loading.current) return;
    loading.current = true;
    loadUserInfo()
      .catch(async (error: Error) => {
        toastError(error.message || t('app.verificationFailed'));
        // Without a token the guard sends to sign-in by itself; a navigation of our own here would race it.
        await signOut();
      })
      .finally(() => (loading.current = false));
  }, [decision.kind, t]);

  switch (decision.kind) {
    case 'login':
      return <Navigate to={`/login?redirect=${encodeURIComponent(decision.redirect)}`} replace />;
    case 'loadUser':
      return <Spin size="large" className="page-loading" />;
    case 'notFound':
      return <Navigate to="/404" replace />;
    case 'forbidden':
      return <Navigate to="/401" replace state={{ noGoBack: true }} />;
    default:
      return (
        <QueryClientProvider client={queryClient}>
          <Layout />
        </QueryClientProvider>
      );
  }
}
