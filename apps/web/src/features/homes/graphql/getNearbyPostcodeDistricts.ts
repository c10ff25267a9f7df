import { graphql } from '../../../gql';

/** The districts with homes nearest to the applicant's (the explore page's empty state). */
export const GetNearbyPostcodeDistrictsQuery = graphql(`
  query GetNearbyPostcodeDistricts($input: GetNearbyPostcodeDistrictsInput!) {
    getNearbyPostcodeDistricts(input: $input) {
      outcode
      town
      homesCount
      distanceKm
    }
  }
`);
