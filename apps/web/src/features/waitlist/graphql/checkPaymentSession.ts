import { graphql } from '../../../gql';

/** Confirms the checkout the applicant came back from (spec §7 `checkPaymentSession`, input sessionId). */
export const CheckPaymentSessionMutation = graphql(`
  mutation WaitlistCheckPaymentSession($input: CheckPaymentSessionInput!) {
    checkPaymentSession(input: $input) {
      sessionId
      status
      amountPence
      paidAt
      application {
        id
        waitlistFeePaid
        waitlistFeePence
        waitlistFeePaidAt
      }
    }
  }
`);
