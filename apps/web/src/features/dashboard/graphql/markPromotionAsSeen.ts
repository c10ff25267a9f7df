import { graphql } from '../../../gql';

/** Records that the applicant has seen a promotion (spec §7 `markPromotionAsSeen`, input promoId). */
export const MarkPromotionAsSeenMutation = graphql(`
  mutation MarkPromotionAsSeen($input: MarkPromotionAsSeenInput!) {
    markPromotionAsSeen(input: $input)
  }
`);
