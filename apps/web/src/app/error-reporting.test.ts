/**
 * Error reporting in the browser (decision 032): nothing of Sentry loads without VITE_SENTRY_DSN; with it, Sentry loads
 * after the first render and gets the errors kept meanwhile; what it sends drops the page named 404 (spec §9), as the
 * app's routes name it, and leaves out e-mail addresses and tokens (lib/error-scrub.ts).
 */
import type { ErrorEvent } from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeforeSend, scrubBreadcrumb, scrubRecordingEvent, scrubSpan } from '../lib/error-scrub';
import { pageNameFor } from './page-views';
import { routes } from './router';

const pageNameOf = (pathname: string) => pageNameFor(routes, pathname);
const EMAIL = 'ann.hughes@example.com';

/** A fresh copy of lib/error-reporting.ts (its state is per page load). */
async function freshErrorReporting() {
  vi.resetModules();
  return import('../lib/error-reporting');
}

describe('startErrorReporting', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('loads nothing and reports nothing without VITE_SENTRY_DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    const { startErrorReporting, reportError } = await freshErrorReporting();
    const load = vi.fn();
    await startErrorReporting({ pageNameOf, load });
    reportError(new Error('boom'));
    expect(load).not.toHaveBeenCalled();
  });

  it('with VITE_SENTRY_DSN, loads Sentry after the first render and sends the errors kept until then', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@o0.ingest.sentry.io/1');
    const { startErrorReporting, reportError } = await freshErrorReporting();
    const reporter = vi.fn();
    const startSentry = vi.fn(() => reporter);
    const started = startErrorReporting({
      pageNameOf,
      load: async () => ({ startSentry, setReplay: vi.fn() }),
    });
    const early = new Error('before Sentry loaded');
    reportError(early, { where: 'route-error' });
    expect(reporter).not.toHaveBeenCalled();
    await started;
    expect(startSentry).toHaveBeenCalledWith('https://key@o0.ingest.sentry.io/1', pageNameOf);
    expect(reporter).toHaveBeenCalledWith(early, { where: 'route-error' });
    const late = new Error('after');
    reportError(late);
    expect(reporter).toHaveBeenLastCalledWith(late, undefined);
  });

  it('starts session replay only once the person allows it, and stops it when they withdraw (decision 049)', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@o0.ingest.sentry.io/1');
    window.localStorage.clear();
    const { startErrorReporting } = await freshErrorReporting();
    const { saveConsent, ACCEPT_ALL } = await import('../lib/consent');
    const setReplay = vi.fn();
    await startErrorReporting({ pageNameOf, load: async () => ({ startSentry: () => vi.fn(), setReplay }) });
    // Error reporting runs without consent; replay does not.
    expect(setReplay.mock.calls).toEqual([[false]]);
    saveConsent({ analytics: true, sessionReplay: false });
    expect(setReplay).toHaveBeenLastCalledWith(false);
    saveConsent(ACCEPT_ALL);
    expect(setReplay).toHaveBeenLastCalledWith(true);
    saveConsent({ analytics: true, sessionReplay: false });
    expect(setReplay).toHaveBeenLastCalledWith(false);
  });
});

describe('what the browser sends to Sentry', () => {
  const beforeSend = createBeforeSend(pageNameOf);

  it('drops errors on the page named 404 (spec §9)', () => {
    const event: ErrorEvent = { type: undefined, request: { url: 'https://stairway.example/no-such-page' } };
    expect(beforeSend(event)).toBeNull();
    const onDashboard: ErrorEvent = {
      type: undefined,
      request: { url: 'https://stairway.example/dashboard' },
    };
    expect(beforeSend(onDashboard)).not.toBeNull();
  });

  it('sends no token, e-mail address, header or cookie', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: {
        url: `https://stairway.example/reset-password?token=secret-token&email=${encodeURIComponent(EMAIL)}`,
        headers: { Authorization: 'Bearer abc', Cookie: 's=abc' },
        cookies: { s: 'abc' },
      },
      user: { id: 'u1', email: EMAIL, ip_address: '10.0.0.1' },
      exception: { values: [{ type: 'Error', value: `No account for ${EMAIL}` }] },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/login', to: '/reset-password?token=secret-token' } },
        { category: 'fetch', data: { url: '/api?token=secret-token', method: 'POST' } },
        { category: 'console', message: `signed in as ${EMAIL}` },
        { category: 'ui.input', message: `input[value="${EMAIL}"]` },
      ],
      extra: { variables: { password: 'x' }, note: `see /verify-email?token=secret-token` },
    };
    const sent = beforeSend(event);
    const text = JSON.stringify(sent);
    for (const secret of ['secret-token', EMAIL, 'ann.hughes', 'Bearer', 's=abc', '10.0.0.1']) {
      expect(text).not.toContain(secret);
    }
    expect(sent?.request?.url).toBe('https://stairway.example/reset-password');
    expect(sent?.user).toEqual({ id: 'u1' });
    expect(sent?.exception?.values?.[0]?.value).toBe('No account for [redacted]');
    expect(sent?.breadcrumbs?.map((b) => b.category)).toEqual(['navigation', 'fetch', 'ui.input']);
    expect(sent?.breadcrumbs?.[0]?.data).toEqual({ from: '/login', to: '/reset-password' });
  });

  it('drops console breadcrumbs and cuts query strings from the others as they are recorded', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'x' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'xhr', data: { url: '/welcome?token=t' } })?.data).toEqual({
      url: '/welcome',
    });
  });

  it('cuts query strings from trace spans and session replay entries', () => {
    const span = scrubSpan({
      name: '/verify-email?token=t',
      attributes: { 'url.full': 'https://stairway.example/verify-email?token=t', 'url.query': '?token=t' },
    });
    expect(span).toEqual({
      name: '/verify-email',
      attributes: { 'url.full': 'https://stairway.example/verify-email' },
    });
    const entry = scrubRecordingEvent({
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: { op: 'navigation.navigate', description: 'https://stairway.example/welcome?token=t' },
      },
    });
    expect(JSON.stringify(entry)).not.toContain('token=t');
  });
});
