import { graphql } from '../../../gql';

/** Approves a home (the service `npm run ops -- approve-home` uses). */
export const ApproveHomeMutation = graphql(`
  mutation ApproveHome($input: ApproveHomeInput!) {
    approveHome(input: $input) {
      homeSubmissionId
      status
      decidedAt
    }
  }
`);
