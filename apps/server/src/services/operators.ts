/**
 * Operators and the console's reads (decision 022). An operator is one of the Stairway team: the
 * first is created with `npm run ops -- add-operator EMAIL`, later ones from the console (addOperator); both
 * generate a password, shown once. Signing in takes two steps: the e-mail and password (operatorSignIn), then
 * the 6-digit code e-mailed to the operator (verifyOperatorCode, services/one-time-codes.ts), both rate
 * limited; the token names `operatorId`, lasts up to 8 hours (OPERATOR_SESSION_HOURS), 1 hour without use (decision 030), and reaches only operator
 * operations (scope `operator`). The decisions themselves are the same services `npm run ops` calls
 * (review-decisions.ts, settings.ts).
 */
import crypto from 'node:crypto';
import { OTP_TTL_MINUTES } from '@stairway/domain/accounts';
import {
  type AllUsersParsed,
  type AuditLogParsed,
  OPERATOR_DISABLED_MESSAGE,
  OPERATOR_PAGE_SIZE,
  OPERATOR_SIGN_IN_CODE_PURPOSE,
  type OperatorSignInParsed,
  type VerifyOperatorCodeParsed,
} from '@stairway/domain/operators';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import type { ApplicationRow, AuditLogRow, DocumentRow, OperatorRow, UserRow } from '../db/rows';
import { applicantDocuments, auditLog, operators, userApplications, users } from '../db/schema';
import { renderOperatorCodeEmail } from '../emails/operator-emails';
import { AppError, notFound } from '../lib/app-error';
import {
  checkOneTimeCode,
  codeCannotBeUsed,
  decoySubjectId,
  issuedCodeKey,
  issueOneTimeCode,
  newOneTimeCode,
} from './one-time-codes';
import { hashPassword, passwordMatches } from './passwords';
import { recordSignInFailure } from './sign-in-alerts';
import { setStaffAccountDisabled } from './staff-accounts';

/** Bytes of randomness in a generated password (shown as 24 base64url characters: 144 bits). */
const GENERATED_PASSWORD_BYTES = 18;

/** A hash to check against when the e-mail is unknown, so that both answers take as long. */
let decoyHash: Promise<string> | null = null;

const WRONG_PASSWORD = 'The e-mail address or password is not right. Please try again.';

/**
 * Creates an operator with a generated password, or gives an existing one a new password (which signs their
 * sessions out), and writes an audit-log row (`add-operator` or `reset-operator-password`).
 * @param input the operator's e-mail address (lower-cased here) and who added them (an operator's e-mail, or
 *   the OS user of `npm run ops`)
 * @returns the operator, the generated password (shown once, stored only as an argon2id hash) and whether the
 *   operator was created now
 */
export async function addOperator(db: Db, input: { email: string; actor: string }) {
  const email = input.email.trim().toLowerCase();
  const password = crypto.randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(operators).where(eq(operators.email, email));
    let operator: OperatorRow | undefined;
    if (existing) {
      [operator] = await tx
        .update(operators)
        .set({ passwordHash, sessionVersion: sql`${operators.sessionVersion} + 1` })
        .where(eq(operators.id, existing.id))
        .returning();
    } else {
      [operator] = await tx.insert(operators).values({ email, passwordHash }).returning();
    }
    if (!operator) throw new Error('The operator was not saved');
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: existing ? 'reset-operator-password' : 'add-operator',
      subjectId: operator.id,
      details: {
        email,
        before: existing ? { sessionVersion: existing.sessionVersion } : null,
        after: { sessionVersion: operator.sessionVersion },
      },
    });
    return { operator, password, created: !existing };
  });
}

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

/** The operator as the sign-in alert names them (services/sign-in-alerts.ts). */
const ownerOf = (operator: OperatorRow) => ({
  id: operator.id,
  email: operator.email,
  account: 'operator' as const,
});

const codeSubject = (operatorId: string) => ({
  subjectKind: 'operator' as const,
  subjectId: operatorId,
  purpose: OPERATOR_SIGN_IN_CODE_PURPOSE,
});

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

/**
 * The signed-in operator.
 * @throws NOT_FOUND when the account is gone (its token is then refused anyway)
 */
export async function getOperator(db: Db, operatorId: string): Promise<OperatorRow> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!operator) throw notFound('The operator');
  return operator;
}

/** Every operator, by e-mail address. */
export function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.email));
}

