import { graphql } from '../../../gql';

/** E-mails a new sign-in code: sign in again, or a new code (spec §7 `resendLandlordOtpCode`). */
export const ResendLandlordOtpCodeMutation = graphql(`
  mutation ResendLandlordOtpCode($input: ResendLandlordOtpCodeInput!) {
    resendLandlordOtpCode(input: $input) {
      email
      sent
    }
  }
`);
