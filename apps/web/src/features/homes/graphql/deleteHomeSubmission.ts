import { graphql } from '../../../gql';

/** Deletes one of the applicant's home submissions (spec §7 `deleteHomeSubmission`, input homeSubmissionId). */
export const DeleteHomeSubmissionMutation = graphql(`
  mutation DeleteHomeSubmission($input: DeleteHomeSubmissionInput!) {
    deleteHomeSubmission(input: $input)
  }
`);
