import { graphql } from '../../../gql';

/**
 * Records that the applicant opened a featured home (spec §7 `createListingView`, input listingId); the
 * server counts it once per applicant per listing per day and shows the count to the landlord.
 */
export const CreateListingViewMutation = graphql(`
  mutation CreateListingView($input: CreateListingViewInput!) {
    createListingView(input: $input) {
      listingId
      counted
    }
  }
`);
