/** Saved homes (spec §3, Favourite). */
import { favouriteInputSchema } from '@stairway/domain/validation';
import { builder } from '../builder';
import {
  addFavourite,
  type FavouriteWithListing,
  getFavourites,
  removeFavourite,
} from '../services/favourites';
import { HomeSelectionRef } from './homes/home-selection-type';
import { parseInput } from './validate-input';

const FavouriteRef = builder.objectRef<FavouriteWithListing>('Favourite').implement({
  description: 'A home the applicant saved (spec §3, Favourite).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Favourite id (UUID).' }),
    applicationId: t.exposeID('applicationId', { description: 'The applicant’s application id.' }),
    rentCompId: t.exposeID('listingId', { description: 'The saved listing’s id.' }),
    listing: t.field({ type: HomeSelectionRef, resolve: (f) => f.listing, description: 'The saved home.' }),
  }),
});

builder.queryFields((t) => ({
  getFavourites: t.withAuth({ applicant: true }).field({
    type: [FavouriteRef],
    description:
      'The signed-in applicant’s saved homes, most recent first; a saved featured home is left out while its ' +
      'landlord has it unpublished. Applicants only.',
    resolve: (_root, _args, ctx) => getFavourites(ctx, ctx.actor.userId),
  }),
}));

builder.mutationFields((t) => ({
  addFavourite: t.withAuth({ applicant: true }).fieldWithInput({
    type: FavouriteRef,
    description:
      'Saves a home (idempotent): a listing, or a featured home while its landlord has it published (decision ' +
      '028). Applicants only. Errors: NOT_FOUND for an unknown rentCompId or an unpublished featured home.',
    input: { rentCompId: t.input.id({ description: 'The listing id to save (at most 64 characters).' }) },
    resolve: (_root, { input }, ctx) =>
      addFavourite(ctx, ctx.actor.userId, parseInput(favouriteInputSchema, input).rentCompId),
  }),
  removeFavourite: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'Boolean',
    description:
      'Removes a home from the applicant’s own saved homes. Returns false when it was not saved. Applicants only.',
    input: { rentCompId: t.input.id({ description: 'The listing id to remove (at most 64 characters).' }) },
    resolve: (_root, { input }, ctx) =>
      removeFavourite(ctx, ctx.actor.userId, parseInput(favouriteInputSchema, input).rentCompId),
  }),
}));
