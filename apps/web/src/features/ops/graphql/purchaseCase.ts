import { graphql } from '../../../gql';

/**
 * One purchase case as operators work it: the applicant, the case as the customer sees it (timeline, next step),
 * the history and the moves allowed. movePurchaseCase.ts answers with the same fields, so a move updates the page.
 */
export const PurchaseCaseQuery = graphql(`
  query PurchaseCase($input: PurchaseCaseInput!) {
    purchaseCase(input: $input) {
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
  }
`);
