import { graphql } from '../../../gql';

/** The signed-in landlord (spec §7 `landlord`; network-only, as current-user queries are). */
export const LandlordQuery = graphql(`
  query Landlord {
    landlord {
      id
      firstName
      lastName
      email
      emailVerified
    }
  }
`);
