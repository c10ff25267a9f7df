/**
 * The order of a home submission's photos: the applicant puts them in the order they want,
 * the first being the main photo, and that order (home_submission_images.position) is the one shown everywhere
 * the photos are: the applicant's own view, the operators' console and the investor pipeline (the loader
 * imagesByHomeSubmission reads it).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { HomeSubmissionRow } from '../db/rows';
import { homeSubmissionImages, homeSubmissions } from '../db/schema';
import { AppError, inputError, notFound } from '../lib/app-error';
import { lockApplication } from './application-changes';

/**
 * Puts one of the applicant's submissions' photos in a new order (reorderHomeSubmissionImages).
 * @param scope the database and the request's loaders
 * @param userId the signed-in applicant
 * @param input the submission and every one of its photos' ids, the main photo first
 * @returns the submission (its `images` then read in the new order)
 * @throws NOT_FOUND when the submission is not the applicant's; BAD_USER_INPUT naming `imageIds` when the list
 *   is not exactly the home's photos; CONFLICT when the team has decided on the home
 */
export async function reorderHomeSubmissionImages(
  scope: Pick<Context, 'db' | 'loaders'>,
  userId: string,
  input: { homeSubmissionId: string; imageIds: string[] },
): Promise<HomeSubmissionRow> {
  const { submission, applicationId } = await scope.db.transaction(async (tx) => {
    const application = await lockApplication(tx, userId);
    const [row] = await tx
      .select()
      .from(homeSubmissions)
      .where(
        and(
          eq(homeSubmissions.id, input.homeSubmissionId),
          eq(homeSubmissions.applicationId, application.id),
        ),
      )
      .for('update');
    if (!row) throw notFound('That home');
    if (row.approved || row.rejected) {
      throw new AppError(
        'CONFLICT',
        'We have already decided on this home, so its photos can no longer be changed.',
      );
    }
    const images = await tx
      .select({ id: homeSubmissionImages.id })
      .from(homeSubmissionImages)
      .where(eq(homeSubmissionImages.homeSubmissionId, row.id));
    const theirs = new Set(images.map((image) => image.id));
    if (input.imageIds.length !== theirs.size || !input.imageIds.every((id) => theirs.has(id))) {
      throw inputError([
        {
          field: 'imageIds',
          message: 'The photos have changed since the page was loaded: reload it and try again.',
        },
      ]);
    }
    for (const [position, id] of input.imageIds.entries()) {
      await tx
        .update(homeSubmissionImages)
        .set({ position })
        .where(and(eq(homeSubmissionImages.id, id), eq(homeSubmissionImages.homeSubmissionId, row.id)));
    }
    return { submission: row, applicationId: application.id };
  });
  scope.loaders.forgetApplication(applicationId);
  return submission;
}
