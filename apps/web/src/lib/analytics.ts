/**
 * The analytics interface (ARCHITECTURE.md §2): PostHog when VITE_POSTHOG_KEY is set, otherwise a recorder
 * that keeps events in memory (window.__stairwayAnalytics) so a person or a test can read them. Page views
 * are reported on every route change (app/page-views.ts), by route and path only, never with the query
 * string; events for a page named 404 are never reported (spec §9).
 *
 * Nothing is collected before consent (UK GDPR and PECR; decision 049, lib/consent.ts): until the person allows
 * analytics, every call is dropped (not queued), posthog-js is not even loaded, and the recorder records nothing.
 * Allowing it starts analytics at once; withdrawing it stops it (PostHog is opted out of capturing and its identity
 * reset).
 */
import { hasConsent, subscribeConsent } from './consent';

/** What a page view says: the path only (no query string, so no token or e-mail address). */
export type PageViewProperties = { path: string };

/** One recorded analytics event. */
export type AnalyticsEvent = {
  type: 'track' | 'identify' | 'reset' | 'page';
  name?: string;
  properties?: object;
};

type Backend = {
  track: (name: string, properties?: object) => void;
  page: (name: string, properties: PageViewProperties) => void;
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
  page(name, properties) {
    record({ type: 'page', name, properties });
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

/** Where events go: null while analytics is not allowed (every call is dropped). */
let backend: Backend | null = null;
/** PostHog once loaded (it is loaded once, the first time analytics is allowed). */
let posthogBackend: Promise<PosthogBackend> | null = null;
const posthogKey = import.meta.env.VITE_POSTHOG_KEY as string | undefined;

/** PostHog as a backend, with the calls that stop and restart capturing when consent changes. */
type PosthogBackend = Backend & { stop: () => void; restart: () => void };

/** Loads and starts PostHog (only ever called after consent). */
function loadPosthog(key: string): Promise<PosthogBackend> {
  posthogBackend ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(key, {
      api_host: (import.meta.env.VITE_POSTHOG_HOST as string | undefined) ?? 'https://eu.i.posthog.com',
      capture_pageview: false,
    });
    return {
      track: (name, properties) => posthog.capture(name, properties as Record<string, unknown>),
      // PostHog's page view event; its URL is the path alone, never the query string.
      page: (name, { path }) =>
        posthog.capture('$pageview', {
          $current_url: `${window.location.origin}${path}`,
          page: name,
          path,
        }),
      identify: (id, properties) => posthog.identify(id, properties as Record<string, unknown>),
      reset: () => posthog.reset(),
      stop: () => {
        posthog.reset();
        posthog.opt_out_capturing();
      },
      restart: () => posthog.opt_in_capturing(),
    };
  });
  return posthogBackend;
}

/** Starts or stops analytics to match the person's choice (lib/consent.ts). */
function applyConsent() {
  if (typeof window === 'undefined') return;
  if (!hasConsent('analytics')) {
    if (backend && posthogBackend) void posthogBackend.then((posthog) => posthog.stop());
    backend = null;
    return;
  }
  if (backend) return;
  if (!posthogKey) {
    backend = recorder;
    return;
  }
  const wasLoaded = posthogBackend !== null;
  loadPosthog(posthogKey)
    .then((posthog) => {
      if (!hasConsent('analytics')) return;
      if (wasLoaded) posthog.restart();
      backend = posthog;
    })
    .catch((error: unknown) => console.error('Analytics could not start', error));
}

applyConsent();
subscribeConsent(applyConsent);

/** The name of the 404 page, whose views are never reported (spec §9). */
export const NOT_FOUND_PAGE = '404';

/** Analytics calls used by the app. */
export const analytics = {
  /** Reports an action, e.g. `welcome_modal_closed`. */
  track(name: string, properties?: object) {
    backend?.track(name, properties);
  },
  /**
   * Reports a page view; never for the page named 404 (spec §9).
   * @param name the route, e.g. `/promotions/:promotionId/terms`, or `404`
   * @param properties the path the person is on, e.g. `/promotions/free-call/terms` (no query string)
   */
  page(name: string, properties: PageViewProperties) {
    if (name === NOT_FOUND_PAGE) return;
    backend?.page(name, properties);
  },
  /** Ties later events to a signed-in user. */
  identify(userId: string, properties?: object) {
    backend?.identify(userId, properties);
  },
  /** Forgets the identity (logout). */
  reset() {
    backend?.reset();
  },
};
