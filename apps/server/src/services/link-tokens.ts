/**
 * Single-use, expiring tokens for e-mailed links (password reset, change of e-mail, invitation; the e-mail
 * verification link keeps its own module, email-verification.ts), and the co-applicant's sign-up link
 * (decision 015). 32 random bytes, base64url; only a SHA-256
 * hash is stored (email_tokens), so a leaked database holds no working link (OWASP Forgot Password Cheat
 * Sheet). Issuing a new link of a purpose uses up the account's earlier ones of that purpose.
 */
import crypto from 'node:crypto';
import { CHANGE_EMAIL_TTL_HOURS, RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { CoApplicantRow, UserRow } from '../db/rows';
import { coApplicants, emailTokens, users } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * How long a "This wasn't me" link works, days (decision 052): long enough to be read after a weekend away,
 * short enough that an old e-mail cannot undo a change weeks later.
 */
export const SECURE_ACCOUNT_TTL_DAYS = 7;

/**
 * What a link token is for. `secure-account` is the "This wasn't me" link of the password-changed and
 * e-mail-changed notices (account-security.ts; decision 052).
 */
export type LinkPurpose = 'reset-password' | 'change-email' | 'invite' | 'secure-account';

/** The SHA-256 hash of a token, hex: what is stored. */
export const hashLinkToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new random link token (32 bytes, base64url), not stored yet: made before a transaction so that the e-mail
 * carrying it can be rendered before the transaction, then stored with {@link issueLinkToken} in it.
 */
export const newLinkToken = () => crypto.randomBytes(32).toString('base64url');

/** An issued link token: the token to put in the link (never stored) and the id of its email_tokens row. */
export type IssuedLinkToken = { token: string; id: string };

/**
 * Issues a link token for a user, using up their earlier unused tokens of the same purpose (unless
 * `keepEarlier`).
 * @param db the database, or the transaction of the change the link belongs to (its e-mail is queued in it)
 * @param input.ttlMs how long it works, milliseconds
 * @param input.newEmail the address a change-of-e-mail link confirms; for a `secure-account` link after a change of
 *   e-mail, the old address that the link puts back (the column is `new_email`: the address the link sets)
 * @param input.keepEarlier leave the earlier links of this purpose working: a "This wasn't me" link must survive a
 *   later change (someone who changed the e-mail address and then the password must not cancel the first link)
 * @param input.token the token to store (from {@link newLinkToken}); default a new one
 * @returns the token to put in the link (never stored) and its row's id (the e-mail's idempotency key names it)
 */
export async function issueLinkToken(
  db: Db | Tx,
  input: {
    userId: string;
    purpose: LinkPurpose;
    ttlMs: number;
    newEmail?: string;
    keepEarlier?: boolean;
    token?: string;
  },
): Promise<IssuedLinkToken> {
  const token = input.token ?? newLinkToken();
  if (!input.keepEarlier) await expireLinkTokens(db, input.userId, input.purpose);
  const [row] = await db
    .insert(emailTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashLinkToken(token),
      newEmail: input.newEmail ?? null,
      expiresAt: new Date(Date.now() + input.ttlMs),
    })
    .returning({ id: emailTokens.id });
  if (!row) throw new Error('The link token was not saved');
  return { token, id: row.id };
}

/**
 * Uses up a user's unused links of a purpose (they stop working).
 * @param userId the user; purpose the kind of link
 */
export async function expireLinkTokens(db: Db | Tx, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

const MESSAGES: Record<LinkPurpose, { invalid: string; used: string; expired: string }> = {
  'reset-password': {
    invalid:
      'This reset link doesn’t work. Check that you opened the whole link from the e-mail, or ask for a new one.',
    used: 'This reset link has already been used. Ask for a new one if you still need to reset your password.',
    expired: `This reset link has expired. Links work for ${RESET_PASSWORD_TTL_MINUTES} minutes: ask for a new one.`,
  },
  'change-email': {
    invalid:
      'This link doesn’t work. Check that you opened the whole link from the e-mail, or ask for a new one in your settings.',
    used: 'This link has already been used. Sign in to see the e-mail address your account uses.',
    expired: `This link has expired. Links work for ${CHANGE_EMAIL_TTL_HOURS} hours: ask for a new one in your settings.`,
  },
  invite: {
    invalid:
      'This invitation link doesn’t work. Check that you opened the whole link from the e-mail, or ask for a new link below.',
    used: 'This invitation has already been used. Sign in with the password you chose, or ask for a new link below.',
    expired: 'This invitation has expired. Ask for a new link below to choose your password.',
  },
  'secure-account': {
    invalid:
      'This link doesn’t work. Check that you opened the whole link from the e-mail. If you think someone else is using your account, reset your password or contact us.',
    used: 'This link has already been used: your account was secured then, and a password-reset link was e-mailed to you. If you need another, ask for one on the forgotten-password page.',
    expired: `This link has expired. Links work for ${SECURE_ACCOUNT_TTL_DAYS} days. If you think someone else is using your account, reset your password now or contact us.`,
  },
};

/**
 * Finds the unused, unexpired token of a purpose, with its user, and locks it for this transaction.
 * @returns the token row and its user; mark it used with {@link markLinkTokenUsed} in the same transaction
 * @throws TOKEN_INVALID (unknown or of another purpose), TOKEN_USED, TOKEN_EXPIRED, each with a message that
 *   says what to do next
 */
export async function readLinkToken(tx: Tx, token: string, purpose: LinkPurpose) {
  const [row] = await tx
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashLinkToken(token)), eq(emailTokens.purpose, purpose)))
    .for('update', { of: emailTokens });
  const messages = MESSAGES[purpose];
  if (!row) throw new AppError('TOKEN_INVALID', messages.invalid, { field: 'token' });
  if (row.token.usedAt) throw new AppError('TOKEN_USED', messages.used, { field: 'token' });
  if (row.token.expiresAt.getTime() < Date.now()) {
    throw new AppError('TOKEN_EXPIRED', messages.expired, { field: 'token' });
  }
  return row as { token: typeof row.token; user: UserRow };
}

