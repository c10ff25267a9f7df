import { graphql } from '../../../gql';

/** Changes a draft's basic information (spec §7 `updateHomeSubmission`). */
export const UpdateHomeSubmissionMutation = graphql(`
  mutation UpdateHomeSubmission($input: UpdateHomeSubmissionInput!) {
    updateHomeSubmission(input: $input) {
      ...HomeSubmissionFields
    }
  }
`);
