/** The second step of an operator's sign-in (decision 022): the e-mailed code, then the session token. */
import { OPERATOR_DISABLED_MESSAGE, type VerifyOperatorCodeParsed } from '@stairway/domain/operators';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkOneTimeCode, codeCannotBeUsed, decoySubjectId } from '../one-time-codes';
import { recordSignInFailure } from '../sign-in-alerts';
import { codeSubject, ownerOf } from './operator-sign-in-parts';

/**
 * The second step: checks the e-mailed code and signs the operator in. An unknown address is answered as an
 * operator's without a code (TOKEN_USED), after the same code look-up (under decoySubjectId), so the answer does
 * not tell who is an operator.
 * @param data the parsed input (e-mail lower-cased, the 6-digit code)
 * @param ip the caller's IP address, for the rate limit
 * @returns the session token (8 hours) and the operator
 * @throws TOKEN_INVALID (with attemptsLeft), TOKEN_EXPIRED or TOKEN_USED (field `code`) for a wrong, old or
 *   used code, or an unknown address; UNAUTHENTICATED (OPERATOR_DISABLED_MESSAGE) for an account disabled since
 *   the first step; RATE_LIMITED as operatorSignIn (a wrong code is a failed step)
 */
export async function verifyOperatorCode(
  services: Pick<AppServices, 'db' | 'tokens' | 'rateLimits' | 'email' | 'logger' | 'config'>,
  data: VerifyOperatorCodeParsed,
  ip: string,
) {
  await services.rateLimits.checkCredential('operator', data.email, ip);
  const [operator] = await services.db.select().from(operators).where(eq(operators.email, data.email));
  try {
    await checkOneTimeCode(
      services.db,
      codeSubject(operator?.id ?? decoySubjectId('operator', data.email)),
      data.code,
    );
    // No code is ever issued for an unknown address; should one be guessed, it is still no sign-in.
    if (!operator) throw codeCannotBeUsed();
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith('TOKEN_')) {
      await recordSignInFailure(services, 'operator', data.email, ip, operator && ownerOf(operator));
    }
    throw error;
  }
  if (!operator) throw codeCannotBeUsed();
  // Disabled between the two steps: no token.
  if (operator.disabledAt) {
    throw new AppError('UNAUTHENTICATED', OPERATOR_DISABLED_MESSAGE, { field: 'code' });
  }
  await services.rateLimits.recordCredentialSuccess('operator', data.email, ip);
  const [signedIn] = await services.db
    .update(operators)
    .set({ lastSignedInAt: new Date() })
    .where(eq(operators.id, operator.id))
    .returning();
  const token = await services.tokens.sign(
    { kind: 'operator', operatorId: operator.id },
    operator.sessionVersion,
  );
  return { token, operator: signedIn ?? operator };
}
