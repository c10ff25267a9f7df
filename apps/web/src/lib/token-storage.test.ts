import { describe, expect, it } from 'vitest';
import { tokenKind } from './token-storage';

/** An unsigned token with the given payload (the web app reads the payload only; the server checks the rest). */
const tokenWith = (payload: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

describe('tokenKind', () => {
  it('names the kind of account from the one id claim', () => {
    expect(tokenKind(tokenWith({ userId: 'u1', sv: 0 }))).toBe('applicant');
    expect(tokenKind(tokenWith({ landlordId: 'l1', sv: 0 }))).toBe('landlord');
    expect(tokenKind(tokenWith({ coApplicantId: 'c1' }))).toBe('coApplicant');
  });
  it('gives null for no token, a malformed one, or one naming two kinds', () => {
    expect(tokenKind(null)).toBeNull();
    expect(tokenKind('not-a-token')).toBeNull();
    expect(tokenKind(tokenWith({ userId: 'u1', landlordId: 'l1' }))).toBeNull();
  });
});
