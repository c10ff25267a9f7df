import { graphql } from '../../../gql';

/**
 * Active promotions the applicant has not seen, oldest first (spec §7 `getUnseenPromotions`). Only queried
 * when the e-mail is verified and an application exists (spec §4).
 */
export const GetUnseenPromotionsQuery = graphql(`
  query GetUnseenPromotions {
    getUnseenPromotions {
      id
      title
      text
      terms
      image
      imageUrl
    }
  }
`);
