/**
 * The analytics interface (ARCHITECTURE.md §2): PostHog when VITE_POSTHOG_KEY is set, otherwise a recorder
 * that keeps events in memory (window.__stairwayAnalytics) so a person or a test can read them. Events for
 * a page named 404 are never reported (spec §9).
 */

/** One recorded analytics event. */
export type AnalyticsEvent = {
  type: 'track' | 'identify' | 'reset' | 'page';
  name?: string;
  properties?: object;
};

type Backend = {
  track: (name: string, properties?: object) => void;
  identify: (id: string, properties?: object) => void;
  reset: () => void;
};

declare global {
  interface Window {
    __stairwayAnalytics?: AnalyticsEvent[];
  }
}

const recorder: Backend = {
  track(name, properties) {
    record({ type: 'track', name, properties });
  },
  identify(id, properties) {
    record({ type: 'identify', name: id, properties });
  },
  reset() {
    record({ type: 'reset' });
  },
};

function record(event: AnalyticsEvent) {
  if (typeof window === 'undefined') return;
  window.__stairwayAnalytics ??= [];
  window.__stairwayAnalytics.push(event);
  if (import.meta.env.DEV) console.debug('[analytics]', event);
}

let backend: Backend = recorder;
const posthogKey = import.meta.env.VITE_POSTHOG_KEY as string | undefined;
if (posthogKey && typeof window !== 'undefined') {
  void import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(posthogKey, {
        api_host: (import.meta.env.VITE_POSTHOG_HOST as string | undefined) ?? 'https://eu.i.posthog.com',
        capture_pageview: false,
      });
      backend = {
        track: (name, properties) => posthog.capture(name, properties as Record<string, unknown>),
        identify: (id, properties) => posthog.identify(id, properties as Record<string, unknown>),
        reset: () => posthog.reset(),
      };
    })
    .catch((error: unknown) => console.error('Analytics could not start', error));
}

/** Analytics calls used by the app. */
export const analytics = {
  /** Reports an action, e.g. `welcome_modal_closed`. */
  track(name: string, properties?: object) {
    backend.track(name, properties);
  },
  /** Reports a page view; never for the page named 404 (spec §9). */
  page(name: string, properties?: object) {
    if (name === '404') return;
    backend.track('page_viewed', { page: name, ...properties });
  },
  /** Ties later events to a signed-in user. */
  identify(userId: string, properties?: object) {
    backend.identify(userId, properties);
  },
  /** Forgets the identity (logout). */
  reset() {
    backend.reset();
  },
};
