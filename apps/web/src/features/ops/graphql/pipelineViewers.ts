import { graphql } from '../../../gql';

/** Every pipeline viewer account. */
export const PipelineViewersQuery = graphql(`
  query PipelineViewers {
    pipelineViewers {
      id
      email
      createdAt
      lastSignedInAt
      disabledAt
    }
  }
`);
