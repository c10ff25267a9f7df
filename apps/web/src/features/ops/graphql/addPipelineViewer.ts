import { graphql } from '../../../gql';

/** Adds a pipeline viewer (or gives one a new password); the password is shown once. */
export const AddPipelineViewerMutation = graphql(`
  mutation AddPipelineViewer($input: AddPipelineViewerInput!) {
    addPipelineViewer(input: $input) {
      created
      password
      pipelineViewer {
        id
        email
        createdAt
        lastSignedInAt
        disabledAt
      }
    }
  }
`);
