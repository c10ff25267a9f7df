import { graphql } from '../../../gql';

/** The applicant's saved homes, most recent first (spec §7 `getFavourites`). */
export const GetFavouritesQuery = graphql(`
  query GetFavourites {
    getFavourites {
      id
      applicationId
      rentCompId
      listing {
        ...HomeSelectionFields
      }
    }
  }
`);
