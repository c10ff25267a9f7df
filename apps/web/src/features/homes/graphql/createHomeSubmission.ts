import { graphql } from '../../../gql';

/** Saves a new draft of a home found elsewhere with its basic information (spec §7 `createHomeSubmission`). */
export const CreateHomeSubmissionMutation = graphql(`
  mutation CreateHomeSubmission($input: CreateHomeSubmissionInput!) {
    createHomeSubmission(input: $input) {
      ...HomeSubmissionFields
    }
  }
`);
