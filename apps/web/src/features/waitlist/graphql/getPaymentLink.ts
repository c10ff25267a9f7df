import { graphql } from '../../../gql';

/** The checkout for the waitlist fee (spec §7 `getPaymentLink`): Stripe Checkout, or the sandbox checkout. */
export const GetPaymentLinkQuery = graphql(`
  query WaitlistGetPaymentLink {
    getPaymentLink {
      url
      sessionId
      amountPence
      sandbox
    }
  }
`);
