import { graphql } from '../../../gql';

/** Sends the recorded co-applicant their sign-up link and makes the application joint (spec §7 `addCoApplicant`, no input). Errors: BAD_USER_INPUT (email) before one is recorded; CONFLICT once they joined; RATE_LIMITED. */
export const AddCoApplicantMutation = graphql(`
  mutation AddCoApplicant {
    addCoApplicant {
      ...ApplicationFields
    }
  }
`);
