/**
 * Landlord accounts (spec §1 "Landlord: signs up with a one-time code"; §3 Landlord; §7 landlordSignUp,
 * verifyLandlordToken, resendLandlordOtpCode, the `landlord` query; decision records 013 and 018). A landlord
 * has no password: every sign-in is a 6-digit code e-mailed to them (services/one-time-codes.ts: 10 minutes,
 * 5 tries), and the session token names `landlordId`. Sign-up, "send me a code" and the code check answer the
 * same, in the same time, whether or not the address has an account, so they cannot be used to find out who is
 * a landlord; e-mails go out after the answer.
 */
import { OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import type {
  LandlordEmailParsed,
  LandlordSignUpParsed,
  VerifyLandlordTokenParsed,
} from '@stairway/domain/landlord';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { LandlordRow } from '../db/rows';
import { landlords } from '../db/schema';
import { renderLandlordCodeEmail } from '../emails/landlord-code';
import { AppError, notFound } from '../lib/app-error';
import {
  type CodeSubject,
  checkOneTimeCode,
  codeCannotBeUsed,
  decoySubjectId,
  issuedCodeKey,
  issueOneTimeCode,
  newOneTimeCode,
} from './one-time-codes';
import { recordSignInFailure } from './sign-in-alerts';

/** The code store's subject for a landlord's sign-in code. */
const codeSubject = (landlordId: string): CodeSubject => ({
  subjectKind: 'landlord',
  subjectId: landlordId,
  purpose: 'landlord-sign-in',
});

/** The web app's landlord page, where the code is typed (and the listings are). */
const LANDLORD_PAGE = '/landlord';

/** What sign-up and "send me a code" answer: the address, normalised, and that a code is on its way. */
export type CodeSent = { email: string; sent: true };

async function findByEmail(db: Db, email: string): Promise<LandlordRow | undefined> {
  const [row] = await db.select().from(landlords).where(eq(landlords.email, email));
  return row;
}

type CodeServices = Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>;

/**
 * Issues a new code for the landlord and e-mails it (replacing any earlier code); for an address without an
 * account, issues one under decoySubjectId and renders the same e-mail without sending it. The e-mail is rendered
 * before the transaction and queued in the outbox in the code's own transaction (decision 063: the code and its
 * e-mail commit together), keyed by the code (`landlord-code:<code row id>:<issued at>`), then delivered in the
 * background: either way the answer does not wait for the provider (a failure is retried by the outbox), so both
 * take the same time to within two database writes, the outbox row and its claim (decision 045;
 * OWASP Authentication Cheat Sheet, "authentication responses").
 * @throws Error only when the database fails (then neither the code nor its e-mail is saved)
 */
async function sendCode(services: CodeServices, email: string, landlord: LandlordRow | undefined) {
  const code = newOneTimeCode();
  const link = `${services.config.appUrl}${LANDLORD_PAGE}`;
  const mail = await renderLandlordCodeEmail({
    firstName: landlord?.firstName ?? 'there',
    code,
    link,
    expiresInMinutes: OTP_TTL_MINUTES,
  });
  const queued = await services.db.transaction(async (tx) => {
    const issued = await issueOneTimeCode(
      tx,
      codeSubject(landlord?.id ?? decoySubjectId('landlord', email)),
      code,
    );
    if (!landlord) return null;
    return services.email.enqueue(
      tx,
      { to: landlord.email, ...mail, links: [link] },
      `landlord-code:${issuedCodeKey(issued)}`,
    );
  });
  // Claimed and handed to the provider; the answer does not wait for the provider's reply.
  await services.email.deliver(queued, { background: true });
}

/**
 * Signs a landlord up (spec §7 landlordSignUp): creates the account and e-mails a sign-in code. When the
 * address already has an account, its names are left as they are and a code is sent to it, with the same
 * answer, so that sign-up does not tell who is a landlord; the answer does not wait for the e-mail.
 * @param data first name, last name and e-mail, parsed with landlordSignUpInputSchema
 * @param ip the caller's IP address, for the sign-up limits
 * @returns the normalised address and `sent: true`
 * @throws RATE_LIMITED after 10 landlord sign-ups from one IP, or from 100 IPs for one e-mail domain, in an
 *   hour (ONBOARD_LIMIT_PER_IP and ONBOARD_LIMIT_PER_DOMAIN, lib/rate-limits.ts
 *   consumeLandlordSignUp), or after 5 codes an hour to one address; nothing is created or sent then
 */
export async function landlordSignUp(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits' | 'logger'>,
  data: LandlordSignUpParsed,
  ip: string,
): Promise<CodeSent> {
  await services.rateLimits.consumeLandlordSignUp(data.email, ip);
  await services.rateLimits.consumeOtpSend(`landlord:${data.email}`);
  let landlord = await findByEmail(services.db, data.email);
  if (!landlord) {
    try {
      [landlord] = await services.db.insert(landlords).values(data).returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      landlord = await findByEmail(services.db, data.email);
    }
  }
  if (!landlord) throw new Error('The landlord was not saved');
  await sendCode(services, data.email, landlord);
  return { email: data.email, sent: true };
}

/**
 * E-mails a new sign-in code (spec §7 resendLandlordOtpCode): "Send me a new code" after sign-up, and the
 * returning landlord's sign-in. Answers the same, after the same work and in the same time, whether or not the
 * address has an account: an unknown address gets a code that is never sent, so that verifyLandlordToken then
 * answers it as it answers a landlord.
 * @param data the e-mail address, parsed with landlordEmailInputSchema
 * @param ip the caller's address (30 requests an hour each)
 * @returns the normalised address and `sent: true`
 * @throws RATE_LIMITED after 30 requests an hour from one IP, or 5 codes an hour to one address
 */
export async function resendLandlordOtpCode(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits' | 'logger'>,
  data: LandlordEmailParsed,
  ip: string,
): Promise<CodeSent> {
  await services.rateLimits.consumeCodeRequest(ip);
  await services.rateLimits.consumeOtpSend(`landlord:${data.email}`);
  const landlord = await findByEmail(services.db, data.email);
  await sendCode(services, data.email, landlord);
  return { email: data.email, sent: true };
}

/**
 * Signs a landlord in with the code e-mailed to them (spec §7 verifyLandlordToken) and confirms their address.
 * An unknown address is checked against its decoy code (see resendLandlordOtpCode), so each answer is the one a
 * landlord would get.
 * @param data the e-mail address and the 6-digit code, parsed with verifyLandlordTokenInputSchema
 * @param ip the caller's IP address, for the rate limit
 * @returns a session token naming `landlordId` (30 days) and the landlord
 * @throws TOKEN_INVALID (wrong code, with `attemptsLeft`), TOKEN_EXPIRED (after 10 minutes), TOKEN_USED (no
 *   code for this address, used, or 5 wrong tries); field `code`; RATE_LIMITED "Too many…" only for a caller that
 *   has failed: after 10 wrong codes for the address or 30 in all from its IP in 15 minutes, or while the
 *   address's wait runs. The right code from a caller without failures gets through; the landlord is e-mailed
 *   after 10 failures in 15 minutes
 */
export async function verifyLandlordToken(
  services: Pick<AppServices, 'db' | 'tokens' | 'rateLimits' | 'email' | 'logger' | 'config'>,
  data: VerifyLandlordTokenParsed,
  ip: string,
): Promise<{ token: string; landlord: LandlordRow }> {
  await services.rateLimits.checkCredential('landlord', data.email, ip);
  const found = await findByEmail(services.db, data.email);
  try {
    await checkOneTimeCode(
      services.db,
      codeSubject(found?.id ?? decoySubjectId('landlord', data.email)),
      data.code,
    );
    // A decoy code is never sent; should one be guessed, it is still no sign-in.
    if (!found) throw codeCannotBeUsed();
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith('TOKEN_')) {
      const owner = found && {
        id: found.id,
        email: found.email,
        firstName: found.firstName,
        account: 'landlord' as const,
      };
      await recordSignInFailure(services, 'landlord', data.email, ip, owner);
    }
    throw error;
  }
  if (!found) throw codeCannotBeUsed();
  await services.rateLimits.recordCredentialSuccess('landlord', data.email, ip);
  const [landlord] = await services.db
    .update(landlords)
    .set({ emailVerified: true })
    .where(eq(landlords.id, found.id))
    .returning();
  if (!landlord) throw notFound('Your account');
  const token = await services.tokens.sign(
    { kind: 'landlord', landlordId: landlord.id },
    landlord.sessionVersion,
  );
  return { token, landlord };
}

/**
 * The signed-in landlord (spec §7 `landlord`).
 * @throws NOT_FOUND when the account no longer exists
 */
export async function getLandlord(db: Db, landlordId: string): Promise<LandlordRow> {
  const [row] = await db.select().from(landlords).where(eq(landlords.id, landlordId));
  if (!row) throw notFound('Your account');
  return row;
}
