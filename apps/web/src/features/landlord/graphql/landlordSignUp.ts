import { graphql } from '../../../gql';

/** Creates a landlord account and e-mails a sign-in code (spec §7 `landlordSignUp`). */
export const LandlordSignUpMutation = graphql(`
  mutation LandlordSignUp($input: LandlordSignUpInput!) {
    landlordSignUp(input: $input) {
      email
      sent
    }
  }
`);
