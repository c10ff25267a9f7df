import { graphql } from '../../../gql';

/** The maintenance flag, for the "Submit your first home" card (spec §1, §5; §7 `getMaintenanceMode`). */
export const GetDashboardMaintenanceModeQuery = graphql(`
  query GetDashboardMaintenanceMode {
    getMaintenanceMode {
      submitHomeEnabled
    }
  }
`);
