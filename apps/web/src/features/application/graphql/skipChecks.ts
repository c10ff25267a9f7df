import { graphql } from '../../../gql';

/** The applicant chooses to verify their identity later (spec §7 `skipChecks`, no input). */
export const SkipChecksMutation = graphql(`
  mutation SkipChecks {
    skipChecks {
      ...ApplicationFields
    }
  }
`);
