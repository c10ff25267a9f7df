import { graphql } from '../../../gql';

/**
 * The plan's ending, the moving days a notice may give, and a purchase of the rest that fell through (the server's
 * myHomePayments).
 */
export const GetPlanEndingQuery = graphql(`
  query GetPlanEnding {
    myHomePayments {
      planId
      movedInOn
      earliestMovingDay
      latestMovingDay
      planEnding {
        ...PlanEndingFields
      }
      fallenThroughBuyOut {
        id
        fallenThroughOn
      }
    }
  }
`);

/** Gives notice to move out (the server's giveMoveOutNotice). */
export const GiveMoveOutNoticeMutation = graphql(`
  mutation GiveMoveOutNotice($input: GiveMoveOutNoticeInput!) {
    giveMoveOutNotice(input: $input) {
      id
    }
  }
`);

/** Changes the notice's moving day (the server's changeMoveOutDay). */
export const ChangeMoveOutDayMutation = graphql(`
  mutation ChangeMoveOutDay($input: ChangeMoveOutDayInput!) {
    changeMoveOutDay(input: $input) {
      id
      movingOn
    }
  }
`);

/** Withdraws the notice (the server's withdrawMoveOutNotice). */
export const WithdrawMoveOutNoticeMutation = graphql(`
  mutation WithdrawMoveOutNotice {
    withdrawMoveOutNotice {
      id
    }
  }
`);

/** Goes ahead with buying the rest on a quote (the server's goAheadWithBuyOut). */
export const GoAheadWithBuyOutMutation = graphql(`
  mutation GoAheadWithBuyOut($input: GoAheadWithBuyOutInput!) {
    goAheadWithBuyOut(input: $input) {
      id
    }
  }
`);
