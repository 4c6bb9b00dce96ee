import { createBrowserRouter } from 'react-router';
import { Root } from './Root';

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('../pages/login/Login')).default }) },
      { path: '/404', lazy: async () => ({ Component: (await import('../pages/error/NotFound')).default }) },
      {
        path: '/401',
        lazy: async () => ({ Component: (await import('../pages/error/Unauthorized')).default }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./Guarded')).Guarded }) },
    ],
  },
]);
