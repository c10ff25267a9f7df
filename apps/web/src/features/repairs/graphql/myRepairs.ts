import { graphql } from '../../../gql';

/** One repair as the customer's page shows it: what, who pays, the target, the photos and the history. */
export const CustomerRepairFields = graphql(`
  fragment CustomerRepairFields on Repair {
    id
    category
    categoryLabel
    description
    urgency
    status
    payerDescription
    targetAt
    overdue
    scheduledFor
    reportedAt
    closedAt
    photos {
      id
      url
    }
    updates {
      id
      author
      authorKind
      toStatus
      message
      scheduledFor
      createdAt
    }
  }
`);

/** The customer's repairs (the server's myRepairs): null before a home is approved. */
export const MyRepairsQuery = graphql(`
  query MyRepairs {
    myRepairs {
      canReport
      cannotReportReason
      targets {
        urgency
        hours
        description
      }
      repairs {
        ...CustomerRepairFields
      }
    }
  }
`);
