import { graphql } from '../../../gql';

/** A case's plan ending for operators (planPayments.planEnding; decision 076), with the figures the forms need. */
export const OpsPlanEndingQuery = graphql(`
  query OpsPlanEnding($input: PlanPaymentsInput!) {
    planPayments(input: $input) {
      planId
      planSigned
      leavingRefund {
        totalPence
      }
      planEnding {
        ...PlanEndingFields
        valuationInstructedOn
        valuationReceivedOn
        valuationPounds
        mortgageOfferOn
        amountDuePence
        recordedBy
        refundNow {
          atInspectionPence
          nowPence
          morePence
          collectionOn
        }
      }
      fallenThroughBuyOut {
        ...PlanEndingFields
        valuationPounds
        fallenThroughReason
        recordedBy
      }
    }
  }
`);

/** Records the move-out inspection (recordMoveOutInspection). */
export const RecordMoveOutInspectionMutation = graphql(`
  mutation RecordMoveOutInspection($input: RecordMoveOutInspectionInput!) {
    recordMoveOutInspection(input: $input) {
      id
      refundDuePence
    }
  }
`);

/** Records the refund as paid (recordMoveOutRefundPaid). */
export const RecordMoveOutRefundPaidMutation = graphql(`
  mutation RecordMoveOutRefundPaid($input: RecordMoveOutRefundPaidInput!) {
    recordMoveOutRefundPaid(input: $input) {
      id
    }
  }
`);

/** Records that the purchase of the rest fell through (recordBuyOutFallenThrough). */
export const RecordBuyOutFallenThroughMutation = graphql(`
  mutation RecordBuyOutFallenThrough($input: RecordBuyOutFallenThroughInput!) {
    recordBuyOutFallenThrough(input: $input) {
      id
      status
    }
  }
`);

/** Records a step of buying the rest (recordBuyOutStep). */
export const RecordBuyOutStepMutation = graphql(`
  mutation RecordBuyOutStep($input: RecordBuyOutStepInput!) {
    recordBuyOutStep(input: $input) {
      id
    }
  }
`);

/** Records completion (completeBuyOut). */
export const CompleteBuyOutMutation = graphql(`
  mutation CompleteBuyOut($input: CompleteBuyOutInput!) {
    completeBuyOut(input: $input) {
      id
    }
  }
`);
