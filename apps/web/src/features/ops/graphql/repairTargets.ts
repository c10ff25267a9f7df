import { graphql } from '../../../gql';

/** The target of each urgency in force, most urgent first, for the console's Settings page. */
export const RepairTargetsQuery = graphql(`
  query RepairTargets {
    repairTargets {
      urgency
      hours
      description
    }
  }
`);

/** Sets the three targets in whole hours for new reports, audited. */
export const SetRepairTargetsMutation = graphql(`
  mutation SetRepairTargets($input: SetRepairTargetsInput!) {
    setRepairTargets(input: $input) {
      urgency
      hours
      description
    }
  }
`);
