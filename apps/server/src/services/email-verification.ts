/**
 * E-mail verification: single-use links that expire after 24 hours. Only a SHA-256 hash of each token is
 * stored, so a leaked database cannot be used to verify addresses.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { UserRow } from '../db/rows';
import { emailTokens, users } from '../db/schema';
import { renderVerifyEmail } from '../emails/verify-email';
import { AppError } from '../lib/app-error';

/** How long a verification link works, hours. */
export const VERIFY_EMAIL_TTL_HOURS = 24;
const PURPOSE = 'verify-email';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Creates a verification token for a user and e-mails the link.
 * @returns the link that was sent
 * @throws Error when the e-mail provider fails
 */
export async function sendVerificationEmail(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  user: { id: string; email: string; firstName: string },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await services.db.insert(emailTokens).values({
    userId: user.id,
    purpose: PURPOSE,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_HOURS * 3600_000),
  });
  const link = `${services.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = await renderVerifyEmail({
    firstName: user.firstName,
    link,
    expiresInHours: VERIFY_EMAIL_TTL_HOURS,
  });
  await services.email.send({ to: user.email, ...mail, links: [link] });
  return link;
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
 * Sends a new verification link to the signed-in applicant, or to the owner of an expired or used token.
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
