/**
 * Uploading bank statements (spec §7 getPreSignedUploadUrl, uploadDocument, setDocumentManualUpload,
 * getApplicantDocuments): files chosen or dropped are checked in the browser (type and size, the domain's
 * checkDocumentFile), sent one after another to a signed upload URL with their progress, then recorded as
 * BankStatement documents. A file that could not be uploaded stays listed with its error until dismissed.
 * StatementUploadCard shows it. Inside a co-applicant's page (useActingPerson) the documents are the
 * co-applicant's own (the server decides from the session), and their state is fetched again after each upload.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { checkDocumentFile } from '@stairway/domain/documents';
import { type DragEvent, useRef, useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { UploadError, uploadFile } from '../../../lib/upload-file';
import { GetApplicantDocumentsQuery } from '../graphql/getApplicantDocuments';
import { GetPreSignedUploadUrlMutation } from '../graphql/getPreSignedUploadUrl';
import type { Application } from './use-application';
import { useStatementRecording } from './use-statement-recording';

/** A file on its way up (progress 0 to 1), or one that could not be uploaded (error). */
export type PendingUpload = { id: number; name: string; progress: number; error: string | null };

/**
 * @param application the loaded application: whether it is submitted (then nothing can be uploaded) and
 *   whether the manual upload was already chosen
 * @returns the applicant's documents (the query), their bank statements, the uploads under way or failed, the
 *   screen reader announcement, whether a file is dragged over the drop zone, and the actions
 */
export function useStatementUploads(
  application: Pick<Application, 'submitted' | 'bankStatementsManualUpload'>,
) {
  const documents = useQuery(GetApplicantDocumentsQuery, { fetchPolicy: 'network-only' });
  const [getUploadUrl] = useMutation(GetPreSignedUploadUrlMutation);
  const { recordDocument, setManualUpload } = useStatementRecording();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(0);
  const disabled = application.submitted;

  const update = (id: number, change: Partial<PendingUpload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const uploadOne = async (file: File) => {
    nextId.current += 1;
    const id = nextId.current;
    const problem = checkDocumentFile(file);
    setUploads((list) => [...list, { id, name: file.name, progress: 0, error: problem?.message ?? null }]);
    if (problem) return;
    try {
      const { data } = await getUploadUrl();
      if (!data) throw new UploadError('We couldn’t start the upload. Please try again.');
      const { url, key } = data.getPreSignedUploadUrl;
      await uploadFile(url, file, (share) => update(id, { progress: share }));
      await recordDocument({ key, fileName: file.name });
      setUploads((list) => list.filter((u) => u.id !== id));
      setAnnouncement(`“${file.name}” uploaded.`);
    } catch (caught) {
      const message =
        caught instanceof UploadError
          ? caught.message
          : (readGraphQLError(caught)?.message ?? 'The upload failed. Please try again.');
      update(id, { error: `“${file.name}”: ${message}` });
    }
  };

  /** Uploads the files one after another (nothing once the application is submitted). */
  const handleFiles = async (files: File[]) => {
    if (files.length === 0 || disabled) return;
    setAnnouncement('');
    setUploads((list) => list.filter((u) => !u.error));
    if (!application.bankStatementsManualUpload) {
      void setManualUpload().catch(() => undefined);
    }
    for (const file of files) await uploadOne(file);
  };

  /** The drop zone's drag and drop handlers. */
  const dropzone = {
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      void handleFiles([...event.dataTransfer.files]);
    },
  };

  const statements = (documents.data?.getApplicantDocuments ?? []).filter(
    (d) => d.documentType === 'BankStatement',
  );

  return {
    documents,
    statements,
    uploads,
    /** True while a file is on its way up. */
    uploading: uploads.some((u) => !u.error),
    announcement,
    setAnnouncement,
    dragging,
    disabled,
    handleFiles,
    dropzone,
    /** Forgets a failed upload (its message's close button). */
    dismiss: (id: number) => setUploads((list) => list.filter((u) => u.id !== id)),
  };
}
