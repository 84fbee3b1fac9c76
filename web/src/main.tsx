import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { isGuardAnswer } from './features/session/route-guards';
import { sessionUserKey } from './features/session/session-actions';
import { setUnauthorizedHandler } from './lib/api/send-request';
import { createQueryClient } from './lib/query-client';
import { RealtimeProvider } from './lib/realtime/RealtimeProvider';
import { storage } from './lib/storage';
import { STORAGE_KEYS } from './lib/storage-keys';
import { createAppRouter } from './router';
import { theme } from './theme';
import { accessibleColorsResolver } from './theme-contrast';

// The theme is forced to light on load (spec 01 section 2.2).
storage.set(STORAGE_KEYS.theme, 'light');

// Toasts are shown from a store that queues them; the component that draws them loads after
// the first render.
const ToastOutlet = lazy(() =>
  import('./lib/ToastOutlet').then((module) => ({ default: module.ToastOutlet })),
);

const queryClient = createQueryClient();
const loadPushHandlers = () => import('./push-handlers').then((module) => module.PUSH_HANDLERS);
const router = createAppRouter(queryClient);

// Any authenticated call answered 401: check the session, which signs out if it is gone.
setUnauthorizedHandler(() => void queryClient.invalidateQueries({ queryKey: sessionUserKey }));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root, {
  // React reports every error a boundary catches; a guard's answer (sign in, Access Denied) is
  // the page the visitor is meant to see, so only real failures reach the console.
  onCaughtError: (error, errorInfo) => {
    if (!isGuardAnswer(error)) console.error(error, errorInfo.componentStack);
  },
}).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColorsResolver}
      forceColorScheme="light"
    >
      <Suspense>
        <ToastOutlet />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider loadHandlers={loadPushHandlers}>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
