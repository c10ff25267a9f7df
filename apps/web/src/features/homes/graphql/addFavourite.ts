import { graphql } from '../../../gql';

/** Saves a home (spec §7 `addFavourite`, input rentCompId). */
export const AddFavouriteMutation = graphql(`
  mutation AddFavourite($input: AddFavouriteInput!) {
    addFavourite(input: $input) {
      id
      applicationId
      rentCompId
      listing {
        ...HomeSelectionFields
      }
    }
  }
`);
