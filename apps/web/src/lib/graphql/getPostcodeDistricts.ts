import { graphql } from '../../gql';

/**
 * The known districts among the given ones, unknown ones left out (public), each with its town, region and
 * number of homes for sale. The preferred-location step uses it to check a typed district and to describe
 * the chosen ones after a reload; the dashboard's "Explore homes" card names the applicant's districts.
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
