import { graphql } from '../../../gql';

/** Creates a promotion, unpublished. */
export const CreatePromotionMutation = graphql(`
  mutation CreatePromotion($input: CreatePromotionInput!) {
    createPromotion(input: $input) {
      id
      title
      active
    }
  }
`);
