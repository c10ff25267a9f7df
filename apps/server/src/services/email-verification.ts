/**
 * E-mail verification: single-use links that expire after 24 hours. Only a SHA-256 hash of each token is
 * stored, so a leaked database cannot be used to verify addresses. The one-time code (spec §7
 * verifyOtpToken, resendOtpCode) is the alternative to the link for applicants (decision record 013): the
 * verification e-mail carries both, so that someone who reads their e-mail on another device (a phone,
 * while the application is open on a laptop) types the 6 digits into /verify-email/code instead of opening
 * the link there; "Send me a code" on that page e-mails a new code.
 */
import crypto from 'node:crypto';
import { OTP_TTL_MINUTES, type OtpCodeParsed } from '@stairway/domain/accounts';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Tx } from '../db/client';
import type { UserRow } from '../db/rows';
import { emailTokens, users } from '../db/schema';
import { renderOneTimeCodeEmail } from '../emails/account-emails';
import { renderVerifyEmail } from '../emails/verify-email';
import { AppError } from '../lib/app-error';
import type { EmailMessage } from '../providers/email/email-provider';
import type { QueuedEmail } from './email-outbox';
import { newLinkToken } from './link-tokens';
import { checkOneTimeCode, issuedCodeKey, issueOneTimeCode, newOneTimeCode } from './one-time-codes';

/** How long a verification link works, hours. */
export const VERIFY_EMAIL_TTL_HOURS = 24;
const PURPOSE = 'verify-email';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A verification e-mail made before its transaction: its link token, its code and the rendered message. */
export type PreparedVerificationEmail = {
  /** The link's token (stored, as a hash, by {@link queueVerificationEmail}). */
  token: string;
  /** The one-time code the e-mail carries (stored, as a hash, by {@link queueVerificationEmail}). */
  code: string;
  /** The verification link. */
  link: string;
  message: EmailMessage;
};

/**
 * Makes a verification link's token and a code and renders the e-mail carrying both, before any transaction (the
 * template takes milliseconds that no transaction should hold its locks for). Nothing is stored.
 * @param services the configuration (APP_URL for the links)
 * @param user the address to write to and the first name to greet
 * @returns what {@link queueVerificationEmail} stores and queues
 */
