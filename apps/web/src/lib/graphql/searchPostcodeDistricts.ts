import { graphql } from '../../gql';

/**
 * Suggestions for a partly typed postcode district, districts with homes first (public; used by the
 * preferred-location step, spec §2 "/onboard/preferred-location").
 */
export const SearchPostcodeDistrictsQuery = graphql(`
  query SearchPostcodeDistricts($input: SearchPostcodeDistrictsInput!) {
    searchPostcodeDistricts(input: $input) {
      outcode
      town
      region
      homesCount
    }
  }
`);
