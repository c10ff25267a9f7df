import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_DRAFT_PREFIX, clearApplicationDrafts } from './drafts';

describe('clearApplicationDrafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('removes every application draft and nothing else', () => {
    window.sessionStorage.setItem(`${APPLICATION_DRAFT_PREFIX}app-1.about-you`, '{"nin":"QQ123456C"}');
    window.sessionStorage.setItem(`${APPLICATION_DRAFT_PREFIX}app-1.deposit`, '{"deposit":4000}');
    window.sessionStorage.setItem('stairway.onboarding', '{}');
    expect(clearApplicationDrafts()).toBe(2);
    expect(window.sessionStorage.getItem(`${APPLICATION_DRAFT_PREFIX}app-1.about-you`)).toBeNull();
    expect(window.sessionStorage.getItem('stairway.onboarding')).toBe('{}');
  });
});
