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
    movingDayChangeable
    noticeGivenOn
    movingOn
    movingDayChanges {
      fromDay
      toDay
      changedOn
    }
    reason
    inspectedOn
    damagePence
    damageNote
    refundDuePence
    refundPaidOn
    refundPaidPence
    pricePounds
    goAheadOn
    completedOn
    fallenThroughOn
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
