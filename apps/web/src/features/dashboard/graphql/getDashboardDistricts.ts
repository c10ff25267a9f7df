import { graphql } from '../../../gql';

/** The applicant's chosen postcode districts with their town and number of homes, for "What to do next". */
export const GetDashboardDistrictsQuery = graphql(`
  query DashboardDistricts($input: GetPostcodeDistrictsInput!) {
    getPostcodeDistricts(input: $input) {
      outcode
      town
      homesCount
    }
  }
`);
