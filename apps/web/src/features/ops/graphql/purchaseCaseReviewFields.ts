import { graphql } from '../../../gql';

/**
 * A plan version as the purchase case's page shows it (components/purchase-plan-card.tsx): its figures, key facts,
 * the SHA-256 of its PDF and who has opened and signed it.
 */
export const PurchasePlanFieldsFragment = graphql(`
  fragment PurchasePlanFields on Plan {
    id
    version
    createdAt
    price
    deposit
    monthlyRent
    monthlyEquity
    monthlyTotal
    termMonths
    termYears
    keyFacts {
      label
      value
    }
    sha256
    fullySigned
    signers {
      role
      firstOpenedAt
      name
      signedAt
      ipAddress
      sha256
      tookAdvice
    }
  }
`);

/**
 * One purchase case as operators work it: the applicant, the case as the customer sees it (timeline, next step), its
 * plan, the history and the moves allowed. purchaseCase.ts, movePurchaseCase.ts and preparePlan.ts all answer with
 * it, so a move or a new plan version updates the page through Apollo's cache.
 */
export const PurchaseCaseReviewFieldsFragment = graphql(`
  fragment PurchaseCaseReviewFields on PurchaseCaseReview {
    applicationId
    name
    email
    updatedAt
    allowedMoves
    purchaseCase {
      id
      homeSubmissionId
      address
      askingPrice
      state
      stateLabel
      stateDate
      openedAt
      nextStep
      waitingOn
      fallThroughReason
      timeline {
        stage
        label
        status
        date
      }
      plan {
        ...PurchasePlanFields
      }
    }
    history {
      fromState
      toState
      occurredOn
      note
      reason
      actor
      recordedAt
    }
  }
`);
