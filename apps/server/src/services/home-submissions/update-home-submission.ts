/** Changing a draft's details (spec §7 updateHomeSubmission, updateSubmission). */
import type { HomeSubmissionDetails } from '@stairway/domain/home-submissions';
import { eq } from 'drizzle-orm';
import type { HomeSubmissionRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  detailColumns,
  lockOwnSubmission,
  type Scope,
  withLockedApplication,
} from './home-submission-changes';

/** What updateHomeSubmission needs: the applicant, the draft, and the details to change (others are kept). */
export type UpdateHomeSubmissionOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The draft (UUID). */
  homeSubmissionId: string;
} & Partial<HomeSubmissionDetails>;

const submittedAlready = () =>
  new AppError(
    'CONFLICT',
    'This home has been submitted, so its details can no longer be changed. Contact us if something needs correcting.',
  );

/**
 * Changes the details of one of the applicant's drafts (spec §7 updateHomeSubmission, updateSubmission).
 * @param options the applicant, the submission's id and the details to change (others are kept)
 * @returns the draft after the change
 * @throws NOT_FOUND when it is not one of the applicant's; CONFLICT once it has been submitted
 */
export async function updateHomeSubmission(
  scope: Scope,
  options: UpdateHomeSubmissionOptions,
): Promise<HomeSubmissionRow> {
  const { userId, homeSubmissionId, ...details } = options;
  return withLockedApplication(scope, userId, async (tx, application) => {
    const current = await lockOwnSubmission(tx, application.id, homeSubmissionId);
    if (current.submitted) throw submittedAlready();
    const columns = detailColumns(details);
    if (Object.keys(columns).length === 0) return current;
    const [row] = await tx
      .update(homeSubmissions)
      .set(columns)
      .where(eq(homeSubmissions.id, current.id))
      .returning();
    return row ?? current;
  });
}
