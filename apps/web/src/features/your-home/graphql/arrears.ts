import { graphql } from '../../../gql';

/** The customer's arrears (the server's myArrears): what is owed, since when, the plan and their messages. */
export const GetMyArrearsQuery = graphql(`
  query GetMyArrears {
    myArrears {
      ...ArrearsFields
    }
  }
`);

/** The arrears' fields the card reads (the same for each mutation's answer). */
export const ArrearsFieldsFragment = graphql(`
  fragment ArrearsFields on Arrears {
    arrearsPence
    sinceDate
    ageDays
    stage
    stageLabel
    suggestedPlan {
      dueOn
      amountPence
    }
    paymentPlan {
      id
      agreedOn
      arrearsPence
      paidPence
      instalments {
        id
        number
        dueOn
        amountPence
        paidPence
        status
      }
    }
    hardshipRequests {
      id
      message
      response
      respondedBy
      createdAt
      respondedAt
    }
  }
`);

/** Agrees a payment plan (the server's proposeArrearsPlan). */
export const ProposeArrearsPlanMutation = graphql(`
  mutation ProposeArrearsPlan($input: ProposeArrearsPlanInput!) {
    proposeArrearsPlan(input: $input) {
      ...ArrearsFields
    }
  }
`);

/** Opens a card checkout for an instalment (the server's payArrearsInstalment). */
export const PayArrearsInstalmentMutation = graphql(`
  mutation PayArrearsInstalment($input: PayArrearsInstalmentInput!) {
    payArrearsInstalment(input: $input) {
      url
    }
  }
`);

/** Confirms an instalment's checkout on coming back (the server's checkArrearsPayment). */
export const CheckArrearsPaymentMutation = graphql(`
  mutation CheckArrearsPayment($input: CheckArrearsPaymentInput!) {
    checkArrearsPayment(input: $input)
  }
`);

/** Sends a message to a person in the team (the server's requestHardshipHelp). */
export const RequestHardshipHelpMutation = graphql(`
  mutation RequestHardshipHelp($input: RequestHardshipHelpInput!) {
    requestHardshipHelp(input: $input) {
      ...ArrearsFields
    }
  }
`);
