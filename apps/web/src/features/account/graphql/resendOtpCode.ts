import { graphql } from '../../../gql';

/** E-mails the signed-in applicant a new 6-digit code (spec §7 `resendOtpCode`, no input). Errors: RATE_LIMITED. */
export const ResendOtpCodeMutation = graphql(`
  mutation ResendOtpCode {
    resendOtpCode {
      sent
      alreadyVerified
    }
  }
`);
