/** The shapes the homes area works with, taken from the generated GraphQL types. */
import type { GetFavouritesQuery, HomeSelectionFieldsFragment } from '../../../gql/graphql';

/** A home for sale with its estimated rent (spec §3, HomeSelection). */
export type Home = HomeSelectionFieldsFragment;

/** A saved home (spec §3, Favourite). */
export type Favourite = GetFavouritesQuery['getFavourites'][number];
