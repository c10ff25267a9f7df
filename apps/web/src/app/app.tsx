/**
 * The root component: Mantine, the token part of the session and the router. Apollo Client, the profile and
 * Mantine's modals are provided by app/data-root.tsx around the pages that read data, and the toasts' code
 * loads after the first page shows (issue 14: what / and /login load before they show).
 */
import { MantineProvider } from '@mantine/core';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../lib/session';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// Toasts shown before it loads (notifications.show) wait in Mantine's store and appear once it has.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The app with its providers. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        {/* Placed below the top bar by global.css, so a toast never covers the header or the navigation. */}
        <Notifications position="top-center" autoClose={TOAST_DURATION_MS} zIndex={1000} />
      </Suspense>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
