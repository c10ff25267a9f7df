import { graphql } from '../../../gql';

/** Submits a listing for review (spec §7 `createHomeSubmissionWithListing`, input listingId). */
export const CreateHomeSubmissionWithListingMutation = graphql(`
  mutation CreateHomeSubmissionWithListing($input: CreateHomeSubmissionWithListingInput!) {
    createHomeSubmissionWithListing(input: $input) {
      ...HomeSubmissionFields
    }
  }
`);