export async function prepareVerificationEmail(
  services: Pick<AppServices, 'config'>,
  user: { email: string; firstName: string },
): Promise<PreparedVerificationEmail> {
  const token = newLinkToken();
  const code = newOneTimeCode();
  const link = `${services.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const codeLink = `${services.config.appUrl}${CODE_PAGE}`;
  const mail = await renderVerifyEmail({
    firstName: user.firstName,
    link,
    expiresInHours: VERIFY_EMAIL_TTL_HOURS,
    code: { code, link: codeLink, expiresInMinutes: OTP_TTL_MINUTES },
  });
  return { token, code, link, message: { to: user.email, ...mail, links: [link, codeLink] } };
}

/**
 * Stores a prepared verification e-mail's token and code for a user and queues the e-mail in the outbox, all in
 * the caller's transaction (decision 063: the account's change, the link and its e-mail commit together). The
 * idempotency key is the token's row: `verify-email:<email_tokens id>`.
 * @param services the e-mail outbox
 * @param tx the caller's transaction (e.g. onboard's, which creates the account)
 * @param userId the account
 * @param prepared from {@link prepareVerificationEmail}
 * @returns the queued e-mail, to deliver after the commit
 */
export async function queueVerificationEmail(
  services: Pick<AppServices, 'email'>,
  tx: Tx,
  userId: string,
  prepared: PreparedVerificationEmail,
): Promise<QueuedEmail> {
  const [row] = await tx
    .insert(emailTokens)
    .values({
      userId,
      purpose: PURPOSE,
      tokenHash: hashToken(prepared.token),
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_HOURS * 3600_000),
    })
    .returning({ id: emailTokens.id });
  if (!row) throw new Error('The verification token was not saved');
  await issueOneTimeCode(tx, codeSubject(userId), prepared.code);
  return services.email.enqueue(tx, prepared.message, `verify-email:${row.id}`);
}

/**
 * Creates a verification token and a code for a user and e-mails the link (and the code): rendered first, then
 * the token, the code and the outbox row in one transaction, then delivered (a failed send is retried by the
 * outbox, not thrown).
 * @param services the database, the e-mail outbox and the configuration (APP_URL)
 * @param user the account: its id, address and first name
 * @returns the link that was sent
 * @throws Error when the database fails (then nothing is saved or sent)
 */
export async function sendVerificationEmail(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  user: { id: string; email: string; firstName: string },
): Promise<string> {
  const prepared = await prepareVerificationEmail(services, user);
  const queued = await services.db.transaction((tx) =>
    queueVerificationEmail(services, tx, user.id, prepared),
  );
  await services.email.deliver(queued);
  return prepared.link;
}

/** The web app's page where an applicant types the code. */
const CODE_PAGE = '/verify-email/code';

/** The code store's subject for an applicant's e-mail verification code. */
const codeSubject = (userId: string) =>
  ({ subjectKind: 'applicant', subjectId: userId, purpose: PURPOSE }) as const;

/**
 * Confirms the signed-in applicant's e-mail address with a one-time code (the alternative to the link).
 * @returns `{ verified: true, email }`; an address that is already confirmed is answered the same way
 * @throws TOKEN_INVALID (wrong code, with `attemptsLeft`), TOKEN_EXPIRED (after 10 minutes), TOKEN_USED
 *   (used, or 5 wrong tries: a new code is needed); field `code`; nothing changes when it throws
 */
export async function verifyEmailCode(
  services: Pick<AppServices, 'db'>,
  userId: string,
  data: OtpCodeParsed,
) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (user.emailVerified) return { verified: true, email: user.email };
  await checkOneTimeCode(services.db, codeSubject(userId), data.code);
  await services.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return { verified: true, email: user.email };
}

/**
 * E-mails the signed-in applicant a new one-time code (replacing the last one) to confirm their address. The
 * e-mail is rendered first, then the code and the e-mail's outbox row are saved in one transaction (decision 063;
 * key `verify-email-code:<code row id>:<issued at>`) and delivered after it (a failed send is retried by the
 * outbox).
 * @returns whether a code was sent, and whether the address was already confirmed (then nothing is sent)
 * @throws RATE_LIMITED after 5 codes an hour
 */
export async function resendVerificationCode(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits'>,
  userId: string,
) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (user.emailVerified) return { sent: false, alreadyVerified: true };
  await services.rateLimits.consumeOtpSend(user.id);
  const code = newOneTimeCode();
  const link = `${services.config.appUrl}${CODE_PAGE}`;
  const mail = await renderOneTimeCodeEmail({
    firstName: user.firstName,
    code,
    link,
    expiresInMinutes: OTP_TTL_MINUTES,
  });
  const to = user.email;
  const queued = await services.db.transaction(async (tx) => {
    const issued = await issueOneTimeCode(tx, codeSubject(user.id), code);
    return services.email.enqueue(
      tx,
      { to, ...mail, links: [link] },
      `verify-email-code:${issuedCodeKey(issued)}`,
    );
  });
  await services.email.deliver(queued);
  return { sent: true, alreadyVerified: false };
}

/**
 * Marks the e-mail of the token's user as verified and uses the token up.
 * @returns the verified e-mail address
 * @throws TOKEN_INVALID when the token is unknown, TOKEN_USED when it was used before,
 *   TOKEN_EXPIRED when it is older than 24 hours
 */
export async function verifyEmailToken(services: Pick<AppServices, 'db'>, token: string) {
  const { db } = services;
  const [row] = await db
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, PURPOSE)));
  if (!row) {
    throw new AppError(
      'TOKEN_INVALID',
      'This link doesn’t work. Check that you opened the whole link from the e-mail, or sign in to send a new one.',
    );
  }
  if (row.token.usedAt) {
    throw new AppError(
      'TOKEN_USED',
      row.user.emailVerified
        ? 'This link has already been used and your e-mail address is confirmed. You can sign in.'
        : 'This link has already been used. Send yourself a new one below.',
      { extra: { emailVerified: row.user.emailVerified } },
    );
  }
  if (row.token.expiresAt.getTime() < Date.now()) {
    throw new AppError(
      'TOKEN_EXPIRED',
      'This link has expired. Links work for 24 hours: send yourself a new one below.',
      { extra: { emailVerified: row.user.emailVerified } },
    );
  }
  await db.transaction(async (tx) => {
    await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, row.token.id));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, row.user.id));
  });
  return { verified: true, email: row.user.email };
}

/**
 * Sends a new verification link to the signed-in applicant, or to the owner of an expired or used token
 * ({@link sendVerificationEmail}: the token, the code and the e-mail commit together, then it is delivered).
 * @returns whether an e-mail was sent, and whether the address was already verified
 * @throws UNAUTHENTICATED when neither a session nor a known token is given; RATE_LIMITED after 5 an hour
 */
export async function resendVerificationEmail(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits'>,
  by: { userId?: string; token?: string | null },
) {
  const { db } = services;
  let user: UserRow | undefined;
  if (by.userId) {
    [user] = await db.select().from(users).where(eq(users.id, by.userId));
  } else if (by.token) {
    const [row] = await db
      .select({ user: users })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(and(eq(emailTokens.tokenHash, hashToken(by.token)), eq(emailTokens.purpose, PURPOSE)));
    user = row?.user;
  }
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to send a new confirmation link.');
  if (user.emailVerified) return { sent: false, alreadyVerified: true };
  await services.rateLimits.consumeEmailSend(user.id);
  await sendVerificationEmail(services, user);
  return { sent: true, alreadyVerified: false };
}
