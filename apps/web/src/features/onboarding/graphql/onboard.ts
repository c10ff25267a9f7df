import { graphql } from '../../../gql';

/**
 * Creates the applicant's account and application from the onboarding answers (spec §2 onboarding, §3 "User"
 * and "Application"). It answers the same for an address that already has an account (then the owner is
 * e-mailed and nothing is made), with the address a message went to, and no session. Errors: BAD_USER_INPUT with
 * `extensions.field`, RATE_LIMITED.
 */
export const OnboardMutation = graphql(`
  mutation Onboard($input: OnboardInput!) {
    onboard(input: $input) {
      email
    }
  }
`);

/**
 * Signs the new applicant in with the e-mail address and password just chosen (spec §7 `signIn`), straight
 * after `onboard`. UNAUTHENTICATED means the address already had an account with another password: no
 * account was made, and its owner has been e-mailed.
 */
export const OnboardSignInMutation = graphql(`
  mutation OnboardSignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      role
    }
  }
`);
