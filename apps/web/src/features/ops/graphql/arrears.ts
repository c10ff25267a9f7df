import { graphql } from '../../../gql';

/** Every plan owing arrears, oldest first (the server's arrearsCases). */
export const ArrearsCasesQuery = graphql(`
  query ArrearsCases {
    arrearsCases {
      planId
      purchaseCaseId
      customerName
      email
      address
      arrears {
        arrearsPence
        sinceDate
        ageDays
        bucket
        stage
        stageLabel
        paymentPlan {
          id
          agreedOn
          instalments {
            id
            number
            dueOn
            amountPence
            status
          }
        }
        hardshipRequests {
          id
          message
          requestedBy
          response
          respondedBy
          createdAt
          respondedAt
        }
      }
    }
  }
`);

/** An operator's response to a request for help (the server's respondToHardship). */
export const RespondToHardshipMutation = graphql(`
  mutation RespondToHardship($input: RespondToHardshipInput!) {
    respondToHardship(input: $input) {
      id
      response
      respondedBy
      respondedAt
    }
  }
`);
