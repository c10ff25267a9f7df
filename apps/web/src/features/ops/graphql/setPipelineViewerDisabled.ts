import { graphql } from '../../../gql';

/** Disables or enables a pipeline viewer. */
export const SetPipelineViewerDisabledMutation = graphql(`
  mutation SetPipelineViewerDisabled($input: SetPipelineViewerDisabledInput!) {
    setPipelineViewerDisabled(input: $input) {
      id
      disabledAt
    }
  }
`);
