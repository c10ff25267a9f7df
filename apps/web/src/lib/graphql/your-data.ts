import { graphql } from '../../gql';

/**
 * A 5-minute link to the signed-in person's data as a ZIP (decision 050). Any signed-in role, with the client that
 * carries its token (the applicant's, the landlord's, the console's or the pipeline's).
 */
export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      url
      fileName
      expiresAt
    }
  }
`);

/**
 * Deletes the signed-in person's account (decision 050): `password`, or a landlord's typed e-mail address in
 * `confirmation`. Errors: BAD_USER_INPUT (password, confirmation), RATE_LIMITED, CONFLICT (the last operator).
 */
export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {
    deleteMyAccount(input: $input) {
      deletedAt
      kept
      keptUntil
    }
  }
`);
