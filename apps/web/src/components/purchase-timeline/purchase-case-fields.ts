import { graphql } from '../../gql';

/**
 * What the purchase case card shows of a purchase case (the server's PurchaseCase): where it stands and since
 * when, what happens next and who it waits on, the reason when it fell through, and the seven stages.
 */
export const PurchaseCaseCardFieldsFragment = graphql(`
  fragment PurchaseCaseCardFields on PurchaseCase {
    id
    address
    askingPrice
    state
    stateLabel
    stateDate
    nextStep
    waitingOn
    fallThroughReason
    openedAt
    timeline {
      stage
      label
      status
      date
    }
  }
`);
