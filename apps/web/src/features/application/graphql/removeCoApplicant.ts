import { graphql } from '../../../gql';

/** Removes the co-applicant and everything they added (spec §7 `removeCoApplicant`, no input). Errors: NOT_FOUND when there is none. */
export const RemoveCoApplicantMutation = graphql(`
  mutation RemoveCoApplicant {
    removeCoApplicant {
      ...ApplicationFields
    }
  }
`);
