import { graphql } from '../../../gql';

/** Removes an address from the applicant's history. */
export const DeleteUserAddressMutation = graphql(`
  mutation DeleteUserAddress($input: DeleteUserAddressInput!) {
    deleteUserAddress(input: $input) {
      id
      application {
        ...ApplicationFields
      }
    }
  }
`);
