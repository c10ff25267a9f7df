import { graphql } from '../../../gql';

/** Signs a pipeline viewer in (spec §7 `checkPipelinePassword`, input password and email; returns token). */
export const CheckPipelinePasswordMutation = graphql(`
  mutation CheckPipelinePassword($input: CheckPipelinePasswordInput!) {
    checkPipelinePassword(input: $input) {
      token
    }
  }
`);
