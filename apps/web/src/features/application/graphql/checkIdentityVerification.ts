import { graphql } from '../../../gql';

/** Asks for the result of the applicant's identity check (spec §7 `checkIdentityVerification`, no input). */
export const CheckIdentityVerificationMutation = graphql(`
  mutation CheckIdentityVerification {
    checkIdentityVerification {
      ...ApplicationFields
    }
  }
`);
