/**
 * Landlord accounts (spec §1 "Landlord: signs up with a one-time code"; §3 Landlord; §7 landlordSignUp,
 * verifyLandlordToken, resendLandlordOtpCode, the `landlord` query; decision records 013 and 018). A landlord
 * has no password: every sign-in is a 6-digit code e-mailed to them (services/one-time-codes.ts: 10 minutes,
 * 5 tries), and the session token names `landlordId`. Sign-up and "send me a code" answer the same whether
 * or not the address has an account, so they cannot be used to find out who is a landlord.
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
import { type CodeSubject, checkOneTimeCode, issueOneTimeCode } from './one-time-codes';

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

/** Issues a new code for the landlord and e-mails it (replacing any earlier code). */
async function sendCode(services: Pick<AppServices, 'db' | 'email' | 'config'>, landlord: LandlordRow) {
  const code = await issueOneTimeCode(services.db, codeSubject(landlord.id));
  const link = `${services.config.appUrl}${LANDLORD_PAGE}`;
  const mail = await renderLandlordCodeEmail({
    firstName: landlord.firstName,
    code,
    link,
    expiresInMinutes: OTP_TTL_MINUTES,
  });
  await services.email.send({ to: landlord.email, ...mail, links: [link] });
}

/**
 * Signs a landlord up (spec §7 landlordSignUp): creates the account and e-mails a sign-in code. When the
 * address already has an account, its names are left as they are and a code is sent to it, with the same
 * answer, so that sign-up does not tell who is a landlord.
 * @param data first name, last name and e-mail, parsed with landlordSignUpInputSchema
 * @returns the normalised address and `sent: true`
 * @throws RATE_LIMITED after 5 codes an hour to one address
 */
export async function landlordSignUp(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits'>,
  data: LandlordSignUpParsed,
): Promise<CodeSent> {
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
  await sendCode(services, landlord);
  return { email: data.email, sent: true };
}

/**
 * E-mails a new sign-in code (spec §7 resendLandlordOtpCode): "Send me a new code" after sign-up, and the
 * returning landlord's sign-in. Answers the same whether or not the address has an account (only an account
 * gets an e-mail).
 * @param data the e-mail address, parsed with landlordEmailInputSchema
 * @returns the normalised address and `sent: true`
 * @throws RATE_LIMITED after 5 codes an hour to one address
 */
export async function resendLandlordOtpCode(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits'>,
  data: LandlordEmailParsed,
): Promise<CodeSent> {
  await services.rateLimits.consumeOtpSend(`landlord:${data.email}`);
  const landlord = await findByEmail(services.db, data.email);
  if (landlord) await sendCode(services, landlord);
  return { email: data.email, sent: true };
}

/**
 * Signs a landlord in with the code e-mailed to them (spec §7 verifyLandlordToken) and confirms their address.
 * @param data the e-mail address and the 6-digit code, parsed with verifyLandlordTokenInputSchema
 * @returns a session token naming `landlordId` (30 days) and the landlord
 * @throws TOKEN_INVALID (wrong code, with `attemptsLeft`), TOKEN_EXPIRED (after 10 minutes), TOKEN_USED (no
 *   code for this address, used, or 5 wrong tries); field `code`; RATE_LIMITED after 10 tries per address or
 *   30 per IP in 15 minutes
 */
export async function verifyLandlordToken(
  services: Pick<AppServices, 'db' | 'tokens' | 'rateLimits'>,
  data: VerifyLandlordTokenParsed,
  ip: string,
): Promise<{ token: string; landlord: LandlordRow }> {
  await services.rateLimits.consumeSignIn(`landlord:${data.email}`, ip);
  const found = await findByEmail(services.db, data.email);
  if (!found) {
    throw new AppError('TOKEN_USED', 'This code can no longer be used. Send yourself a new code.', {
      field: 'code',
      extra: { attemptsLeft: 0 },
    });
  }
  await checkOneTimeCode(services.db, codeSubject(found.id), data.code);
  await services.rateLimits.resetSignIn(`landlord:${data.email}`);
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
