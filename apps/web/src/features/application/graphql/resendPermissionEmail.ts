import { graphql } from '../../../gql';

/** Sends the co-applicant a new sign-up link; the old one stops working (spec §7 `resendPermissionEmail`, no input). Errors: RATE_LIMITED after 5 an hour; CONFLICT once they joined. */
export const ResendPermissionEmailMutation = graphql(`
  mutation ResendPermissionEmail {
    resendPermissionEmail {
      ...ApplicationFields
    }
  }
`);
