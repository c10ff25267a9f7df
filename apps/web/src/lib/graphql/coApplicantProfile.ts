import { graphql } from '../../gql';

/** The signed-in co-applicant (spec §7 `coApplicant`; network-only): the profile query of a co-applicant's session. */
export const CoApplicantProfileQuery = graphql(`
  query CoApplicantProfile {
    coApplicant {
      id
      firstName
      lastName
      email
      mainApplicantFirstName
    }
  }
`);
