import { graphql } from '../../../gql';

/** One page of the audit log, filtered by action, actor and subject id, and every action it can filter by. */
export const AuditLogQuery = graphql(`
  query AuditLog($input: AuditLogInput!) {
    auditLog(input: $input) {
      total
      page
      pageSize
      items {
        id
        actor
        action
        subjectId
        createdAt
        note
        before
        after
      }
    }
    auditActions
  }
`);
