/** A co-applicant signing up from their link (spec §7 coApplicantSignUp; decision records 015 and 046). */
import type { CoApplicantSignUpParsed } from '@stairway/domain/co-applicant';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CoApplicantRow } from '../../db/rows';
import { coApplicants, users } from '../../db/schema';
import { inputError, notFound } from '../../lib/app-error';
import { markLinkTokenUsed, readCoApplicantLinkToken } from '../link-tokens';
import { assertStrongPassword, hashPassword } from '../passwords';
import { findAddressOwner, JOINED_ELSEWHERE } from './address-owner';

/**
 * Runs a co-applicant's sign-up transaction; two co-applicants joining with one address at once is answered for
 * the second as JOINED_ELSEWHERE (co_applicants_joined_email_idx).
 */
async function joinOnce<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw inputError([{ field: 'token', message: JOINED_ELSEWHERE }]);
    throw error;
  }
}

/**
 * Signs a co-applicant up from their link (coApplicantSignUp): sets their password (the domain's rule, scored
 * against their names and address), confirms their e-mail address (the link reached it) and signs them in.
 * @returns a session token naming coApplicantId, and the co-applicant
 * @throws TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field token); BAD_USER_INPUT (field token) when the
 *   address has become an applicant's account since the link was sent (one address, one person: decision 015),
 *   or has joined another application as its co-applicant (decision 046);
 *   BAD_USER_INPUT (field password) for a password that breaks the rule. Nothing changes when it throws.
 */
export async function coApplicantSignUp(
  services: Pick<AppServices, 'db' | 'tokens'>,
  data: CoApplicantSignUpParsed,
): Promise<{ token: string; coApplicant: CoApplicantRow }> {
  const coApplicant = await joinOnce(services.db, async (tx) => {
    const row = await readCoApplicantLinkToken(tx, data.token);
    // One e-mail address signs in as one person (decision 015): when the address has become an applicant's
    // account since the link was sent, the link cannot make it a co-applicant's too.
    const [applicant] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, row.coApplicant.email));
    // Nor when another application's co-applicant has joined with it (decision 046: invitations may share an
    // address, joined co-applicants may not).
    if (!applicant && (await findAddressOwner(tx, row.coApplicant.email, row.coApplicant.id))) {
      throw inputError([{ field: 'token', message: JOINED_ELSEWHERE }]);
    }
    if (applicant) {
      throw inputError([
        {
          field: 'token',
          message:
            'This e-mail address now has its own Stairway account, so it can’t join as a co-applicant. Ask the person who added you to use a different e-mail address.',
        },
      ]);
    }
    assertStrongPassword('password', data.password, row.coApplicant);
    await markLinkTokenUsed(tx, row.token.id);
    const passwordHash = await hashPassword(data.password);
    const [updated] = await tx
      .update(coApplicants)
      .set({
        passwordHash,
        emailVerified: true,
        signedUpAt: new Date(),
        sessionVersion: row.coApplicant.sessionVersion + 1,
      })
      .where(eq(coApplicants.id, row.coApplicant.id))
      .returning();
    if (!updated) throw notFound('Your application');
    return updated;
  });
  const token = await services.tokens.sign(
    { kind: 'coApplicant', coApplicantId: coApplicant.id },
    coApplicant.sessionVersion,
  );
  return { token, coApplicant };
}
