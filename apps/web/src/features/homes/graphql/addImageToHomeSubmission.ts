import { graphql } from '../../../gql';

/** Records an uploaded photo as one of a submission's images (spec §7 `addImageToHomeSubmission`). */
export const AddImageToHomeSubmissionMutation = graphql(`
  mutation AddImageToHomeSubmission($input: AddImageToHomeSubmissionInput!) {
    addImageToHomeSubmission(input: $input) {
      id
      url
    }
  }
`);