/** What a link token is now: it works, it was used (or replaced), it expired, or it is not one of ours. */
export type LinkTokenState = 'VALID' | 'USED' | 'EXPIRED' | 'INVALID';

/**
 * The state of a link token of a purpose, read without using it or locking it, and without saying whose it is
 * (used to show "already used" before a form is filled in).
 * @param token the token from the link (any string: one that is not ours is INVALID)
 * @param purpose the link's purpose; a token of another purpose is INVALID
 * @returns VALID, USED (used, or replaced by a newer link), EXPIRED or INVALID, in that order of checks as
 *   {@link readLinkToken} makes them
 */
export async function linkTokenState(
  db: Db | Tx,
  token: string,
  purpose: LinkPurpose,
): Promise<LinkTokenState> {
  const [row] = await db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashLinkToken(token)), eq(emailTokens.purpose, purpose)));
  if (!row) return 'INVALID';
  if (row.usedAt) return 'USED';
  if (row.expiresAt.getTime() < Date.now()) return 'EXPIRED';
  return 'VALID';
}

/** Marks a token used (it works once). */
export async function markLinkTokenUsed(tx: Tx, tokenId: string) {
  await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, tokenId));
}

/** The messages of a co-applicant's sign-up link that does not work. */
const CO_APPLICANT_MESSAGES = {
  invalid:
    'This link doesn’t work. Check that you opened the whole link from the e-mail, or ask the person who added you to send a new one.',
  used: 'This link has already been used. Sign in with the e-mail address and password you chose.',
  replaced:
    'A newer link has been sent, so this one no longer works. Open the link in the latest e-mail from Stairway, or ask the person who added you to send a new one.',
  expired: 'This link has expired. Ask the person who added you to send a new one from their application.',
};

/**
 * Issues a co-applicant's sign-up link token (purpose `co-applicant-sign-up`), using up their earlier
 * unused ones, so that only the latest e-mail works.
 * @param db the database, or the transaction of the change the link belongs to (its e-mail is queued in it)
 * @param input.ttlMs how long it works, milliseconds
 * @param input.token the token to store (from {@link newLinkToken}); default a new one
 * @returns the token to put in the link (never stored) and its row's id (the e-mail's idempotency key names it)
 */
export async function issueCoApplicantLinkToken(
  db: Db | Tx,
  input: { coApplicantId: string; ttlMs: number; token?: string },
): Promise<IssuedLinkToken> {
  const token = input.token ?? newLinkToken();
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.coApplicantId, input.coApplicantId),
        eq(emailTokens.purpose, 'co-applicant-sign-up'),
        isNull(emailTokens.usedAt),
      ),
    );
  const [row] = await db
    .insert(emailTokens)
    .values({
      coApplicantId: input.coApplicantId,
      purpose: 'co-applicant-sign-up',
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + input.ttlMs),
    })
    .returning({ id: emailTokens.id });
  if (!row) throw new Error('The sign-up link token was not saved');
  return { token, id: row.id };
}

/**
 * Finds a co-applicant's unused, unexpired sign-up token, with the co-applicant, and locks it for this
 * transaction; mark it used with {@link markLinkTokenUsed} in the same transaction.
 * A link is used up either by signing up with it or when it is replaced (a new link sent, the address changed:
 * issueCoApplicantLinkToken, co-applicants.ts expireSignUpLinks). Only signing up sets `signedUpAt`, so a
 * used-up link of a co-applicant who has not joined was replaced: it says so, with `replaced: true` in the
 * extensions, instead of telling them to sign in with a password they never chose.
 * @throws TOKEN_INVALID, TOKEN_USED (with `replaced` true or false), TOKEN_EXPIRED (field `token`), each saying
 *   what to do next
 */
export async function readCoApplicantLinkToken(
  tx: Tx,
  token: string,
): Promise<{ token: typeof emailTokens.$inferSelect; coApplicant: CoApplicantRow }> {
  const [row] = await tx
    .select({ token: emailTokens, coApplicant: coApplicants })
    .from(emailTokens)
    .innerJoin(coApplicants, eq(coApplicants.id, emailTokens.coApplicantId))
    .where(
      and(eq(emailTokens.tokenHash, hashLinkToken(token)), eq(emailTokens.purpose, 'co-applicant-sign-up')),
    )
    .for('update', { of: emailTokens });
  if (!row) throw new AppError('TOKEN_INVALID', CO_APPLICANT_MESSAGES.invalid, { field: 'token' });
  if (row.token.usedAt) {
    const replaced = !row.coApplicant.signedUpAt;
    throw new AppError('TOKEN_USED', replaced ? CO_APPLICANT_MESSAGES.replaced : CO_APPLICANT_MESSAGES.used, {
      field: 'token',
      extra: { replaced },
    });
  }
  if (row.token.expiresAt.getTime() < Date.now()) {
    throw new AppError('TOKEN_EXPIRED', CO_APPLICANT_MESSAGES.expired, { field: 'token' });
  }
  return row;
}
