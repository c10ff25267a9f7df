import { graphql } from '../../../gql';

/**
 * The signed-in co-applicant's own details, steps and the shared progress (spec §7 `coApplicant`;
 * network-only as a current-user query).
 */
export const CoApplicantHomeQuery = graphql(`
  query CoApplicantHome {
    coApplicant {
      id
      firstName
      middleName
      lastName
      email
      phoneNumber
      dateOfBirth
      nationality
      nin
      hasAdditionalIncome
      mainApplicantFirstName
      hasGrantedPermission
      hasGrantedPermissionDate
      applicationSubmitted
      applicationApproved
      applicationRejected
      hasHomesApproved
      hasSubmittedHome
      progress
      steps {
        id
        path
        status
      }
    }
  }
`);
