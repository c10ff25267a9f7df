/**
 * The home submission mutations (spec §7 "Home submissions": createHomeSubmissionWithListing,
 * createHomeSubmission, updateHomeSubmission, updateSubmission, submitHomeSubmission, deleteHomeSubmission).
 * Applicant tokens only.
 */
import {
  createHomeSubmissionInputSchema,
  createHomeSubmissionWithListingInputSchema,
  homeSubmissionIdInputSchema,
  updateHomeAdditionalInfoInputSchema,
  updateHomeBasicInfoInputSchema,
} from '@stairway/domain/home-submissions';
import { builder } from '../../builder';
import { createHomeSubmission } from '../../services/home-submissions/create-home-submission';
import { createHomeSubmissionWithListing } from '../../services/home-submissions/create-home-submission-with-listing';
import { deleteHomeSubmission } from '../../services/home-submissions/delete-home-submission';
import { submitHomeSubmission } from '../../services/home-submissions/submit-home-submission';
import { updateHomeSubmission } from '../../services/home-submissions/update-home-submission';
import { parseInput } from '../validate-input';
import { additionalInfoFields, basicInfoFields, SUBMIT_RULES } from './home-submission-inputs';
import { HomeSubmissionRef } from './home-submission-types';

builder.mutationFields((t) => ({
  createHomeSubmissionWithListing: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Submits a home for sale from the listings for review at once, with the listing’s facts (spec §7). ' +
      `Applicants only. Errors: NOT_FOUND for an unknown listing; ${SUBMIT_RULES}.`,
    input: {
      listingId: t.input.id({ description: 'The listing (HomeSelection.id), at most 100 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      createHomeSubmissionWithListing(ctx, {
        userId: ctx.actor.userId,
        ...parseInput(createHomeSubmissionWithListingInputSchema, { listingId: String(input.listingId) }),
      }),
  }),
  createHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Saves a draft of a home the applicant found elsewhere, with any of its details; complete it with ' +
      'updateHomeSubmission and updateSubmission, add photos, then send it with submitHomeSubmission. ' +
      'Applicants only. Errors: BAD_USER_INPUT (extensions.field); HOME_SUBMISSION_REFUSED with reason Paused or ' +
      'ApplicationRejected.',
    input: { ...basicInfoFields(t.input), ...additionalInfoFields(t.input) },
    resolve: (_root, { input }, ctx) =>
      createHomeSubmission(ctx, {
        userId: ctx.actor.userId,
        details: parseInput(createHomeSubmissionInputSchema, input),
      }),
  }),
  updateHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Changes the basic information of one of the applicant’s drafts (type, bedrooms, ownership, lease, EPC ' +
      'rating, address, asking price); fields left out are kept, null clears one. Applicants only. Errors: ' +
      'BAD_USER_INPUT (extensions.field); NOT_FOUND when it is not one of theirs; CONFLICT once submitted.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The draft (UUID).' }),
      ...basicInfoFields(t.input),
    },
    resolve: (_root, { input }, ctx) =>
      updateHomeSubmission(ctx, {
        userId: ctx.actor.userId,
        ...parseInput(updateHomeBasicInfoInputSchema, input),
      }),
  }),
  updateSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Changes the additional information of one of the applicant’s drafts (chain, link, additionalInfo); ' +
      'fields left out are kept. Applicants only. Errors: BAD_USER_INPUT (extensions.field); NOT_FOUND when it ' +
      'is not one of theirs; CONFLICT once submitted.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The draft (UUID).' }),
      ...additionalInfoFields(t.input),
    },
    resolve: (_root, { input }, ctx) =>
      updateHomeSubmission(ctx, {
        userId: ctx.actor.userId,
        ...parseInput(updateHomeAdditionalInfoInputSchema, input),
      }),
  }),
  submitHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Sends one of the applicant’s drafts for review. Applicants only. Errors: BAD_USER_INPUT naming every ' +
      'missing answer (type, bedrooms, ownership, yearsLeftOnLease for a leasehold, EPCRating, addressLine1, ' +
      `postcode, askingPrice); NOT_FOUND when it is not theirs; CONFLICT when already submitted; ${SUBMIT_RULES}.`,
    input: { homeSubmissionId: t.input.id({ description: 'The draft to submit (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      submitHomeSubmission(ctx, {
        userId: ctx.actor.userId,
        ...parseInput(homeSubmissionIdInputSchema, input),
      }),
  }),
  deleteHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'ID',
    description:
      'Deletes one of the applicant’s submissions and its photos: a draft, one under review (withdrawing it) or ' +
      'a rejected one; returns its id. Applicants only. Errors: NOT_FOUND when it is not theirs; CONFLICT for ' +
      'an approved home.',
    input: { homeSubmissionId: t.input.id({ description: 'The submission to delete (UUID).' }) },
    resolve: async (_root, { input }, ctx) =>
      (
        await deleteHomeSubmission(ctx, {
          userId: ctx.actor.userId,
          ...parseInput(homeSubmissionIdInputSchema, input),
        })
      ).id,
  }),
}));
