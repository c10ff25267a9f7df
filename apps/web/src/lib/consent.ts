/**
 * Consent to optional cookies and recordings (UK GDPR and PECR; decision 049): product analytics (PostHog,
 * lib/analytics.ts) and session replay (Sentry Replay, lib/sentry-client.ts). Neither starts until the person has
 * chosen, and each only if they said yes. Error reporting without replay needs no consent.
 *
 * The choice is kept in this browser's local storage (first-party, never sent anywhere by itself); for a
 * signed-in applicant, co-applicant or landlord it is also recorded on the server (setConsent,
 * features/consent/use-consent-sync.ts). This module is part of every page's first load: it stays tiny and
 * imports nothing.
 */

/** What a person chose: true allows that use. */
export type ConsentChoice = {
  /** Product analytics (PostHog): which pages are visited and which actions are taken. */
  analytics: boolean;
  /** Session replay (Sentry Replay): a masked recording of the page when something goes wrong. */
  sessionReplay: boolean;
};

/** The stored choice: the choice, when it was made (ISO 8601), and the version of the wording it answered. */
export type StoredConsent = ConsentChoice & { decidedAt: string; version: number };

/** The local storage key of the choice. */
export const CONSENT_STORAGE_KEY = 'stairway.consent';
/**
 * The version of the banner's wording. Raising it asks everyone again (a choice stored under an older version
 * is treated as no choice).
 */
export const CONSENT_VERSION = 1;

/** Everything allowed ("Accept all"). */
export const ACCEPT_ALL: ConsentChoice = { analytics: true, sessionReplay: true };
/** Nothing allowed ("Reject all"). */
export const REJECT_ALL: ConsentChoice = { analytics: false, sessionReplay: false };

type Listener = () => void;
const choiceListeners = new Set<Listener>();
const openListeners = new Set<Listener>();
let cached: StoredConsent | null | undefined;
let choicesOpen = false;

/** Reads the stored choice; null when there is none, it is malformed, or it answered an older wording. */
function readStored(): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { analytics, sessionReplay, decidedAt, version } = parsed as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof sessionReplay !== 'boolean') return null;
    if (version !== CONSENT_VERSION || typeof decidedAt !== 'string') return null;
    return { analytics, sessionReplay, decidedAt, version };
  } catch {
    return null;
  }
}

/**
 * The person's choice in this browser.
 * @returns the stored choice, or null before they have chosen (then nothing optional may run)
 */
export function getConsent(): StoredConsent | null {
  if (typeof window === 'undefined') return null;
  if (cached === undefined) cached = readStored();
  return cached;
}

/**
 * Whether one use is allowed now.
 * @param purpose `analytics` or `sessionReplay`
 * @returns true only when the person chose to allow it
 */
export function hasConsent(purpose: keyof ConsentChoice): boolean {
  return getConsent()?.[purpose] === true;
}

/**
 * Keeps a choice in this browser and tells every subscriber (analytics and Sentry start or stop at once).
 * Storage that refuses the write (private mode, full) keeps the choice for this page only.
 * @param choice what the person allowed
 * @returns the stored choice
 */
export function saveConsent(choice: ConsentChoice): StoredConsent {
  const stored: StoredConsent = {
    analytics: choice.analytics,
    sessionReplay: choice.sessionReplay,
    decidedAt: new Date().toISOString(),
    version: CONSENT_VERSION,
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Kept in memory for this page.
  }
  cached = stored;
  choicesOpen = false;
  for (const listener of [...choiceListeners]) listener();
  for (const listener of [...openListeners]) listener();
  return stored;
}

/**
 * Calls `listener` after every saved choice.
 * @returns the function that stops it
 */
export function subscribeConsent(listener: Listener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** Opens the choice again (the footer's "Cookie settings"): the banner shows with the current choice. */
export function openConsentChoices(): void {
  choicesOpen = true;
  for (const listener of [...openListeners]) listener();
}

/** Closes a reopened choice without changing it. */
export function closeConsentChoices(): void {
  choicesOpen = false;
  for (const listener of [...openListeners]) listener();
}

/** Whether the banner should show: no choice yet, or the person asked to change it. */
export function consentBannerWanted(): boolean {
  return choicesOpen || getConsent() === null;
}

/**
 * Calls `listener` when the banner should show or hide.
 * @returns the function that stops it
 */
export function subscribeConsentBanner(listener: Listener): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** Forgets the cached choice so the next read comes from storage (tests, and another tab's change). */
export function forgetCachedConsent(): void {
  cached = undefined;
}

if (typeof window !== 'undefined') {
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY) return;
    cached = undefined;
    for (const listener of [...choiceListeners]) listener();
    for (const listener of [...openListeners]) listener();
  });
}
