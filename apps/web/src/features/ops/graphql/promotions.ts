import { graphql } from '../../../gql';

/** Every promotion, newest first (decision 025). */
export const PromotionsQuery = graphql(`
  query Promotions {
    promotions {
      id
      title
      text
      terms
      active
      image
      imageUrl
      createdAt
    }
  }
`);
