/** Sending a draft for review (spec §7 submitHomeSubmission). */
import { getMissingHomeDetails } from '@stairway/domain/home-submissions';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import type { HomeSubmissionRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { AppError, inputError } from '../../lib/app-error';
import { queueHomeReceivedEmail } from '../home-submission-emails';
import {
  assertMaySubmit,
  lockOwnSubmission,
  type Scope,
  withLockedApplication,
} from './home-submission-changes';

/** What submitHomeSubmission needs. */
export type SubmitHomeSubmissionOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The draft to submit (UUID). */
  homeSubmissionId: string;
};

/** A submission's details under their API names, for getMissingHomeDetails. */
const asDetails = (row: HomeSubmissionRow) => ({ ...row, EPCRating: row.epcRating });

/**
 * Sends one of the applicant's drafts for review (spec §7 submitHomeSubmission), then e-mails "We've got your
 * home" (home-submission-emails.ts: queued in the submission's transaction, delivered after it).
 * @returns the submission, under review
 * @throws NOT_FOUND when it is not one of the applicant's; CONFLICT when already submitted; BAD_USER_INPUT
 *   naming every missing answer (getMissingHomeDetails); HOME_SUBMISSION_REFUSED by spec §5
 */
export async function submitHomeSubmission(
  scope: Scope & Pick<Context, 'email' | 'config' | 'logger'>,
  options: SubmitHomeSubmissionOptions,
): Promise<HomeSubmissionRow> {
  const { userId } = options;
  const submitted = await withLockedApplication(scope, userId, async (tx, application) => {
    const current = await lockOwnSubmission(tx, application.id, options.homeSubmissionId);
    if (current.submitted) throw new AppError('CONFLICT', 'This home has already been submitted.');
    const missing = getMissingHomeDetails(asDetails(current));
    if (missing.length > 0) throw inputError(missing);
    await assertMaySubmit(tx, application);
    const [row] = await tx
      .update(homeSubmissions)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(homeSubmissions.id, current.id))
      .returning();
    if (!row) throw new Error('The home was not submitted');
    // "We've got your home" is queued with the submission (the transactional outbox, decision 063).
    return { row, queued: await queueHomeReceivedEmail(scope, tx, userId, row) };
  });
  await scope.email.deliver(submitted.queued);
  return submitted.row;
}
