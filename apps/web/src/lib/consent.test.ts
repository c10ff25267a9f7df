/** The consent choice kept in the browser (decision 049). */
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./consent');
}

beforeEach(() => window.localStorage.clear());

describe('consent', () => {
  it('has no choice on a first visit, so the banner is wanted and nothing is allowed', async () => {
    const { getConsent, hasConsent, consentBannerWanted } = await fresh();
    expect(getConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('sessionReplay')).toBe(false);
    expect(consentBannerWanted()).toBe(true);
  });

  it('keeps a choice in local storage, tells subscribers, and hides the banner', async () => {
    const { saveConsent, subscribeConsent, hasConsent, consentBannerWanted, CONSENT_STORAGE_KEY } =
      await fresh();
    const listener = vi.fn();
    subscribeConsent(listener);
    saveConsent({ analytics: true, sessionReplay: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('sessionReplay')).toBe(false);
    expect(consentBannerWanted()).toBe(false);
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ analytics: true, sessionReplay: false, version: 1 });
    // A later page load reads it back.
    const again = await fresh();
    expect(again.getConsent()).toMatchObject({ analytics: true, sessionReplay: false });
  });

  it('reopens the choice from "Cookie settings" and closes it unchanged', async () => {
    const { saveConsent, openConsentChoices, closeConsentChoices, consentBannerWanted, REJECT_ALL } =
      await fresh();
    saveConsent(REJECT_ALL);
    openConsentChoices();
    expect(consentBannerWanted()).toBe(true);
    closeConsentChoices();
    expect(consentBannerWanted()).toBe(false);
  });

  it('treats a malformed choice, or one given to an older wording, as no choice', async () => {
    window.localStorage.setItem('stairway.consent', '{"analytics":"yes"}');
    expect((await fresh()).getConsent()).toBeNull();
    window.localStorage.setItem(
      'stairway.consent',
      JSON.stringify({ analytics: true, sessionReplay: true, decidedAt: '2026-01-01T00:00:00Z', version: 0 }),
    );
    expect((await fresh()).getConsent()).toBeNull();
  });
});
