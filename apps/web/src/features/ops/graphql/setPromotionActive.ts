import { graphql } from '../../../gql';

/** Publishes or unpublishes a promotion. */
export const SetPromotionActiveMutation = graphql(`
  mutation SetPromotionActive($input: SetPromotionActiveInput!) {
    setPromotionActive(input: $input) {
      id
      active
    }
  }
`);
