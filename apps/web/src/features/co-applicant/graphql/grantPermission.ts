import { graphql } from '../../../gql';

/** The co-applicant gives their permission (spec §7 `grantPermission`, input hasGrantedPermission true). */
export const GrantPermissionMutation = graphql(`
  mutation GrantPermission($input: GrantPermissionInput!) {
    grantPermission(input: $input) {
      id
      hasGrantedPermission
      hasGrantedPermissionDate
      progress
      steps {
        id
        path
        status
      }
    }
  }
`);
