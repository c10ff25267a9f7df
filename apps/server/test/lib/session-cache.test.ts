/**
 * The session check's memory (lib/session-cache.ts, decision 033): kept for SESSION_CACHE_MS and no longer than
 * the token, forgotten all at once, never re-filled by a check that began before the forgetting, and bounded.
 */
import { describe, expect, it } from 'vitest';
import { createSessionCache, SESSION_CACHE_MS } from '../../src/lib/session-cache';
import type { VerifiedSession } from '../../src/lib/tokens';

const T0 = 1_800_000_000_000;
/** A verified applicant session expiring `expiresInSeconds` after T0. */
function checked(expiresInSeconds = 3600) {
  const session: VerifiedSession = {
    actor: { kind: 'applicant', userId: '2f0a4b9e-6c41-4d2a-9a55-0d5a0a3c1e11' },
    sessionVersion: 0,
    authTime: T0 / 1000,
    issuedAt: T0 / 1000,
    expiresAt: T0 / 1000 + expiresInSeconds,
  };
  return { session, user: null };
}

describe('the session cache', () => {
  it('remembers a check for one second', () => {
    const cache = createSessionCache();
    expect(SESSION_CACHE_MS).toBe(1000);
    expect(cache.get('t', T0)).toBeNull();
    cache.set('t', checked(), cache.generation(), T0);
    expect(cache.get('t', T0 + 999)?.session.actor).toEqual(checked().session.actor);
    expect(cache.get('t', T0 + 1000)).toBeNull();
    // Gone once expired, even if asked about with an earlier time.
    expect(cache.get('t', T0)).toBeNull();
  });

  it('never answers for a token past its expiry', () => {
    const cache = createSessionCache();
    cache.set('t', checked(0.5), cache.generation(), T0);
    expect(cache.get('t', T0 + 499)).not.toBeNull();
    expect(cache.get('t', T0 + 500)).toBeNull();
  });

  it('forgets everything at once, and keeps no check begun before the forgetting', () => {
    const cache = createSessionCache();
    cache.set('a', checked(), cache.generation(), T0);
    const begun = cache.generation();
    cache.forgetAll();
    expect(cache.get('a', T0)).toBeNull();
    cache.set('b', checked(), begun, T0);
    expect(cache.get('b', T0)).toBeNull();
    cache.set('b', checked(), cache.generation(), T0);
    expect(cache.get('b', T0)).not.toBeNull();
  });

  it('remembers nothing with a lifetime of 0', () => {
    const cache = createSessionCache(0);
    cache.set('t', checked(), cache.generation(), T0);
    expect(cache.get('t', T0)).toBeNull();
  });

  it('keeps at most 10,000 tokens, dropping the oldest first', () => {
    const cache = createSessionCache();
    for (let i = 0; i <= 10_000; i += 1) cache.set(`t${i}`, checked(), cache.generation(), T0);
    expect(cache.get('t0', T0)).toBeNull();
    expect(cache.get('t1', T0)).not.toBeNull();
    expect(cache.get('t10000', T0)).not.toBeNull();
  });
});
