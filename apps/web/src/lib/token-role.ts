/**
 * Whose session a token is (spec §6: "The session token payload identifies which of userId, coApplicantId or
 * landlordId is signed in. Only the matching profile query runs"). The payload is read, not verified: the
 * server checks every token; this only chooses which profile query to run and which home to show.
 */
import { tokenKind } from './token-storage';

/** The roles whose pages this web app has. */
export type SessionRole = 'applicant' | 'coApplicant';

/**
 * Reads the role from a token's payload.
 * @param token a JWT (header.payload.signature, base64url), read by token-storage.ts `tokenKind` (exactly one subject)
 * @returns `coApplicant` when it names coApplicantId, `applicant` when it names userId, null otherwise
 */
export function tokenRole(token: string | null): SessionRole | null {
  const kind = tokenKind(token);
  return kind === 'applicant' || kind === 'coApplicant' ? kind : null;
}
