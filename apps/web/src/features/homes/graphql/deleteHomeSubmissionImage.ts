import { graphql } from '../../../gql';

/** Deletes one photo of a submission (spec §7 `deleteHomeSubmissionImage`). */
export const DeleteHomeSubmissionImageMutation = graphql(`
  mutation DeleteHomeSubmissionImage($input: DeleteHomeSubmissionImageInput!) {
    deleteHomeSubmissionImage(input: $input)
  }
`);
