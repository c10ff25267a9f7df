/** Deleting a photo of a home submission (spec §7 deleteHomeSubmissionImage). */
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { homeSubmissionImages, homeSubmissions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { decidedAlready, deleteFiles, type Scope, withLockedApplication } from './home-submission-changes';

/** What deleteHomeSubmissionImage needs. */
export type DeleteHomeSubmissionImageOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The photo (HomeSubmissionImage.id, a UUID). */
  imageId: string;
};

/**
 * Deletes one photo of one of the applicant's submissions, and its files (spec §7 deleteHomeSubmissionImage),
 * unless another record holds them.
 * @returns the deleted image's id
 * @throws NOT_FOUND when it is not the applicant's; CONFLICT when the home is decided
 */
export async function deleteHomeSubmissionImage(
  scope: Scope & Pick<Context, 'storage' | 'logger'>,
  options: DeleteHomeSubmissionImageOptions,
): Promise<{ id: string }> {
  const { imageId } = options;
  const keys = await withLockedApplication(scope, options.userId, async (tx, application) => {
    const [found] = await tx
      .select({ image: homeSubmissionImages, submission: homeSubmissions })
      .from(homeSubmissionImages)
      .innerJoin(homeSubmissions, eq(homeSubmissions.id, homeSubmissionImages.homeSubmissionId))
      .where(and(eq(homeSubmissionImages.id, imageId), eq(homeSubmissions.applicationId, application.id)));
    if (!found) throw notFound('That photo');
    if (found.submission.approved || found.submission.rejected) throw decidedAlready();
    await tx.delete(homeSubmissionImages).where(eq(homeSubmissionImages.id, imageId));
    return [found.image.storageKey, found.image.displayStorageKey].filter((k): k is string => k !== null);
  });
  await deleteFiles(scope, keys);
  return { id: imageId };
}
