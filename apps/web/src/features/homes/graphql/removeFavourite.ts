import { graphql } from '../../../gql';

/** Removes a saved home (spec §7 `removeFavourite`, input rentCompId). Returns false when it was not saved. */
export const RemoveFavouriteMutation = graphql(`
  mutation RemoveFavourite($input: RemoveFavouriteInput!) {
    removeFavourite(input: $input)
  }
`);
