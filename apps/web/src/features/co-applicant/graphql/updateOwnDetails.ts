import { graphql } from '../../../gql';

/**
 * The co-applicant changes their own About you and additional-income answers (spec §7 `updateCoApplicant`).
 * Errors: BAD_USER_INPUT naming the field; APPLICATION_SUBMITTED once submitted.
 */
export const UpdateOwnDetailsMutation = graphql(`
  mutation UpdateOwnDetails($input: UpdateCoApplicantInput!) {
    updateCoApplicant(input: $input) {
      coApplicant {
        id
        firstName
        middleName
        lastName
        phoneNumber
        dateOfBirth
        nationality
        nin
        hasAdditionalIncome
        progress
        steps {
          id
          path
          status
        }
      }
    }
  }
`);
