import { graphql } from '../../../gql';

/** Pauses submitting homes (maintenance mode) or lets applicants submit again, audited. */
export const SetMaintenanceModeMutation = graphql(`
  mutation SetMaintenanceMode($input: SetMaintenanceModeInput!) {
    setMaintenanceMode(input: $input) {
      submitHomeEnabled
      skipIdv
      updatedAt
    }
  }
`);
