/**
 * Recording uploaded bank statements (use-statement-uploads.ts) as the acting person (useActingPerson): the applicant's
 * or, inside a co-applicant's page, the co-applicant's own mutations, whose state is fetched again after each upload.
 */
import { useMutation } from '@apollo/client/react';
import {
  CoApplicantSetDocumentManualUploadMutation,
  CoApplicantUploadDocumentMutation,
} from '../graphql/coApplicantSections';
import { GetApplicantDocumentsQuery } from '../graphql/getApplicantDocuments';
import { SetDocumentManualUploadMutation } from '../graphql/setDocumentManualUpload';
import { UploadDocumentMutation } from '../graphql/uploadDocument';
import { useActingPerson, useRefreshCoApplicant } from './use-acting-person';

/**
 * @returns `recordDocument`, which records an uploaded file as a BankStatement document (and refetches the
 *   documents), and `setManualUpload`, which records that the statements are uploaded by hand
 */
export function useStatementRecording() {
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const [recordAsApplicant] = useMutation(UploadDocumentMutation);
  const [setManualUploadAsApplicant] = useMutation(SetDocumentManualUploadMutation);
  const [recordAsCoApplicant] = useMutation(CoApplicantUploadDocumentMutation);
  const [setManualUploadAsCoApplicant] = useMutation(CoApplicantSetDocumentManualUploadMutation);
  const recordDocument = async (input: { key: string; fileName: string }) => {
    const options = {
      variables: { input: { ...input, documentType: 'BankStatement' as const } },
      refetchQueries: [GetApplicantDocumentsQuery],
      awaitRefetchQueries: true,
    };
    if (person === 'coApplicant') {
      await recordAsCoApplicant(options);
      await refreshCoApplicant();
    } else {
      await recordAsApplicant(options);
    }
  };
  const setManualUpload = async () => {
    const options = { variables: { input: { bankStatementsManualUpload: true } } };
    if (person === 'coApplicant') await setManualUploadAsCoApplicant(options);
    else await setManualUploadAsApplicant(options);
  };
  return { recordDocument, setManualUpload };
}
