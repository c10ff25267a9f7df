import { graphql } from '../../../gql';

/** Records that the welcome modal was shown (spec §4 `setWelcomeSeen`, no input). */
export const SetWelcomeSeenMutation = graphql(`
  mutation DashboardSetWelcomeSeen {
    setWelcomeSeen {
      id
      welcomeSeen
    }
  }
`);
