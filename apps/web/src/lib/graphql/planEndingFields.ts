import { graphql } from '../../gql';

/**
 * An ending of the plan (the server's PlanEnding; decision 076) as the customer's home page (features/your-home)
 * and the console's purchase page (features/ops) show it: moving out or buying the rest, its days, amounts and steps.
 */
export const PlanEndingFieldsFragment = graphql(`
  fragment PlanEndingFields on PlanEnding {
    id
    kind
    status
    ended
    withdrawable
    noticeGivenOn
    movingOn
    reason
    inspectedOn
    damagePence
    damageNote
    refundDuePence
    refundPaidOn
    pricePounds
    goAheadOn
    completedOn
    amountReceivedPence
    heldAppliedPence
    endsOn
    steps {
      label
      done
      on
      pence
    }
  }
`);
