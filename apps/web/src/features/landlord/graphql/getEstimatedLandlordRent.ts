import { graphql } from '../../../gql';

/** The rent and value estimate with its 80% intervals and basis (spec §7 `getEstimatedLandlordRent`). */
export const GetEstimatedLandlordRentQuery = graphql(`
  query GetEstimatedLandlordRent($input: GetEstimatedLandlordRentInput!) {
    getEstimatedLandlordRent(input: $input) {
      estimatedRent
      estimatedValue
      rentLow
      rentHigh
      rentRangeLevel
      valueLow
      valueHigh
      rentComparables
      valueComparables
      rentBasis
      valueBasis
    }
  }
`);
