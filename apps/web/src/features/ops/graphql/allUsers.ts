import { graphql } from '../../../gql';

/** Every applicant, newest first, 25 a page, searchable by e-mail address or name (spec §7 allUsers). */
export const AllUsersQuery = graphql(`
  query AllUsers($input: AllUsersInput!) {
    allUsers(input: $input) {
      total
      page
      pageSize
      items {
        id
        email
        firstName
        lastName
        emailVerified
        createdAt
        applicationId
        applicationState
        budget
      }
    }
  }
`);
