import { graphql } from '../../gql';

/**
 * E-mails a new verification link: to the signed-in applicant (input `{}`; the dashboard's "Send a new link"),
 * or to the owner of an expired or used link (input `{ token }`; the e-mail verification page). Errors:
 * UNAUTHENTICATED when neither identifies someone; RATE_LIMITED after 5 an hour.
 */
export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail($input: ResendVerificationEmailInput!) {
    resendVerificationEmail(input: $input) {
      sent
      alreadyVerified
    }
  }
`);
