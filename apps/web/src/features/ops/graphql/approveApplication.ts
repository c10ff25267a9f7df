import { graphql } from '../../../gql';

/** Approves an application with an optional note (the service `npm run ops` uses); may answer a warning. */
export const ApproveApplicationMutation = graphql(`
  mutation ApproveApplication($input: ApproveApplicationInput!) {
    approveApplication(input: $input) {
      warning
      application {
        applicationId
        state
      }
    }
  }
`);
