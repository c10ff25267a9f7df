import { graphql } from '../../../gql';

/** The applicant's home submissions, newest first (spec §7 `getUserHomeSubmissions`; network-only). */
export const GetUserHomeSubmissionsQuery = graphql(`
  query GetUserHomeSubmissions {
    getUserHomeSubmissions {
      ...HomeSubmissionFields
    }
  }
`);
