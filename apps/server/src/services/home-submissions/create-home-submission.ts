/** A draft of a home found elsewhere (spec §7 createHomeSubmission). */
import type { HomeSubmissionDetails } from '@stairway/domain/home-submissions';
import type { HomeSubmissionRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { getSettings } from '../settings';
import {
  detailColumns,
  homeSubmissionRefused,
  type Scope,
  withLockedApplication,
} from './home-submission-changes';

/** What createHomeSubmission needs. */
export type CreateHomeSubmissionOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** Any of the details, parsed with createHomeSubmissionInputSchema. */
  details: HomeSubmissionDetails;
};

/**
 * Saves a new draft of a home found elsewhere (spec §7 createHomeSubmission), to be completed with
 * updateHomeSubmission and updateSubmission and sent with submitHomeSubmission.
 * @param options the applicant and any of the details, parsed with createHomeSubmissionInputSchema
 * @returns the draft
 * @throws HOME_SUBMISSION_REFUSED (reason Paused or ApplicationRejected); NOT_FOUND without an application
 */
export async function createHomeSubmission(
  scope: Scope,
  options: CreateHomeSubmissionOptions,
): Promise<HomeSubmissionRow> {
  return withLockedApplication(scope, options.userId, async (tx, application) => {
    const settings = await getSettings(tx);
    if (!settings.submitHomeEnabled) throw homeSubmissionRefused('Paused');
    if (application.rejected) throw homeSubmissionRefused('ApplicationRejected');
    const [row] = await tx
      .insert(homeSubmissions)
      .values({ applicationId: application.id, ...detailColumns(options.details) })
      .returning();
    if (!row) throw new Error('The home was not saved');
    return row;
  });
}
