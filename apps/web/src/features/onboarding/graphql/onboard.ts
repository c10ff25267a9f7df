import { graphql } from '../../../gql';

/**
 * Creates the applicant's account and application from the onboarding answers and returns a session
 * (spec §2 onboarding, §3 "User" and "Application"). Errors: BAD_USER_INPUT with `extensions.field`.
 */
export const OnboardMutation = graphql(`
  mutation Onboard($input: OnboardInput!) {
    onboard(input: $input) {
      token
      user {
        id
      }
    }
  }
`);
