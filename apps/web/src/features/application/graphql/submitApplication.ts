import { graphql } from '../../../gql';

/** Submits the applicant's own application for review (spec §7 `submitApplication`, no input). */
export const SubmitApplicationMutation = graphql(`
  mutation SubmitApplication {
    submitApplication {
      ...ApplicationFields
    }
  }
`);
