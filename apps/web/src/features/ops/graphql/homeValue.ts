import { graphql } from '../../../gql';

/** A case's home value for the console (the server's planPayments.homeValue). */
export const OpsHomeValueQuery = graphql(`
  query OpsHomeValue($input: PlanPaymentsInput!) {
    planPayments(input: $input) {
      planId
      planSigned
      movedInOn
      monthlyRent
      currentMonthlyRent
      rentChanges {
        ...RentChangeFields
      }
      homeValue {
        ...HomeValueFields
      }
    }
  }
`);

/** Records a surveyor's figure (the server's recordSurveyorValuation). */
export const RecordSurveyorValuationMutation = graphql(`
  mutation RecordSurveyorValuation($input: RecordSurveyorValuationInput!) {
    recordSurveyorValuation(input: $input) {
      id
      valuePounds
    }
  }
`);

/** Revalues the home from the UK HPI now (the server's revalueHome). */
export const RevalueHomeMutation = graphql(`
  mutation RevalueHome($input: RevalueHomeInput!) {
    revalueHome(input: $input) {
      id
      valuePounds
      note
    }
  }
`);

/** Gives notice of a rent change (the server's giveRentChangeNotice). */
export const GiveRentChangeNoticeMutation = graphql(`
  mutation GiveRentChangeNotice($input: GiveRentChangeNoticeInput!) {
    giveRentChangeNotice(input: $input) {
      id
      monthlyRent
      effectiveFrom
    }
  }
`);

/** Withdraws a rent change's notice before its day (the server's withdrawRentChangeNotice). */
export const WithdrawRentChangeNoticeMutation = graphql(`
  mutation WithdrawRentChangeNotice($input: WithdrawRentChangeNoticeInput!) {
    withdrawRentChangeNotice(input: $input) {
      id
      withdrawnAt
    }
  }
`);
