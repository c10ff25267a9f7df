import { graphql } from '../../../gql';

/**
 * The application pages' data (spec §7 `getApplication`, plus the user's names and phone number from `me`
 * for About you, and the service's settings, `getSettings`: whether identity verification is needed, spec §4
 * step 6). A current-user query: fetched network-only (spec §7).
 */
export const ApplicationPageQuery = graphql(`
  query ApplicationPage {
    me {
      user {
        id
        firstName
        middleName
        lastName
        email
        phoneNumber
      }
    }
    getApplication {
      ...ApplicationFields
    }
    getSettings {
      skipIdv
    }
  }
`);
