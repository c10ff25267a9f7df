/** Changing the co-applicant's details (spec §7 updateCoApplicant; decision records 015 and 046). */
import type { UpdateCoApplicantParsed } from '@stairway/domain/co-applicant';
import { refusedCoApplicantFields } from '@stairway/domain/co-applicant';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Tx } from '../../db/client';
import type { ApplicationRow, CoApplicantRow } from '../../db/rows';
import { coApplicants, emailTokens, userApplications, users } from '../../db/schema';
import { inputError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import { isCoApplicantThemselves } from '../../policies/co-applicants';
import { changeApplication } from '../application-changes';
import { findCoApplicantOf } from '../people';
import { actingPerson } from './acting-person';

/** The values given, without those left undefined. */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

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
