/**
 * One-time codes (spec §7 verifyOtpToken, resendOtpCode; later verifyLandlordToken and
 * resendLandlordOtpCode): 6 random digits that work for 10 minutes and allow 5 wrong tries, after
 * which a new code is needed (packages/domain/src/accounts.ts). One store for every kind of account: a code
 * belongs to a subject (`applicant` + user id today, `landlord` + landlord id later) and a purpose; issuing a
 * new one replaces the subject's previous code of that purpose. Only a SHA-256 hash is kept; with a million
 * possible codes the hash only keeps the codes out of plain sight, and the 5-try limit is what stops
 * guessing.
 */
import crypto from 'node:crypto';
import { OTP_CODE_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { AppError } from '../lib/app-error';

/** Whose code it is: the kind of account and its id. */
export type CodeSubject = {
  subjectKind: 'applicant' | 'landlord' | 'operator';
  subjectId: string;
  purpose: string;
};

/**
 * The subject id that stands for an address without an account (decision 045): a UUID derived
 * from the kind and the address, under which codes are issued and checked exactly as for an account, so that
 * "send me a code" and the code check answer an unknown address as they answer a known one, with the same
 * database work. No account has this id (account ids are random UUIDs made by the database), and no e-mail is
 * ever sent for it.
 * @param kind the kind of account the caller claims (`landlord`, `operator`)
 * @param email the address (lower case)
 * @returns a UUID, the same for the same kind and address
 */
export function decoySubjectId(kind: CodeSubject['subjectKind'], email: string): string {
  const hex = crypto
    .createHash('sha256')
    .update(`stairway/decoy-code-subject:${kind}:${email}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The error for a code that cannot be used (none, used, or its tries spent): TOKEN_USED, field `code`, no tries
 * left. Also what a caller gets for an address without an account, so both read the same.
 */
export function codeCannotBeUsed(): AppError {
  return new AppError('TOKEN_USED', 'This code can no longer be used. Send yourself a new code.', {
    field: 'code',
    extra: { attemptsLeft: 0 },
  });
}

const hashCode = (subject: CodeSubject, code: string) =>
  crypto
    .createHash('sha256')
    .update(`${subject.subjectKind}:${subject.subjectId}:${subject.purpose}:${code}`)
    .digest('hex');

/** How long an expired code is kept before issueOneTimeCode deletes it, hours (it then answers as no code). */
export const EXPIRED_CODE_KEPT_HOURS = 24;

/**
 * A new random code, 6 digits as text (e.g. "042917"), not stored yet: made before a transaction so that the
 * e-mail carrying it can be rendered before the transaction, then stored with {@link issueOneTimeCode} in it.
 */
export const newOneTimeCode = () =>
  crypto
    .randomInt(0, 10 ** OTP_CODE_LENGTH)
    .toString()
    .padStart(OTP_CODE_LENGTH, '0');

/**
 * An issued code: the code to e-mail (never stored), and its row's id and time of issue. A subject's row is
 * reused for each new code (one row per subject and purpose), so the two together name this code, e.g. in the
 * idempotency key of the e-mail that carries it ({@link issuedCodeKey}).
 */
export type IssuedCode = { code: string; id: string; issuedAt: Date };

/** The part of an e-mail's idempotency key that names one issued code: `<row id>:<time of issue, ISO>`. */
export const issuedCodeKey = (issued: IssuedCode) => `${issued.id}:${issued.issuedAt.toISOString()}`;

/**
 * Issues a new code for the subject and purpose, replacing any earlier one (its tries start again), and deletes
 * every code expired more than {@link EXPIRED_CODE_KEPT_HOURS} hours ago, whoever's.
 * @param db the database, or the transaction of the change the code belongs to (its e-mail is queued in it)
 * @param subject whose code
 * @param code the code to store (from {@link newOneTimeCode}); default a new one
 * @returns the code, 6 digits as text, to e-mail (it is not stored), with its row's id and time of issue
 */
export async function issueOneTimeCode(
  db: Db | Tx,
  subject: CodeSubject,
  code: string = newOneTimeCode(),
): Promise<IssuedCode> {
  const values = {
    codeHash: hashCode(subject, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    usedAt: null,
    createdAt: new Date(),
  };
  const [row] = await db
    .insert(oneTimeCodes)
    .values({ ...subject, ...values })
    .onConflictDoUpdate({
      target: [oneTimeCodes.subjectKind, oneTimeCodes.subjectId, oneTimeCodes.purpose],
      set: values,
    })
    .returning({ id: oneTimeCodes.id });
  if (!row) throw new Error('The one-time code was not saved');
  // Codes long expired are of no use to anyone: accounts' and decoys' alike, so the table stays
  // as small as the codes of the last day, and a deleted code answers the same for both.
  await db
    .delete(oneTimeCodes)
    .where(sql`${oneTimeCodes.expiresAt} < now() - make_interval(hours => ${EXPIRED_CODE_KEPT_HOURS})`);
  return { code, id: row.id, issuedAt: values.createdAt };
}

/**
 * Checks a code and uses it up when it is right. Every check takes one of the code's 5 tries first, atomically.
 * @param db the database
 * @param subject whose code (an account's id, or decoySubjectId for an address without one)
 * @param code the 6 digits typed
 * @throws TOKEN_USED (field `code`) when there is no code, it was used, or its 5 tries are spent (a new code
 *   is needed); TOKEN_EXPIRED after 10 minutes; TOKEN_INVALID for a wrong code, with `attemptsLeft` (the
 *   fifth wrong try uses the code up)
 */
export async function checkOneTimeCode(db: Db, subject: CodeSubject, code: string): Promise<void> {
  const where = and(
    eq(oneTimeCodes.subjectKind, subject.subjectKind),
    eq(oneTimeCodes.subjectId, subject.subjectId),
    eq(oneTimeCodes.purpose, subject.purpose),
  );
  // The try is counted before the code is compared, in one statement, so that guesses sent at once cannot
  // test more than 5 codes between them (each takes a try or finds none left).
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(where, sql`${oneTimeCodes.usedAt} is null`, sql`${oneTimeCodes.attempts} < ${OTP_MAX_ATTEMPTS}`),
    )
    .returning();
  if (!row) throw codeCannotBeUsed();
  if (row.expiresAt.getTime() < Date.now()) {
    throw new AppError(
      'TOKEN_EXPIRED',
      `This code has expired. Codes work for ${OTP_TTL_MINUTES} minutes: send yourself a new one.`,
      { field: 'code', extra: { attemptsLeft: 0 } },
    );
  }
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(subject, code));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    // Only one request can use it: the update matches while it is still unused.
    const used = await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, row.id), sql`${oneTimeCodes.usedAt} is null`))
      .returning({ id: oneTimeCodes.id });
    if (used.length === 1) return;
    throw codeCannotBeUsed();
  }
  const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - row.attempts);
  throw new AppError(
    'TOKEN_INVALID',
    attemptsLeft > 0
      ? `That code is not right. Check the e-mail and try again: ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and that was the last try. Send yourself a new code.',
    { field: 'code', extra: { attemptsLeft } },
  );
}
