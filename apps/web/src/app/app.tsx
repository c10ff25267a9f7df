/**
 * The root component: Mantine, the token part of the session and the router. Apollo Client, the profile and
 * Mantine's modals are provided by app/data-root.tsx around the pages that read data, and the toasts' code
 * loads after the first page shows (issue 14: what / and /login load before they show).
 */
import { MantineProvider } from '@mantine/core';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { afterDelayWhenIdle } from '../lib/after-delay-when-idle';
import { SessionProvider } from '../lib/session';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// Toasts shown before it loads (notifications.show) wait in Mantine's store and appear once it has.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** How long after the app starts the toasts' container is added, at the first idle moment after it, ms. */
const TOASTS_AFTER_MS = 3000;
/** The longest wait for that idle moment, ms. */
const TOASTS_IDLE_TIMEOUT_MS = 1000;

/**
 * The toasts' container, added three seconds after the app starts at an idle moment (at most four seconds after;
 * decision 042), or at once when a toast is asked for before then. When it mounts, its portal and its six position
 * containers update their state while React commits, which makes React run all pending effects in that task:
 * mounted as soon as its code arrived, that landed in the middle of the first page's rendering.
 */
function DeferredNotifications() {
  const [added, setAdded] = useState(false);
  useEffect(() => {
    const add = () => setAdded(true);
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    // A toast asked for early (a home saved in the first seconds) shows at once: Mantine's store holds it.
    void import('@mantine/notifications')
      .then(({ notificationsStore }) => {
        if (stopped) return;
        const asked = (state: ReturnType<typeof notificationsStore.getState>) =>
          state.notifications.length + state.queue.length > 0;
        if (asked(notificationsStore.getState())) add();
        else unsubscribe = notificationsStore.subscribe((state) => asked(state) && add());
      })
      // The chunk did not load: the container is still added after the delay, and loads it again.
      .catch(() => undefined);
    const cancel = afterDelayWhenIdle(add, TOASTS_AFTER_MS, TOASTS_IDLE_TIMEOUT_MS);
    return () => {
      stopped = true;
      unsubscribe?.();
      cancel();
    };
  }, []);
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      {/* Placed below the top bar by global.css, so a toast never covers the header or the navigation. */}
      <Notifications position="top-center" autoClose={TOAST_DURATION_MS} zIndex={1000} />
    </Suspense>
  );
}

/** The app with its providers. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
