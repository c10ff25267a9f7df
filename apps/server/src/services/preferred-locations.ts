/**
 * Changing the applicant's preferred postcode districts (decision 059). They are a
 * search preference, not part of the assessed application, so they can be changed at any time, submitted
 * application or not. Every change is written to the audit log ('preferred-locations-changed', subject the
 * application, details {previous, next, submitted, budgetWorkedOutAgain}).
 *
 * The districts' rental yield is part of the budget and rent budget (ARCHITECTURE.md §4 steps 4 and 6). Before
 * submission the budget is worked out again, as for any change. Once submitted, the figures the team assesses
 * stay as they were at submission: a change of areas does not move them under the reviewer.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { auditLog, userApplications } from '../db/schema';
import { actorName } from './account-deletion-roles';
import { type ChangeScope, lockApplication } from './application-changes';
import { recalculateBudget } from './budget';
import { assertKnownDistricts } from './homes';

/** The audit action of a change of preferred postcode districts. */
export const PREFERRED_LOCATIONS_CHANGED_ACTION = 'preferred-locations-changed';

/** What {@link changePreferredLocations} takes. */
export type ChangePreferredLocationsOptions = {
  /** The signed-in applicant (from the session, never from the client). */
  userId: string;
  /** 1 to 5 normalised, de-duplicated districts (preferredLocationsSchema, packages/domain validation.ts). */
  preferredLocations: readonly string[];
};

/**
 * Replaces the applicant's preferred postcode districts, at any time (submitted, approved or not), in one
 * transaction that locks their application row; records the change in the audit log. Before submission the
 * budget and rent budget are worked out again from the new districts' regions; once submitted they stay as
 * assessed (decision 059). Saving the same list again changes nothing and records nothing.
 * @param scope the database and the request's loaders (their rows of the application are forgotten afterwards)
 * @returns the application after the change
 * @throws BAD_USER_INPUT naming preferredLocations.N for a district the service does not know; NOT_FOUND
 *   without an application. Nothing changes when it throws.
 */
export async function changePreferredLocations(
  scope: ChangeScope,
  { userId, preferredLocations }: ChangePreferredLocationsOptions,
): Promise<ApplicationRow> {
  const next = [...preferredLocations];
  const changed = await scope.db.transaction(async (tx) => {
    const application = await lockApplication(tx, userId);
    await assertKnownDistricts(tx, next);
    if (!(await recordPreferredLocationsChange(tx, { userId, application, next }))) return application;
    const [updated] = await tx
      .update(userApplications)
      .set({ preferredLocations: next })
      .where(eq(userApplications.id, application.id))
      .returning();
    if (!updated) throw new Error(`Application ${application.id} not found`);
    return application.submitted ? updated : recalculateBudget(tx, application.id);
  });
  scope.loaders.forgetApplication(changed.id);
  return changed;
}

/**
 * Writes the audit row of a change of preferred districts, when they change (also used by updateApplication
 * when the districts change together with other answers, before submission). The budget is worked out again
 * unless the application is submitted (details.budgetWorkedOutAgain).
 * @param tx the transaction of the change (the application row locked)
 * @param change.application the application as it was before the change
 * @param change.next the new districts, normalised
 * @returns true when the districts differ from the application's (a row was written); false when unchanged
 */
export async function recordPreferredLocationsChange(
  tx: Tx,
  change: { userId: string; application: ApplicationRow; next: readonly string[] },
): Promise<boolean> {
  const { userId, application, next } = change;
  const previous = application.preferredLocations;
  if (previous.length === next.length && previous.every((outcode, index) => outcode === next[index])) {
    return false;
  }
  await tx.insert(auditLog).values({
    actor: actorName('applicant', userId),
    action: PREFERRED_LOCATIONS_CHANGED_ACTION,
    subjectId: application.id,
    details: {
      previous,
      next: [...next],
      submitted: application.submitted,
      budgetWorkedOutAgain: !application.submitted,
    },
  });
  return true;
}
