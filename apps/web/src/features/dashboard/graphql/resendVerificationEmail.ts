import { graphql } from '../../../gql';

/**
 * E-mails a new verification link to the signed-in applicant (input `{}`: the session identifies them).
 * Errors: RATE_LIMITED after 5 an hour.
 */
export const ResendVerificationEmailMutation = graphql(`
  mutation DashboardResendVerificationEmail($input: ResendVerificationEmailInput!) {
    resendVerificationEmail(input: $input) {
      sent
      alreadyVerified
    }
  }
`);
