import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionUserKey } from './features/session/session-actions';
import { setUnauthorizedHandler } from './lib/api/send-request';
import { createQueryClient } from './lib/query-client';
import { RealtimeProvider } from './lib/realtime/RealtimeProvider';
import { storage } from './lib/storage';
import { STORAGE_KEYS } from './lib/storage-keys';
import { PUSH_HANDLERS } from './push-handlers';
import { createAppRouter } from './router';
import { theme } from './theme';

// The theme is forced to light on load (spec 01 section 2.2).
storage.set(STORAGE_KEYS.theme, 'light');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Any authenticated call answered 401: check the session, which signs out if it is gone.
setUnauthorizedHandler(() => void queryClient.invalidateQueries({ queryKey: sessionUserKey }));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light">
      {/* At the bottom, so a toast never covers the user menu or the banner. */}
      <Notifications position="bottom-right" zIndex={1100} />
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider handlers={PUSH_HANDLERS}>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
