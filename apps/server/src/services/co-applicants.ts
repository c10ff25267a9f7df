/**
 * The co-applicant of a joint application (spec §1, §3 CoApplicantUser, §7 addCoApplicant, updateCoApplicant,
 * removeCoApplicant, resendPermissionEmail, coApplicantSignUp, grantPermission, coApplicant; decision record
 * 015):
 *
 * 1. the applicant records their co-applicant's name and e-mail address (updateCoApplicant), then sends the
 *    sign-up link (addCoApplicant, no input), which makes the application joint; resendPermissionEmail sends
 *    a new link (the old one stops working), 5 e-mails an hour;
 * 2. the co-applicant chooses a password from the link (coApplicantSignUp: single use, 14 days) and is
 *    signed in with a token naming `coApplicantId`;
 * 3. the co-applicant gives permission (grantPermission) and completes their own steps through the same
 *    section operations as the applicant, which act on the co-applicant's rows (person 'coApplicant').
 *
 * Every query is scoped by the id in the token: the applicant reaches the co-applicant of their own
 * application; the co-applicant reaches only their own row and, through it, their application.
 */

import type { CoApplicantSignUpParsed, UpdateCoApplicantParsed } from '@stairway/domain/co-applicant';
import {
  CO_APPLICANT_LINK_TTL_DAYS,
  CO_APPLICANT_PERMISSION_GRANTED,
  refusedCoApplicantFields,
} from '@stairway/domain/co-applicant';
import { CO_APPLICANT_SIGN_UP_PATH } from '@stairway/domain/links';
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppServices, Context } from '../context';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { ApplicationRow, CoApplicantRow, IncomeRow, UserAddressRow } from '../db/rows';
import {
  applicantDocuments,
  coApplicants,
  emailTokens,
  incomes,
  userAddresses,
  userApplications,
  users,
  verificationSessions,
} from '../db/schema';
import { renderCoApplicantAddressInUseEmail } from '../emails/address-in-use';
import { renderCoApplicantInvitationEmail } from '../emails/co-applicant-invitation';
import { AppError, inputError, notFound } from '../lib/app-error';
import type { Actor } from '../lib/tokens';
import type { UploadOwner } from '../lib/upload-keys';
import { isCoApplicantThemselves } from '../policies/co-applicants';
import type { EmailMessage } from '../providers/email/email-provider';
import { changeApplication } from './application-changes';
import { getApplication, getUser } from './applications';
import {
  issueCoApplicantLinkToken,
  markLinkTokenUsed,
  newLinkToken,
  readCoApplicantLinkToken,
} from './link-tokens';
import { assertStrongPassword, hashPassword } from './passwords';
import { findCoApplicantOf, type Person } from './people';
import { deleteUnrecordedFiles } from './upload-claims';

/**
 * A co-applicant with their application.
 * @throws NOT_FOUND when the co-applicant (or their application) no longer exists
 */
export async function getCoApplicantWithApplication(
  db: Db,
  coApplicantId: string,
): Promise<{ coApplicant: CoApplicantRow; application: ApplicationRow }> {
  const [row] = await db
    .select({ coApplicant: coApplicants, application: userApplications })
    .from(coApplicants)
    .innerJoin(userApplications, eq(userApplications.id, coApplicants.applicationId))
    .where(eq(coApplicants.id, coApplicantId));
  if (!row) throw notFound('Your application');
  return row;
}

/**
 * The co-applicant's incomes on an application, the main (primary) one first, then oldest first.
 * @param db the database
 * @param applicationId the application the co-applicant belongs to
 * @param options.mainOnly true for the applicant's view (spec §3 UserApplication.coApplicant "income"): only the
 *   main income, since the co-applicant's additional incomes are theirs alone
 * @returns the rows; empty when there are none
 */
export function listCoApplicantIncomes(
  db: Db,
  applicationId: string,
  options: { mainOnly?: boolean } = {},
): Promise<IncomeRow[]> {
  return db
    .select()
    .from(incomes)
    .where(
      and(
        eq(incomes.applicationId, applicationId),
        eq(incomes.person, 'coApplicant'),
        options.mainOnly ? eq(incomes.primary, true) : undefined,
      ),
    )
    .orderBy(desc(incomes.primary), asc(incomes.createdAt), asc(incomes.id));
}

/**
 * The co-applicant's address history on an application, the latest move-in date first.
 * @param db the database
 * @param applicationId the application the co-applicant belongs to
 * @returns the rows; empty when there are none
 */
