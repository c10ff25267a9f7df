import { graphql } from '../../../gql';

/** One promotion and its full terms, for its terms page (getPromotion; public). */
export const GetPromotionQuery = graphql(`
  query GetPromotion($input: GetPromotionInput!) {
    getPromotion(input: $input) {
      id
      title
      text
      termsText
      active
    }
  }
`);
