/**
 * The home submission image mutations (spec §7 "Home submission images": addImageToHomeSubmission,
 * deleteHomeSubmissionImage; reorderHomeSubmissionImages beyond it). Applicant tokens only.
 */
import {
  addImageToHomeSubmissionInputSchema,
  deleteHomeSubmissionImageInputSchema,
  MAX_HOME_IMAGE_POSITION,
  MAX_HOME_IMAGES,
  reorderHomeSubmissionImagesInputSchema,
} from '@stairway/domain/home-submissions';
import { builder } from '../../builder';
import { reorderHomeSubmissionImages } from '../../services/home-submission-photos';
import { addImageToHomeSubmission } from '../../services/home-submissions/add-image-to-home-submission';
import { deleteHomeSubmissionImage } from '../../services/home-submissions/delete-home-submission-image';
import { parseInput } from '../validate-input';
import { HomeSubmissionImageRef, HomeSubmissionRef } from './home-submission-types';

builder.mutationFields((t) => ({
  addImageToHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionImageRef,
    description:
      'Records a photo uploaded to the URL from getPreSignedUploadUrl as one of a submission’s images. It must ' +
      'be a JPEG, PNG or WebP of at most 10 MB, recognised from its contents; anything else is deleted. ' +
      `Up to ${MAX_HOME_IMAGES} photos a home. Applicants only. Errors: BAD_USER_INPUT (extensions.field "key": ` +
      'nothing uploaded, the wrong type or size, too many); NOT_FOUND for a submission or key that is not ' +
      'theirs; CONFLICT when already recorded or the home is decided.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The submission (UUID).' }),
      key: t.input.string({ description: 'The key from getPreSignedUploadUrl, at most 300 characters.' }),
      position: t.input.int({
        required: false,
        description:
          `Its place among the home’s photos, 0 to ${MAX_HOME_IMAGE_POSITION}, given when the applicant chose it ` +
          '(so that the first chosen is the main photo however the uploads finish); left out, after the others.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      addImageToHomeSubmission(ctx, {
        userId: ctx.actor.userId,
        ...parseInput(addImageToHomeSubmissionInputSchema, input),
      }),
  }),
  reorderHomeSubmissionImages: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Puts the photos of one of the applicant’s submissions in a new order, the first being the main photo, ' +
      'as shown everywhere. Applicants only. Errors: BAD_USER_INPUT (extensions.field ' +
      '"imageIds") unless the list is each of the home’s photos once; NOT_FOUND when it is not theirs; CONFLICT ' +
      'when the home is decided.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The submission (UUID).' }),
      imageIds: t.input.idList({
        description: `Every one of its photos (HomeSubmissionImage.id), main photo first; at most ${MAX_HOME_IMAGES}.`,
      }),
    },
    resolve: (_root, { input }, ctx) =>
      reorderHomeSubmissionImages(
        ctx,
        ctx.actor.userId,
        parseInput(reorderHomeSubmissionImagesInputSchema, {
          homeSubmissionId: input.homeSubmissionId,
          imageIds: input.imageIds.map(String),
        }),
      ),
  }),
  deleteHomeSubmissionImage: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'ID',
    description:
      'Deletes one photo of one of the applicant’s submissions and its file; returns its id. Applicants only. ' +
      'Errors: NOT_FOUND when it is not theirs; CONFLICT when the home is decided.',
    input: { imageId: t.input.id({ description: 'The photo (HomeSubmissionImage.id, a UUID).' }) },
    resolve: async (_root, { input }, ctx) =>
      (
        await deleteHomeSubmissionImage(ctx, {
          userId: ctx.actor.userId,
          ...parseInput(deleteHomeSubmissionImageInputSchema, input),
        })
      ).id,
  }),
}));
