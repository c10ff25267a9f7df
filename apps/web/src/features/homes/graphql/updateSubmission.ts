import { graphql } from '../../../gql';

/** Changes a draft's additional information: chain, link, additional info (spec §7 `updateSubmission`). */
export const UpdateSubmissionMutation = graphql(`
  mutation UpdateSubmission($input: UpdateSubmissionInput!) {
    updateSubmission(input: $input) {
      ...HomeSubmissionFields
    }
  }
`);
