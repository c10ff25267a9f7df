import { graphql } from '../../../gql';

/** Adds an address to the applicant's history or changes one (spec §7 `addUpdateUserAddress`). */
export const AddUpdateUserAddressMutation = graphql(`
  mutation AddUpdateUserAddress($input: AddUpdateUserAddressInput!) {
    addUpdateUserAddress(input: $input) {
      address {
        id
      }
      application {
        ...ApplicationFields
      }
    }
  }
`);
