import { graphql } from '../../../gql';

/** One home by its listing id (the explore page's ?home=, an alert e-mail's link to a home). */
export const GetHomeQuery = graphql(`
  query GetHome($input: GetHomeInput!) {
    getHome(input: $input) {
      ...HomeSelectionFields
    }
  }
`);
