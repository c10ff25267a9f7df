/**
 * getHome: one home by its id, for the link to each home in an alert
 * e-mail, which opens the home on the explore page even when it is not on the search's first page.
 */
import { favouriteInputSchema } from '@stairway/domain/validation';
import { builder } from '../builder';
import { getHomeForApplicant } from '../services/favourites';
import { readApplicantBudget } from '../services/homes-selection';
import { HomeSelectionRef } from './homes/home-selection-type';
import { parseInput } from './validate-input';

builder.queryFields((t) => ({
  getHome: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSelectionRef,
    description:
      'One home by its listing id (an alert e-mail links to each new home): an imported listing, ' +
      'still for sale or not (available says which), or a featured home while its landlord has it published; ' +
      'marked withinBudget against the applicant’s budget. Applicants only. Errors: BAD_USER_INPUT naming ' +
      'rentCompId; NOT_FOUND for an unknown listing or an unpublished featured home.',
    input: {
      rentCompId: t.input.id({ description: 'The listing id (HomeSelection.id), at most 64 characters.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { rentCompId } = parseInput(favouriteInputSchema, input);
      const budget = await readApplicantBudget(ctx.db, ctx.actor.userId);
      return getHomeForApplicant(ctx, rentCompId, budget);
    },
  }),
}));
