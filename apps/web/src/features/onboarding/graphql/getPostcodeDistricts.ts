import { graphql } from '../../../gql';

/**
 * The known districts among the given ones, unknown ones left out (public). The preferred-location step
 * uses it to check a typed district and to describe the chosen ones after a reload.
 */
export const GetPostcodeDistrictsQuery = graphql(`
  query GetPostcodeDistricts($input: GetPostcodeDistrictsInput!) {
    getPostcodeDistricts(input: $input) {
      outcode
      town
      region
      homesCount
    }
  }
`);
