import { graphql } from '../../../gql';

/** Rejects an application with a required reason, kept in the audit log (the service `npm run ops` uses). */
export const RejectApplicationMutation = graphql(`
  mutation RejectApplication($input: RejectApplicationInput!) {
    rejectApplication(input: $input) {
      application {
        applicationId
        state
      }
    }
  }
`);
