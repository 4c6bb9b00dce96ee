import { Spin } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { Navigate, useLocation } from 'react-router';
import { Status } from '@adops/common/codes';
import { RequestError } from '../api/client';
import { toastError } from '../api/notify';
import { Layout } from '../layout/Layout';
import { preloadPage } from '../pages/registry';
import { useStore } from '../store/createStore';
import { loadUserInfo, sessionStore, signOut } from '../store/session';
import { useFreshGrants } from './freshGrants';
import { decide } from './guard';
import { queryClient } from './queryClient';
import { resetWhenSessionEnds } from './sessionReset';

resetWhenSessionEnds();

/** How long after a user-info call that found no server it is tried again. */
const RETRY_MS = 3_000;

/** Every non-public path: the spec's section 4 guard, then the layout. */
export function Guarded() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useStore(sessionStore);
  const loading = useRef(false);
  /** Counts the tries at the user info: a call that never reached the server is tried again. */
  const [attempt, setAttempt] = useState(0);
  useFreshGrants();
  const decision = decide({
    path: pathname,
    fullPath: pathname + search,
    hasToken: Boolean(session.token),
    roles: session.roles,
  });

  useEffect(() => {
    if (decision.kind !== 'loadUser' || loading.current) return;
    loading.current = true;
    // The page's code and its first answer on their way while the session is checked.
    if (attempt === 0) preloadPage({ path: pathname, fullPath: pathname + search });
    loadUserInfo()
      .catch(async (error: Error) => {
        // Cancelled (the page is being left) or never answered: no verdict on the session, so it stays.
        if (error instanceof RequestError && error.status === 0) {
          if (error.message) setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
          return;
        }
        // The server ended the session: the 110 handler has said so and signed out here.
        if (error instanceof RequestError && error.status === Status.NO_SESSION) return;
        toastError(error.message || t('app.verificationFailed'));
        // Without a token the guard sends to sign-in by itself; a navigation of our own here would race it.
        await signOut();
      })
      .finally(() => (loading.current = false));
  }, [decision.kind, t, attempt]);

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
