import { graphql } from '../../../gql';

/** The rent and value estimate with its ranges and basis (spec §7 `getEstimatedLandlordRent`). */
export const GetEstimatedLandlordRentQuery = graphql(`
  query GetEstimatedLandlordRent($input: GetEstimatedLandlordRentInput!) {
    getEstimatedLandlordRent(input: $input) {
      estimatedRent
      estimatedValue
      rentLow
      rentHigh
      valueLow
      valueHigh
      rentComparables
      valueComparables
      rentBasis
      valueBasis
    }
  }
`);