export function listCoApplicantAddresses(db: Db, applicationId: string): Promise<UserAddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.applicationId, applicationId), eq(userAddresses.person, 'coApplicant')))
    .orderBy(desc(userAddresses.moveInDate), asc(userAddresses.createdAt), asc(userAddresses.id));
}

/** Who acts on a section of an application: the applicant's user id (whose application it is) and the person. */
export type ActingPerson = { userId: string; person: Person; uploader: UploadOwner };

/**
 * The person a signed-in applicant or co-applicant acts as, for the section operations that both may call
 * (address history, income, identity verification, bank statements): the applicant acts on their own
 * application as 'applicant'; the co-applicant on the application that added them, as 'coApplicant'. Both
 * come from the token, never from the client.
 * @throws NOT_FOUND when the co-applicant no longer exists; FORBIDDEN for any other kind of actor
 */
export async function actingPerson(db: Db, actor: Actor | null): Promise<ActingPerson> {
  if (actor?.kind === 'applicant') {
    return { userId: actor.userId, person: 'applicant', uploader: actor };
  }
  if (actor?.kind === 'coApplicant') {
    const { application } = await getCoApplicantWithApplication(db, actor.coApplicantId);
    return { userId: application.userId, person: 'coApplicant', uploader: actor };
  }
  throw new AppError('FORBIDDEN', 'You do not have access to this.');
}

/** The co-applicant of the applicant's own application, or null when none has been recorded. */
export async function findCoApplicantOfUser(db: Db, userId: string): Promise<CoApplicantRow | null> {
  const application = await getApplication(db, userId);
  return findCoApplicantOf(db, application.id);
}

function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const JOINED_ELSEWHERE =
  'This e-mail address has already joined another Stairway application, so it can’t join this one too. Ask the person who added you to use a different e-mail address.';

const OWN_EMAIL = 'This is your own e-mail address. Enter your co-applicant’s address.';

/**
 * Uses up the co-applicant's unused sign-up links (after a change of address, or when they are removed).
 */
async function expireSignUpLinks(tx: Tx, coApplicantId: string) {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.coApplicantId, coApplicantId), isNull(emailTokens.usedAt)));
}

/**
 * Changes the co-applicant's details (updateCoApplicant). The applicant records their co-applicant's first
 * name, last name and e-mail address (all three the first time) until the co-applicant signs up; changing the
 * address uses up the link already sent, which must then be sent again (addCoApplicant). The co-applicant
 * changes their own About you and additional-income answers (names, phone number, date of birth,
 * nationality, National Insurance number, hasAdditionalIncome), which works out the budget again.
 *
 * An address that already belongs to someone (an applicant's account, or another application's co-applicant)
 * is recorded like any other, and answered the same way: the answer never says which addresses have accounts
 * (decision 046). The owner is told when the link would be sent (addCoApplicant). Recording an
 * address counts against the invitation limit (consumeCoApplicantInvite: 10 per account and 50 per IP an hour).
 * @param scope the database, the request's loaders, the rate limits and the caller's IP
 * @param actor the signed-in applicant or co-applicant
 * @param data parsed with updateCoApplicantInputSchema (packages/domain/src/co-applicant.ts)
 * @returns the co-applicant and the application after the change
 * @throws BAD_USER_INPUT naming a field the caller may not change, a missing first name, last name or e-mail
 *   address for a new co-applicant, or (field email) the applicant's own address; RATE_LIMITED after 10
 *   addresses an hour from one account or 50 from one IP; APPLICATION_SUBMITTED once submitted; NOT_FOUND when
 *   there is no co-applicant (co-applicant callers) or no application
 */
