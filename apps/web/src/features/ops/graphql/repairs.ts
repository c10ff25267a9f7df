import { graphql } from '../../../gql';

/**
 * One page of the repairs queue (25 by default): open repairs, overdue first, then by target; closed ones too with
 * `includeClosed`; with the whole queue's counts and the next page's offset.
 */
export const RepairQueueQuery = graphql(`
  query RepairQueue($includeClosed: Boolean, $offset: Int) {
    repairQueue(includeClosed: $includeClosed, offset: $offset) {
      total
      overdue
      nextOffset
      entries {
        customerName
        home
        repair {
          id
          categoryLabel
          description
          urgency
          status
          overdue
          targetAt
          reportedAt
          scheduledFor
        }
      }
    }
  }
`);

/** One repair as the console's page shows it. */
export const OpsRepairFields = graphql(`
  fragment OpsRepairFields on RepairQueueEntry {
    customerName
    home
    repair {
      id
      category
      categoryLabel
      description
      urgency
      status
      statusLabel
      payer
      payerDescription
      payerReason
      overdue
      targetAt
      reportedAt
      reportedBy
      scheduledFor
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
        payer
        payerReason
        scheduledFor
        createdAt
      }
    }
  }
`);

/** One repair with its customer, home, photos and history. */
export const RepairDetailQuery = graphql(`
  query RepairDetail($repairId: ID!) {
    repairDetail(input: { repairId: $repairId }) {
      ...OpsRepairFields
    }
  }
`);

/** An operator's update of a repair, e-mailed to the customer. */
export const UpdateRepairMutation = graphql(`
  mutation UpdateRepair($input: UpdateRepairInput!) {
    updateRepair(input: $input) {
      ...OpsRepairFields
    }
  }
`);
