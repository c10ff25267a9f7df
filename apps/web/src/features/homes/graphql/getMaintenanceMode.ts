import { graphql } from '../../../gql';

/**
 * The maintenance flag that switches the submit-a-home feature on or off (spec §1, §7 `getMaintenanceMode`).
 * The team changes it at any time, so it is asked for each time the page opens.
 */
export const GetMaintenanceModeQuery = graphql(`
  query GetMaintenanceMode {
    getMaintenanceMode {
      submitHomeEnabled
    }
  }
`);