export async function updateCoApplicant(
  scope: Pick<Context, 'db' | 'loaders' | 'rateLimits' | 'ip'>,
  actor: Actor,
  data: UpdateCoApplicantParsed,
): Promise<{ coApplicant: CoApplicantRow; application: ApplicationRow }> {
  const editor = actor.kind === 'coApplicant' ? 'coApplicant' : 'applicant';
  const { userId } = await actingPerson(scope.db, actor);
  if (data.email && editor === 'applicant') {
    await scope.rateLimits.consumeCoApplicantInvite(`user:${userId}`, scope.ip);
  }
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    const existing = await findCoApplicantOf(tx, current.id);
    if (editor === 'coApplicant' && !isCoApplicantThemselves(actor, existing)) {
      throw notFound('Your application');
    }
    const refused = refusedCoApplicantFields(editor, Boolean(existing?.signedUpAt), data);
    if (refused.length > 0) {
      const message =
        editor === 'applicant'
          ? 'Your co-applicant has joined: only they can change their details now.'
          : 'You can’t change this here.';
      throw inputError(refused.map((field) => ({ field, message })));
    }
    if (data.email) {
      // The applicant's own address is theirs to know; any other address is recorded whoever it belongs to.
      const [own] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, current.userId), eq(users.email, data.email)));
      if (own) throw inputError([{ field: 'email', message: OWN_EMAIL }]);
    }
    const changes = given({
      firstName: data.firstName,
      middleName: data.middleName,
      lastName: data.lastName,
      email: data.email,
      phoneNumber: data.phoneNumber,
      dateOfBirth: data.dateOfBirth,
      nationality: data.nationality,
      nin: data.nin,
      hasAdditionalIncome: data.hasAdditionalIncome,
    });
    if (!existing) {
      const missing = (['firstName', 'lastName', 'email'] as const).filter((field) => !data[field]);
      if (missing.length > 0) {
        const words = { firstName: 'first name', lastName: 'last name', email: 'e-mail address' };
        throw inputError(
          missing.map((field) => ({ field, message: `Enter your co-applicant’s ${words[field]}` })),
        );
      }
      const [created] = await tx
        .insert(coApplicants)
        .values({
          applicationId: current.id,
          firstName: data.firstName as string,
          lastName: data.lastName as string,
          email: data.email as string,
        })
        .returning();
      if (!created) throw new Error('The co-applicant was not saved');
      return created;
    }
    if (Object.keys(changes).length === 0) return existing;
    const [updated] = await tx
      .update(coApplicants)
      .set(changes)
      .where(eq(coApplicants.id, existing.id))
      .returning();
    if (!updated) throw notFound('Your co-applicant');
    if (data.email && data.email !== existing.email) {
      await expireSignUpLinks(tx, existing.id);
      await tx
        .update(userApplications)
        .set({ coApplicantLoginLinkSent: false })
        .where(eq(userApplications.id, current.id));
    }
    return updated;
  });
  return { coApplicant: result, application };
}

/** Who already signs in with an address: an applicant's account, or a co-applicant who has joined. */
type AddressOwner = { id: string; email: string; firstName: string; role: 'applicant' | 'coApplicant' };

/**
 * The person an address already belongs to, other than the co-applicant `exceptId` itself: an applicant's account,
 * or another application's co-applicant who has joined; null when the address is free. A co-applicant who was
 * only invited elsewhere does not own it: their link and this one both work until one of them is used.
 */
async function findAddressOwner(db: Db | Tx, email: string, exceptId: string): Promise<AddressOwner | null> {
  const [applicant] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (applicant) return { ...applicant, role: 'applicant' };
  const [joined] = await db
    .select({ id: coApplicants.id, email: coApplicants.email, firstName: coApplicants.firstName })
    .from(coApplicants)
    .where(
      and(eq(coApplicants.email, email), isNotNull(coApplicants.signedUpAt), ne(coApplicants.id, exceptId)),
    );
  return joined ? { ...joined, role: 'coApplicant' } : null;
}

/** What sending the link needs: the database, e-mail, configuration, rate limits, the request's loaders and IP. */
type LinkScope = Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits' | 'logger'> &
  Pick<Context, 'loaders' | 'ip'>;

/**
 * E-mails the co-applicant a new sign-up link (the old ones stop working) and records that it was sent.
 * 5 e-mails an hour per application, and the invitation limit (10 per account, 50 per IP an hour). When the
 * address already belongs to someone (findAddressOwner), no link is made: its owner is told that someone tried
 * to add them (renderCoApplicantAddressInUseEmail, within their own e-mail limit; a refused limit or a failed
 * rendering is only logged), and the answer is the same as for a free address (decision 046).
 * Either e-mail is rendered before the transaction and queued in the outbox in the application's change
 * (decision 063): `co-applicant-invitation:<email_tokens id>` with its link, or
 * `co-applicant-address-in-use:<co-applicant id>:<time of the change>`; it is delivered after the commit (a
 * failed send is retried by the outbox).
 */
