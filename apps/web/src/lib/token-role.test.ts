import { describe, expect, it } from 'vitest';
import { tokenRole } from './token-role';

const tokenWith = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('tokenRole', () => {
  it('reads which role a token names', () => {
    expect(tokenRole(tokenWith({ userId: 'u1', sv: 0 }))).toBe('applicant');
    expect(tokenRole(tokenWith({ coApplicantId: 'c1', sv: 1 }))).toBe('coApplicant');
    expect(tokenRole(tokenWith({ landlordId: 'l1' }))).toBeNull();
    expect(tokenRole('not a token')).toBeNull();
    expect(tokenRole(null)).toBeNull();
  });
});
