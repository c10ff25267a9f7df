import { graphql } from '../../../gql';

/**
 * The applicant records their co-applicant's first name, last name and e-mail address (spec §7
 * `updateCoApplicant`), before sending the link. Errors: BAD_USER_INPUT naming the field.
 */
export const UpdateCoApplicantMutation = graphql(`
  mutation UpdateCoApplicant($input: UpdateCoApplicantInput!) {
    updateCoApplicant(input: $input) {
      application {
        ...ApplicationFields
      }
    }
  }
`);