async function sendSignUpLink(services: LinkScope, userId: string): Promise<ApplicationRow> {
  const current = await getApplication(services.db, userId);
  const co = await findCoApplicantOf(services.db, current.id);
  if (!co) {
    throw inputError([
      {
        field: 'email',
        message: 'Add your co-applicant’s name and e-mail address first.',
      },
    ]);
  }
  if (co.signedUpAt) {
    throw new AppError('CONFLICT', `${co.firstName} has already joined your application.`);
  }
  await services.rateLimits.consumeCoApplicantInvite(`user:${userId}`, services.ip);
  await services.rateLimits.consumeEmailSend(`co-applicant-link:${current.id}`);
  const user = await getUser(services.db, userId);
  const owner = await findAddressOwner(services.db, co.email, co.id);
  const token = newLinkToken();
  const link = `${services.config.appUrl}${CO_APPLICANT_SIGN_UP_PATH}?token=${encodeURIComponent(token)}`;
  const toOwner = owner ? await tellAddressOwner(services, owner, user.firstName) : null;
  const invitation = owner
    ? null
    : {
        to: co.email,
        ...(await renderCoApplicantInvitationEmail({
          firstName: co.firstName,
          mainApplicantFirstName: user.firstName,
          link,
          expiresInDays: CO_APPLICANT_LINK_TTL_DAYS,
        })),
        links: [link],
      };
  const { application, result: queued } = await changeApplication(services, userId, async (tx, locked) => {
    await tx
      .update(userApplications)
      .set({ jointApplication: true, coApplicantLoginLinkSent: true })
      .where(eq(userApplications.id, locked.id));
    if (toOwner) {
      const key = `co-applicant-address-in-use:${co.id}:${new Date().toISOString()}`;
      return services.email.enqueue(tx, toOwner, key);
    }
    if (!invitation) return null;
    const issued = await issueCoApplicantLinkToken(tx, {
      coApplicantId: co.id,
      ttlMs: CO_APPLICANT_LINK_TTL_DAYS * 24 * 3600_000,
      token,
    });
    return services.email.enqueue(tx, invitation, `co-applicant-invitation:${issued.id}`);
  });
  await services.email.deliver(queued);
  return application;
}

/**
 * The message telling the owner of an address that an applicant tried to add it as their co-applicant, at most as
 * often as the owner's own e-mail limit allows. A refused limit or a failed rendering is logged and answered null,
 * never thrown (the answer must be the same as for a free address).
 * @returns the message to queue, or null when none is to be sent
 */
async function tellAddressOwner(
  services: LinkScope,
  owner: AddressOwner,
  mainApplicantFirstName: string,
): Promise<EmailMessage | null> {
  const signInLink = `${services.config.appUrl}/login`;
  try {
    await services.rateLimits.consumeEmailSend(owner.id);
    const mail = await renderCoApplicantAddressInUseEmail({
      firstName: owner.firstName,
      mainApplicantFirstName,
      role: owner.role,
      signInLink,
    });
    return { to: owner.email, ...mail, links: [signInLink] };
  } catch (error) {
    services.logger.warn({ err: error, ownerId: owner.id }, 'co-applicant address-in-use e-mail not sent');
    return null;
  }
}

/**
 * Adds the recorded co-applicant to the application (addCoApplicant, no input): makes the application joint
 * and e-mails the co-applicant their sign-up link (coApplicantLoginLinkSent). When the address already belongs to
 * someone, its owner is told instead and no link is made; the answer is the same (decision 046):
 * the co-applicant shows as invited and never joins until the applicant records another address.
 * @param services the database, e-mail, configuration, rate limits, logger, the request's loaders and IP
 * @param userId the applicant
 * @returns the application after the change
 * @throws BAD_USER_INPUT (field email) when no co-applicant has been recorded with updateCoApplicant;
 *   CONFLICT when they have already joined; RATE_LIMITED after 5 e-mails an hour for the application, or 10
 *   invitations an hour from the account or 50 from the IP; APPLICATION_SUBMITTED
 */
export function addCoApplicant(services: LinkScope, userId: string): Promise<ApplicationRow> {
  return sendSignUpLink(services, userId);
}

/**
 * Sends the co-applicant a new sign-up link (resendPermissionEmail, no input); the earlier one stops working. As
 * addCoApplicant, an address that belongs to someone gets its owner told instead.
 * @param services as addCoApplicant
 * @param userId the applicant
 * @returns the application
 * @throws as {@link addCoApplicant}
 */
export function resendPermissionEmail(services: LinkScope, userId: string): Promise<ApplicationRow> {
  return sendSignUpLink(services, userId);
}

