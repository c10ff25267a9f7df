import { graphql } from '../../../gql';

/** Reports a repair of the customer's home (the server's reportRepair). */
export const ReportRepairMutation = graphql(`
  mutation ReportRepair($input: ReportRepairInput!) {
    reportRepair(input: $input) {
      ...CustomerRepairFields
    }
  }
`);

/** A signed URL to PUT one photo to, and its key (getPreSignedUploadUrl). */
export const GetRepairPhotoUploadUrlMutation = graphql(`
  mutation GetRepairPhotoUploadUrl {
    getPreSignedUploadUrl {
      url
      key
    }
  }
`);

/** The customer's message on a repair (the server's addRepairMessage). */
export const AddRepairMessageMutation = graphql(`
  mutation AddRepairMessage($input: AddRepairMessageInput!) {
    addRepairMessage(input: $input) {
      id
    }
  }
`);
