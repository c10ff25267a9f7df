import { graphql } from '../../../gql';

/** Asks whether the applicant's bank is connected (spec §7 `checkOpenBanking`, no input). */
export const CheckOpenBankingMutation = graphql(`
  mutation CheckOpenBanking {
    checkOpenBanking {
      ...ApplicationFields
    }
  }
`);
