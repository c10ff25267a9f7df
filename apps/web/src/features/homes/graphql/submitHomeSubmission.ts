import { graphql } from '../../../gql';

/** Sends a draft for review (spec §7 `submitHomeSubmission`). */
export const SubmitHomeSubmissionMutation = graphql(`
  mutation SubmitHomeSubmission($input: SubmitHomeSubmissionInput!) {
    submitHomeSubmission(input: $input) {
      ...HomeSubmissionFields
    }
  }
`);
