/** The first step of an operator's sign-in (decision 022): the e-mail and password, then a code by e-mail. */
import crypto from 'node:crypto';
import { OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import { OPERATOR_DISABLED_MESSAGE, type OperatorSignInParsed } from '@stairway/domain/operators';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { operators } from '../../db/schema';
import { renderOperatorCodeEmail } from '../../emails/operator-emails';
import { AppError } from '../../lib/app-error';
import { issuedCodeKey, issueOneTimeCode, newOneTimeCode } from '../one-time-codes';
import { hashPassword, passwordMatches } from '../passwords';
import { recordSignInFailure } from '../sign-in-alerts';
import { GENERATED_PASSWORD_BYTES } from './add-operator';
import { codeSubject, ownerOf } from './operator-sign-in-parts';

/** A hash to check against when the e-mail is unknown, so that both answers take as long. */
let decoyHash: Promise<string> | null = null;

const WRONG_PASSWORD = 'The e-mail address or password is not right. Please try again.';

/**
 * The first step of an operator's sign-in: checks the e-mail and password and, when right, e-mails a 6-digit
 * code (10 minutes, 5 tries, single use) for verifyOperatorCode. The code and its e-mail are saved in one
 * transaction (the outbox, decision 063; key `operator-code:<code row id>:<issued at>`) and the e-mail is
 * delivered after it (a failed send is retried by the outbox).
 * @param data the parsed input (e-mail lower-cased)
 * @param ip the caller's IP address, for the rate limit
 * @returns `{ codeSent: true, email }`
 * @throws UNAUTHENTICATED (field `password`) for an unknown e-mail or a wrong password, never saying which;
 *   UNAUTHENTICATED (field `email`, OPERATOR_DISABLED_MESSAGE) for a disabled account, after the right password
 *   only; RATE_LIMITED "Too many…" only for a caller that has failed: after 5 failed steps (password or code)
 *   for the address or 20 in all from its IP in 15 minutes, or while the address's wait runs. The right password
 *   from a caller without failures gets through; the operator is e-mailed after 10 failures in 15 minutes
 */
export async function operatorSignIn(
  services: Pick<AppServices, 'db' | 'email' | 'rateLimits' | 'logger' | 'config'>,
  data: OperatorSignInParsed,
  ip: string,
) {
  // Refuses only a caller that has failed; counts only failures (decision 045).
  await services.rateLimits.checkCredential('operator', data.email, ip);
  const [operator] = await services.db.select().from(operators).where(eq(operators.email, data.email));
  decoyHash ??= hashPassword(crypto.randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url'));
  const ok = await passwordMatches(operator?.passwordHash ?? (await decoyHash), data.password);
  if (!operator || !ok) {
    await recordSignInFailure(services, 'operator', data.email, ip, operator && ownerOf(operator));
    throw new AppError('UNAUTHENTICATED', WRONG_PASSWORD, { field: 'password' });
  }
  await services.rateLimits.recordCredentialSuccess('operator', data.email, ip);
  if (operator.disabledAt) {
    throw new AppError('UNAUTHENTICATED', OPERATOR_DISABLED_MESSAGE, { field: 'email' });
  }
  // Rendered before the transaction; the code and its e-mail commit together (the outbox, decision 063).
  const code = newOneTimeCode();
  const mail = await renderOperatorCodeEmail({ code, expiresInMinutes: OTP_TTL_MINUTES });
  const queued = await services.db.transaction(async (tx) => {
    const issued = await issueOneTimeCode(tx, codeSubject(operator.id), code);
    return services.email.enqueue(
      tx,
      { to: operator.email, ...mail },
      `operator-code:${issuedCodeKey(issued)}`,
    );
  });
  await services.email.deliver(queued);
  return { codeSent: true, email: operator.email };
}
