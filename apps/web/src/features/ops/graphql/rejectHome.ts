import { graphql } from '../../../gql';

/** Rejects a home with a reason (the service `npm run ops -- reject-home` uses). */
export const RejectHomeMutation = graphql(`
  mutation RejectHome($input: RejectHomeInput!) {
    rejectHome(input: $input) {
      homeSubmissionId
      status
      decidedAt
    }
  }
`);
