/** Deleting (or withdrawing) a home submission (spec §7 deleteHomeSubmission). */
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { homeSubmissionImages, homeSubmissions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { deleteFiles, lockOwnSubmission, type Scope, withLockedApplication } from './home-submission-changes';

/** What deleteHomeSubmission needs. */
export type DeleteHomeSubmissionOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The submission to delete (UUID). */
  homeSubmissionId: string;
};

/**
 * Deletes one of the applicant's submissions and its photos (spec §7 deleteHomeSubmission): a draft, one
 * under review (withdrawn) or a rejected one. An approved home stays: the team is already acting on it.
 * @returns the deleted submission's id
 * @throws NOT_FOUND when it is not one of the applicant's; CONFLICT for an approved home
 */
export async function deleteHomeSubmission(
  scope: Scope & Pick<Context, 'storage' | 'logger'>,
  options: DeleteHomeSubmissionOptions,
): Promise<{ id: string }> {
  const { homeSubmissionId } = options;
  const keys = await withLockedApplication(scope, options.userId, async (tx, application) => {
    const current = await lockOwnSubmission(tx, application.id, homeSubmissionId);
    if (current.approved) {
      throw new AppError(
        'CONFLICT',
        'This home has been approved, so it can’t be deleted here. Contact us if your plans have changed.',
      );
    }
    const images = await tx
      .delete(homeSubmissionImages)
      .where(eq(homeSubmissionImages.homeSubmissionId, current.id))
      .returning({
        key: homeSubmissionImages.storageKey,
        displayKey: homeSubmissionImages.displayStorageKey,
      });
    await tx.delete(homeSubmissions).where(eq(homeSubmissions.id, current.id));
    return images.flatMap((image) => (image.displayKey ? [image.key, image.displayKey] : [image.key]));
  });
  await deleteFiles(scope, keys);
  return { id: homeSubmissionId };
}
