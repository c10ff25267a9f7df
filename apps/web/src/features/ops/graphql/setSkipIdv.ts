import { graphql } from '../../../gql';

/** Makes identity checks optional (skipIdv true) or asks for them again, audited. */
export const SetSkipIdvMutation = graphql(`
  mutation SetSkipIdv($input: SetSkipIdvInput!) {
    setSkipIdv(input: $input) {
      submitHomeEnabled
      skipIdv
      updatedAt
    }
  }
`);
