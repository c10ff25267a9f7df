import { graphql } from '../../../gql';

/** The person's bank connection once connected: state, consent end, period and accounts shared. */
export const OpenBankingConnectionFieldsFragment = graphql(`
  fragment OpenBankingConnectionFields on OpenBankingConnection {
    state
    provider
    bankName
    consentExpiresAt
    transactionsFrom
    transactionsTo
    accounts {
      id
      bankName
      name
      mask
      type
      subtype
      balanceCurrentPence
      currency
    }
  }
`);

/** The applicant's own bank connection. */
export const MyOpenBankingConnectionQuery = graphql(`
  query MyOpenBankingConnection {
    getApplication {
      id
      openBankingConnection {
        ...OpenBankingConnectionFields
      }
    }
  }
`);

/** The co-applicant's own bank connection. */
export const CoApplicantOpenBankingConnectionQuery = graphql(`
  query CoApplicantOpenBankingConnection {
    coApplicant {
      id
      openBankingConnection {
        ...OpenBankingConnectionFields
      }
    }
  }
`);

/** Disconnects the signed-in person's own bank connection (`disconnectOpenBanking`). */
export const DisconnectOpenBankingMutation = graphql(`
  mutation DisconnectOpenBanking {
    disconnectOpenBanking {
      id
    }
  }
`);
