import { graphql } from '../../../gql';

/**
 * Moves a purchase case to its next stage or to FallenThrough (audited, e-mailed to the applicant). Answers with the
 * same fields as purchaseCase.ts, so Apollo's cache updates the case's page.
 */
export const MovePurchaseCaseMutation = graphql(`
  mutation MovePurchaseCase($input: MovePurchaseCaseInput!) {
    movePurchaseCase(input: $input) {
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
