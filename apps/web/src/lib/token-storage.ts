/** The session token, kept in browser local storage (spec §3: "The session token is kept in browser local storage"). */

const KEY = 'stairway.token';

/** The stored session token, or null. */
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Stores the session token. */
export function setToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

/** Removes the session token. */
export function clearToken(): void {
  window.localStorage.removeItem(KEY);
}

/** Which kind of account a token names (spec §6: userId, coApplicantId or landlordId; pipelineViewerId). */
export type TokenKind = 'applicant' | 'coApplicant' | 'landlord' | 'pipelineViewer';

const CLAIMS: Record<string, TokenKind> = {
  userId: 'applicant',
  coApplicantId: 'coApplicant',
  landlordId: 'landlord',
  pipelineViewerId: 'pipelineViewer',
};

/**
 * Reads which kind of account a token names, from its payload (not verified here: the server checks every
 * token; this only decides which profile query runs, spec §6 "Only the matching profile query runs").
 * @returns the kind, or null for a token that is not a JWT naming exactly one of them
 */
export function tokenKind(token: string | null): TokenKind | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const kinds = Object.keys(CLAIMS)
      .filter((claim) => typeof json[claim] === 'string')
      .map((claim) => CLAIMS[claim] as TokenKind);
    return kinds.length === 1 ? (kinds[0] as TokenKind) : null;
  } catch {
    return null;
  }
}
