/**
 * Applicant documents (spec §3 "Applicant document"; spec §7 uploadDocument, deleteDocument,
 * setDocumentManualUpload, getApplicantDocuments): files the applicant uploads, such as bank statements for
 * the bank statements step (spec §4 step 7). The upload itself goes to the URL from getPreSignedUploadUrl
 * (upload.ts).
 */
import {
  DOCUMENT_KINDS_TEXT,
  DOCUMENT_MAX_BYTES,
  deleteDocumentInputSchema,
  formatFileSize,
  setDocumentManualUploadInputSchema,
  uploadDocumentInputSchema,
} from '@stairway/domain/documents';
import { builder } from '../builder';
import type { ApplicationRow, DocumentRow } from '../db/rows';
import { actingPerson } from '../services/co-applicants';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  deleteDocument,
  listDocuments,
  setDocumentManualUpload,
  uploadDocument,
} from '../services/documents';
import { UserApplicationRef } from './application';
import { DocumentTypeEnum } from './enums';
import { parseInput } from './validate-input';

/** The ApplicantDocument type. */
export const ApplicantDocumentRef = builder.objectRef<DocumentRow>('ApplicantDocument').implement({
  description: 'A document the applicant uploaded (spec §3 "Applicant document").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Document id (UUID).' }),
    url: t.string({
      description:
        'A link that shows the file, signed and valid for 15 minutes from when the document was read; read the ' +
        'document again for a fresh one.',
      resolve: (document, _args, ctx) =>
        ctx.storage.createDownloadUrl(document.storageKey, {
          expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
          fileName: document.fileName,
          contentType: document.contentType,
        }),
    }),
    type: t.exposeString('contentType', {
      description:
        'The file’s media type, recognised from its contents: application/pdf, image/jpeg, image/png or image/webp.',
    }),
    documentType: t.expose('documentType', {
      type: DocumentTypeEnum,
      description: 'What the document is (spec §3 "Document types").',
    }),
    displayName: t.exposeString('displayName', {
      description: 'The name shown for it: as given, or made from the file name.',
    }),
    fileName: t.exposeString('fileName', { description: 'The uploaded file’s name, e.g. march-2026.pdf.' }),
    size: t.exposeInt('sizeBytes', { description: 'The file’s size, bytes.' }),
    dateUploaded: t.expose('createdAt', { type: 'DateTime', description: 'When it was uploaded.' }),
  }),
});

const UploadDocumentPayloadRef = builder
  .objectRef<{ document: DocumentRow; application: ApplicationRow }>('UploadDocumentPayload')
  .implement({
    description: 'The recorded document and the application after the change.',
    fields: (t) => ({
      document: t.field({
        type: ApplicantDocumentRef,
        resolve: (p) => p.document,
        description: 'The document.',
      }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description: 'The application (documentsUploaded, bankStatementsManualUpload, steps, progress).',
      }),
    }),
  });

const DeleteDocumentPayloadRef = builder
  .objectRef<{ id: string; application: ApplicationRow }>('DeleteDocumentPayload')
  .implement({
    description: 'The deleted document’s id and the application after the change.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The id of the deleted document.' }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description:
          'The application (documentsUploaded is false once fewer than 3 bank statements are left).',
      }),
    }),
  });

builder.queryFields((t) => ({
  getApplicantDocuments: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: [ApplicantDocumentRef],
    description:
      'The signed-in applicant’s own documents, newest first (spec §7). Applicants and co-applicants, each for their own. Errors: NOT_FOUND ' +
      'without an application.',
    resolve: async (_root, _args, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return listDocuments(ctx, p.userId, p.person);
    },
  }),
}));

builder.mutationFields((t) => ({
  uploadDocument: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: UploadDocumentPayloadRef,
    description:
      'Records a file the signed-in applicant uploaded to the URL from getPreSignedUploadUrl as one of their ' +
      `documents. The file must be a ${DOCUMENT_KINDS_TEXT} file of at most ${formatFileSize(DOCUMENT_MAX_BYTES)}, ` +
      'recognised from its contents (ARCHITECTURE.md §5); anything else is deleted. A BankStatement sets ' +
      'bankStatementsManualUpload, and the third one sets documentsUploaded (which completes bank statements: one ' +
      'statement for each of the last 3 months, areBankStatementsComplete in packages/domain). Applicants and co-applicants, each for their own. ' +
      'Errors: BAD_USER_INPUT with extensions.field naming the field (key: nothing uploaded yet, or the wrong ' +
      'type or size; documentType; fileName; displayName); NOT_FOUND for a key issued to someone else; CONFLICT ' +
      'when already recorded; APPLICATION_SUBMITTED once submitted; STEP_LOCKED for a bank statement while bank ' +
      'statements are locked.',
    input: {
      key: t.input.string({
        description:
          'The key returned by getPreSignedUploadUrl with the URL the file went to (45 characters).',
      }),
      fileName: t.input.string({ description: 'The file’s name, e.g. march-2026.pdf (1-255 characters).' }),
      documentType: t.input.field({ type: DocumentTypeEnum, description: 'What the document is.' }),
      displayName: t.input.string({
        required: false,
        description: 'The name to show, 1-100 characters; default: the file name without its extension.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return uploadDocument(
        ctx,
        p.userId,
        parseInput(uploadDocumentInputSchema, input),
        p.person,
        p.uploader,
      );
    },
  }),
  deleteDocument: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: DeleteDocumentPayloadRef,
    description:
      'Deletes one of the signed-in applicant’s own documents and its file. Deleting a BankStatement that leaves fewer ' +
      'than 3 sets documentsUploaded back to false. Applicants and co-applicants, each for their own. Errors: BAD_USER_INPUT (extensions.field "id") when the ' +
      'id is not an id; NOT_FOUND when it is not one of the applicant’s documents; APPLICATION_SUBMITTED once ' +
      'submitted.',
    input: { id: t.input.id({ description: 'The document to delete (its UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return deleteDocument(ctx, p.userId, parseInput(deleteDocumentInputSchema, input), p.person);
    },
  }),
  setDocumentManualUpload: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: UserApplicationRef,
    description:
      'Records whether the signed-in applicant chose to upload their bank statements by hand ' +
      '(bankStatementsManualUpload) rather than connect their bank. Applicants and co-applicants, each for their own. Errors: BAD_USER_INPUT ' +
      '(extensions.field "bankStatementsManualUpload"); APPLICATION_SUBMITTED once submitted; STEP_LOCKED when ' +
      'choosing it while bank statements are locked.',
    input: {
      bankStatementsManualUpload: t.input.boolean({
        description: 'true: upload statements by hand; false: go back to choosing.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return setDocumentManualUpload(
        ctx,
        p.userId,
        parseInput(setDocumentManualUploadInputSchema, input),
        p.person,
      );
    },
  }),
}));