/**
 * Disables or enables an operator's account (decision 025) through the one staff-accounts change
 * (services/staff-accounts.ts), which writes an audit-log row (`disable-operator` or `enable-operator`, with the
 * state before and after). A disabled operator cannot sign in and their tokens are refused at once
 * (lib/sessions.ts); enabling lets them sign in again (old tokens work again until they expire, as they were
 * never revoked otherwise).
 * The console (setOperatorDisabled) and `npm run ops -- disable-operator` / `enable-operator` both call it.
 * @param input the operator's id, true to disable or false to enable, and who did it: the acting operator's id
 *   and e-mail from the console, or (`npm run ops`, no operator account) the actor's name without an id
 * @returns the operator after the change (unchanged, and not audited, when already in that state)
 * @throws NOT_FOUND for an unknown operator; CONFLICT when operators try to disable themselves
 */
export async function setOperatorDisabled(
  db: Db,
  input: { operatorId: string; disabled: boolean; actorId?: string | undefined; actor: string },
): Promise<OperatorRow> {
  if (input.disabled && input.operatorId === input.actorId) {
    throw new AppError('CONFLICT', 'You cannot disable your own account: ask another operator.', {
      field: 'operatorId',
    });
  }
  return setStaffAccountDisabled(db, 'operator', {
    id: input.operatorId,
    disabled: input.disabled,
    actor: input.actor,
  });
}

/**
 * The operator with an e-mail address (`npm run ops -- disable-operator EMAIL`).
 * @param email any case (addresses are stored lower-cased)
 * @returns the operator's row
 * @throws NOT_FOUND when no operator has that address
 */
export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow> {
  const [operator] = await db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase()));
  if (!operator) throw notFound('The operator');
  return operator;
}

/** A page of rows and how many there are in all. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Escapes LIKE's wildcards in a search so that "%" and "_" match themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user with their application, if any, as the console lists them. */
export type UserWithApplication = { user: UserRow; application: ApplicationRow | null };

/**
 * Every applicant, newest first, {@link OPERATOR_PAGE_SIZE} a page, optionally searched by part of the
 * e-mail address, first or last name (any case) (spec §7 allUsers, operator-only).
 */
export async function listAllUsers(db: Db, input: AllUsersParsed): Promise<Page<UserWithApplication>> {
  const where = input.search
    ? or(
        ilike(users.email, likePattern(input.search)),
        ilike(users.firstName, likePattern(input.search)),
        ilike(users.lastName, likePattern(input.search)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(input.search)),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, application: userApplications })
      .from(users)
      .leftJoin(userApplications, eq(userApplications.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((input.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0, page: input.page, pageSize: OPERATOR_PAGE_SIZE };
}

/**
 * The audit log, newest first, {@link OPERATOR_PAGE_SIZE} a page, filtered by an exact action, part of the
 * actor (any case) and an exact subject id, each optional.
 */
export async function listAuditLog(db: Db, input: AuditLogParsed): Promise<Page<AuditLogRow>> {
  const filters: SQL[] = [];
  if (input.action) filters.push(eq(auditLog.action, input.action));
  if (input.actor) filters.push(ilike(auditLog.actor, likePattern(input.actor)));
  if (input.subjectId) filters.push(eq(auditLog.subjectId, input.subjectId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((input.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: input.page, pageSize: OPERATOR_PAGE_SIZE };
}

/** The distinct actions in the audit log, for the console's filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}

/** An application with its applicant, for the console's review page. */
export type ApplicationWithApplicant = { application: ApplicationRow; user: UserRow };

/**
 * One application and its applicant, whatever its state.
 * @throws NOT_FOUND for an unknown id
 */
export async function getApplicationForReview(
  db: Db,
  applicationId: string,
): Promise<ApplicationWithApplicant> {
  const [row] = await db
    .select({ application: userApplications, user: users })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, applicationId));
  if (!row) throw notFound('The application');
  return row;
}

/** The applications of these ids with their applicants, in the order of the ids given. */
export async function getApplicationsWithApplicants(
  db: Db,
  applicationIds: string[],
): Promise<ApplicationWithApplicant[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ application: userApplications, user: users })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(sql`${userApplications.id} in ${applicationIds}`);
  const byId = new Map(rows.map((r) => [r.application.id, r]));
  return applicationIds.flatMap((id) => byId.get(id) ?? []);
}

/** Every document of an application, the applicant's and the co-applicant's, newest first. */
export function listApplicationDocuments(db: Db, applicationId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(applicantDocuments)
    .where(eq(applicantDocuments.applicationId, applicationId))
    .orderBy(desc(applicantDocuments.createdAt), desc(applicantDocuments.id));
}