/**
 * Removes the co-applicant (removeCoApplicant, no input): their account, sign-up links, incomes, addresses,
 * checks and documents with their files in storage (uploaded documents and bank statements), and the
 * application's permission and link flags. The application stays joint until the applicant switches it to
 * single, so that they can add someone else; the budget is worked out again without the co-applicant. The
 * files are deleted once the rows are gone; a file that storage fails to delete is only logged (as after
 * deleteDocument), since nothing can reach it any more.
 * @param scope the database, storage, logger and the request's loaders
 * @param userId the applicant
 * @returns the application after the change
 * @throws NOT_FOUND when there is no co-applicant; APPLICATION_SUBMITTED once submitted
 */
export async function removeCoApplicant(
  scope: Pick<Context, 'db' | 'loaders' | 'storage' | 'logger'>,
  userId: string,
): Promise<ApplicationRow> {
  const { application, result: storageKeys } = await changeApplication(scope, userId, async (tx, current) => {
    const co = await findCoApplicantOf(tx, current.id);
    if (!co) throw notFound('Your co-applicant');
    const documents = await tx
      .delete(applicantDocuments)
      .where(
        and(eq(applicantDocuments.applicationId, current.id), eq(applicantDocuments.person, 'coApplicant')),
      )
      .returning({ storageKey: applicantDocuments.storageKey });
    for (const table of [incomes, userAddresses, verificationSessions]) {
      await tx.delete(table).where(and(eq(table.applicationId, current.id), eq(table.person, 'coApplicant')));
    }
    await tx.delete(coApplicants).where(eq(coApplicants.id, co.id));
    await tx
      .update(userApplications)
      .set({ coApplicantPermission: null, coApplicantLoginLinkSent: false })
      .where(eq(userApplications.id, current.id));
    return documents.map((document) => document.storageKey);
  });
  // Only files no other record holds are deleted; a storage failure is only logged.
  await deleteUnrecordedFiles(scope, storageKeys);
  return application;
}

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

/**
 * The co-applicant gives their permission (grantPermission): the application's coApplicantPermission becomes
 * Yes and the date is kept (hasGrantedPermissionDate). Giving it again keeps the first date.
 * @returns the co-applicant after the change
 * @throws APPLICATION_SUBMITTED once submitted; NOT_FOUND when the co-applicant no longer exists
 */
export async function grantPermission(
  scope: Pick<Context, 'db' | 'loaders'>,
  coApplicantId: string,
): Promise<CoApplicantRow> {
  const { application } = await getCoApplicantWithApplication(scope.db, coApplicantId);
  const { result } = await changeApplication(scope, application.userId, async (tx, current) => {
    const co = await findCoApplicantOf(tx, current.id);
    if (!co || co.id !== coApplicantId) throw notFound('Your application');
    await tx
      .update(userApplications)
      .set({ coApplicantPermission: CO_APPLICANT_PERMISSION_GRANTED })
      .where(eq(userApplications.id, current.id));
    if (co.hasGrantedPermissionDate) return co;
    const [updated] = await tx
      .update(coApplicants)
      .set({ hasGrantedPermissionDate: new Date() })
      .where(eq(coApplicants.id, co.id))
      .returning();
    return updated ?? co;
  });
  return result;
}

/**
 * Finds the co-applicant an e-mail address belongs to: the one who has joined (signed up) with it, or else the
 * first one invited with it (invitations may share an address: decision 046).
 * @param db the database
 * @param email the address, lower case
 * @returns the row, or null
 */
export async function findCoApplicantByEmail(db: Db, email: string): Promise<CoApplicantRow | null> {
  // Invitations may share an address (decision 046): the one who has joined (at most one) comes first.
  const [row] = await db
    .select()
    .from(coApplicants)
    .where(eq(coApplicants.email, email))
    .orderBy(sql`${coApplicants.signedUpAt} is null`, asc(coApplicants.createdAt), asc(coApplicants.id))
    .limit(1);
  return row ?? null;
}

/**
 * The co-applicant of an application who has joined (signed up), for the e-mails both people of a joint
 * application get (every decision reaches both).
 * @param db the database or the caller's transaction
 * @param applicationId the application's id
 * @returns their e-mail address and first name, or undefined when there is none or they have not joined
 */
export async function joinedCoApplicantOf(
  db: Db | Tx,
  applicationId: string,
): Promise<{ email: string; firstName: string } | undefined> {
  const [co] = await db
    .select({ email: coApplicants.email, firstName: coApplicants.firstName })
    .from(coApplicants)
    .where(and(eq(coApplicants.applicationId, applicationId), isNotNull(coApplicants.signedUpAt)));
  return co;
}
