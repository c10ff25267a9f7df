/**
 * The cache side of saving and removing homes (split from favourites.tsx by length): the optimistic favourite,
 * and the changes to the cached `getFavourites` answer after a save or a removal.
 */
import type { ApolloCache } from '@apollo/client';
import { GetFavouritesQuery } from '../graphql/getFavourites';
import type { Favourite, Home } from '../lib/types';

/** The favourite shown straight away while `addFavourite` is in flight. */
export function optimisticFavourite(home: Home, applicationId: string) {
  return {
    __typename: 'Favourite' as const,
    id: `optimistic-${home.id}`,
    applicationId,
    rentCompId: home.id,
    listing: { __typename: 'HomeSelection' as const, ...home },
  };
}

/** Puts a saved home first in the cached saved homes (replacing any earlier copy of it). */
export function prependFavourite(cache: ApolloCache, added: Favourite) {
  cache.updateQuery({ query: GetFavouritesQuery }, (previous) =>
    previous
      ? {
          getFavourites: [added, ...previous.getFavourites.filter((f) => f.rentCompId !== added.rentCompId)],
        }
      : previous,
  );
}

/** Takes a removed home out of the cached saved homes. */
export function dropFavourite(cache: ApolloCache, homeId: string) {
  cache.updateQuery({ query: GetFavouritesQuery }, (previous) =>
    previous ? { getFavourites: previous.getFavourites.filter((f) => f.rentCompId !== homeId) } : previous,
  );
}
