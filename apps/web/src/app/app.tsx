/**
 * The root component: Mantine, the token part of the session and the router. Apollo Client, the profile and
 * Mantine's modals are provided by app/data-root.tsx around the pages that read data, and the toasts' code
 * is a chunk of its own, loaded when the app starts (not in what / and /login load before they show).
 */
import { MantineProvider } from '@mantine/core';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { afterDelayWhenIdle } from '../lib/after-delay-when-idle';
import { SessionProvider } from '../lib/session';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** How long after the app starts the toasts' container is added, at the first idle moment after it, ms. */
const TOASTS_AFTER_MS = 3000;
/** The longest wait for that idle moment, ms. */
const TOASTS_IDLE_TIMEOUT_MS = 1000;

/** @mantine/notifications, a chunk of its own (DeferredNotifications loads it). */
type NotificationsModule = typeof import('@mantine/notifications');

/**
 * The toasts' container. Its code loads when the app starts; the container is added three seconds later at an
 * idle moment (at most four seconds after; decision 042), or at once when a toast is asked for before then (toasts
 * wait in Mantine's store until it is added). When it mounts, its portal and its six position containers update
 * their state while React commits, which makes React run all pending effects in that task: mounted as soon as its
 * code arrived, that landed in the middle of the first page's rendering.
 */
function DeferredNotifications() {
  const [module, setModule] = useState<NotificationsModule | null>(null);
  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    let cancel: (() => void) | undefined;
    import('@mantine/notifications')
      .then((loaded) => {
        if (stopped) return;
        const add = () => setModule(loaded);
        const { notificationsStore } = loaded;
        const asked = (state: ReturnType<typeof notificationsStore.getState>) =>
          state.notifications.length + state.queue.length > 0;
        if (asked(notificationsStore.getState())) return add();
        unsubscribe = notificationsStore.subscribe((state) => asked(state) && add());
        cancel = afterDelayWhenIdle(add, TOASTS_AFTER_MS, TOASTS_IDLE_TIMEOUT_MS);
      })
      .catch((error: unknown) => console.error('The toasts could not load', error));
    return () => {
      stopped = true;
      unsubscribe?.();
      cancel?.();
    };
  }, []);
  if (!module) return null;
  const { Notifications } = module;
  // Placed below the top bar by global.css, so a toast never covers the header or the navigation.
  return <Notifications position="top-center" autoClose={TOAST_DURATION_MS} zIndex={1000} />;
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
