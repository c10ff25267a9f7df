import { graphql } from '../../../gql';

/** The service's settings: maintenance mode (submitHomeEnabled) and skipIdv. */
export const OperatorSettingsQuery = graphql(`
  query OperatorSettings {
    operatorSettings {
      submitHomeEnabled
      skipIdv
      updatedAt
    }
  }
`);
