import { graphql } from '../../gql';

/**
 * What the purchase case card shows of a purchase case (the server's PurchaseCase): where it stands and since
 * when, what happens next and who it waits on, the reason when it fell through, the seven stages, and whether
 * there is a plan to read and sign (and whether the signed-in customer has signed it).
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
    plan {
      id
      fullySigned
      yourSigning {
        signedAt
      }
    }
  }
`);
