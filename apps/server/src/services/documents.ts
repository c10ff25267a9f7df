/**
 * Applicant documents (spec §3 "Applicant document"; spec §7 getPreSignedUploadUrl, setDocumentManualUpload,
 * uploadDocument, deleteDocument, getApplicantDocuments) and the bank statements step's manual upload
 * (spec §4 step 7; spec §3 bankStatementsManualUpload, documentsUploaded).
 *
 * Uploading is two calls around an HTTP PUT: getPreSignedUploadUrl gives a random key bound to the person
 * (lib/upload-keys.ts) and a signed URL; the browser PUTs the file there; uploadDocument then checks what
 * arrived (size and real type from its first bytes: PDF, JPEG, PNG or WebP up to 20 MB, ARCHITECTURE.md §5)
 * and records it. documentsUploaded is true while enough BankStatement documents are recorded to complete the
 * step (areBankStatementsComplete: one for each of the last 3 months): it becomes true with the third and
 * false again when one of those is deleted. Everything is scoped to the
 * caller's own application (others' documents are "not found").
 */
import type { ApplicationStepId } from '@stairway/domain/application-progress';
import {
  areBankStatementsComplete,
  checkDocumentFile,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  detectDocumentContentType,
  displayNameFromFileName,
  MAX_DOCUMENTS_PER_PERSON,
  type UploadDocumentParsed,
} from '@stairway/domain/documents';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppServices, Context } from '../context';
import type { Tx } from '../db/client';
import type { ApplicationRow, DocumentRow } from '../db/rows';
import { applicantDocuments } from '../db/schema';
import { inputError, notFound } from '../lib/app-error';
import { checkFileContent } from '../lib/file-content';
import type { UploadOwner } from '../lib/upload-keys';
import { applicationSubmitted, changeApplication } from './application-changes';
import { assertStepUnlocked } from './application-progress';
import { getApplication } from './applications';
import { BANK_STATEMENTS_LOCKED_WHY } from './open-banking';
import { type Person, setPersonFlags } from './people';
import { assertUploadUnrecorded, claimUploads, deleteUnrecordedFiles } from './upload-claims';

/** How long an upload URL works: 15 minutes, seconds (decided here). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** How long a document's `url` works after it is read: 15 minutes, seconds (decided here). */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** A signed upload URL with its key and the limits it accepts. */
export type PreSignedUpload = {
  url: string;
  key: string;
  expiresAt: Date;
  maxBytes: number;
  contentTypes: readonly string[];
};

const bankStatementsStep = (person: Person): ApplicationStepId =>
  person === 'applicant' ? 'applicant-bank-statements' : 'co-applicant-bank-statements';

/**
 * A random upload key bound to its owner and a URL to PUT the file to (spec §7 getPreSignedUploadUrl).
 * @returns the URL (valid for 15 minutes), the key, its expiry, and the largest size and the media types
 *   the URL accepts
 * @throws RATE_LIMITED after 60 an hour
 */
export async function createPreSignedUpload(
  services: Pick<AppServices, 'storage' | 'uploadKeys' | 'rateLimits'>,
  owner: UploadOwner,
): Promise<PreSignedUpload> {
  const ownerKey =
    owner.kind === 'applicant'
      ? owner.userId
      : owner.kind === 'coApplicant'
        ? owner.coApplicantId
        : owner.kind === 'landlord'
          ? `landlord:${owner.landlordId}`
          : `operator:${owner.operatorId}`;
  await services.rateLimits.consumeUploadUrl(ownerKey);
  const key = services.uploadKeys.create(owner);
  const url = await services.storage.createUploadUrl(key, { expiresInSeconds: UPLOAD_URL_TTL_SECONDS });
  return {
    url,
    key,
    expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000),
    maxBytes: DOCUMENT_MAX_BYTES,
    contentTypes: DOCUMENT_CONTENT_TYPES,
  };
}

/**
 * Sets documentsUploaded from the person's BankStatement documents: true once they are enough to complete
 * the step (areBankStatementsComplete in packages/domain documents.ts: one for each of the last 3 months).
 */
async function updateDocumentsUploaded(tx: Tx, applicationId: string, person: Person) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applicantDocuments)
    .where(
      and(
        eq(applicantDocuments.applicationId, applicationId),
        eq(applicantDocuments.person, person),
        eq(applicantDocuments.documentType, 'BankStatement'),
      ),
    );
  const documentsUploaded = areBankStatementsComplete(row?.n ?? 0);
  await setPersonFlags(tx, applicationId, person, { documentsUploaded });
}

/**
 * Records an uploaded file as one of the person's documents (spec §7 uploadDocument). A BankStatement also
 * sets documentsUploaded and bankStatementsManualUpload.
 * @param services the database, storage, upload keys and the request's loaders (changeApplication)
 * @param data `{ key, fileName, documentType, displayName? }`, parsed with uploadDocumentInputSchema
 * @param person whose document it is (the co-applicant's documents are theirs alone)
 * @param uploader who was given the upload key (getPreSignedUploadUrl): the signed-in applicant or co-applicant
 * @returns the document and the application after the change
 * @throws BAD_USER_INPUT naming `key` (nothing uploaded yet, or the file is not a PDF, JPEG, PNG or WebP of
 *   at most 20 MB, in which case it is deleted; or the limit of documents is reached); NOT_FOUND for a key
 *   issued to someone else; CONFLICT naming `key` when the key is already recorded, as a document or for any
 *   other purpose; APPLICATION_SUBMITTED; STEP_LOCKED
 *   for a bank statement while the step is locked
 */
export async function uploadDocument(
  services: Pick<Context, 'db' | 'loaders' | 'storage' | 'uploadKeys'>,
  userId: string,
  data: UploadDocumentParsed,
  person: Person = 'applicant',
  uploader: UploadOwner = { kind: 'applicant', userId },
): Promise<{ document: DocumentRow; application: ApplicationRow }> {
  const { db } = services;
  if (!services.uploadKeys.isOwnedBy(data.key, uploader)) throw notFound('That upload');
  const current = await getApplication(db, userId);
  if (current.submitted) throw applicationSubmitted();
  if (data.documentType === 'BankStatement') {
    await assertStepUnlocked(db, current, bankStatementsStep(person), BANK_STATEMENTS_LOCKED_WHY);
  }
  // A key is recorded once, for one purpose: refused before its file is checked or deleted.
  await assertUploadUnrecorded(db, data.key, 'key');

  const stored = await services.storage.inspect(data.key);
  if (!stored) {
    throw inputError([
      {
        field: 'key',
        message: 'We haven’t received this file: choose it again.',
      },
    ]);
  }
  const contentType = detectDocumentContentType(stored.firstBytes);
  const problem = checkDocumentFile({
    name: data.fileName,
    size: stored.size,
    type: contentType ?? 'application/octet-stream',
  });
  if (problem || !contentType) {
    await deleteUnrecordedFiles(services, [data.key]);
    throw inputError([
      { field: 'key', message: problem?.message ?? 'Choose a PDF, JPEG, PNG or WebP file.' },
    ]);
  }
  const whole = await services.storage.read(data.key);
  const content = whole ? await checkFileContent(whole, contentType, 'This file') : { opens: false as const };
  if (!content.opens) {
    await deleteUnrecordedFiles(services, [data.key]);
    throw inputError([
      {
        field: 'key',
        message:
          content.limitMessage ??
          (contentType === 'application/pdf'
            ? 'This file can’t be opened as a PDF: it may be damaged. Choose another file.'
            : 'This file can’t be opened as an image: it may be damaged. Choose another file.'),
      },
    ]);
  }

  const { application, result } = await changeApplication(services, userId, async (tx, locked) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applicantDocuments)
      .where(and(eq(applicantDocuments.applicationId, locked.id), eq(applicantDocuments.person, person)));
    if ((count?.n ?? 0) >= MAX_DOCUMENTS_PER_PERSON) {
      throw inputError([
        {
          field: 'key',
          message: `You can add at most ${MAX_DOCUMENTS_PER_PERSON} documents: remove one first.`,
        },
      ]);
    }
    const [document] = await tx
      .insert(applicantDocuments)
      .values({
        applicationId: locked.id,
        person,
        storageKey: data.key,
        contentType,
        documentType: data.documentType,
        displayName: data.displayName ?? displayNameFromFileName(data.fileName),
        fileName: data.fileName,
        sizeBytes: stored.size,
      })
      .returning();
    if (!document) throw new Error('The document was not saved');
    await claimUploads(tx, [{ key: data.key, purpose: 'document', documentId: document.id }], 'key');
    if (data.documentType === 'BankStatement') {
      await setPersonFlags(tx, locked.id, person, { bankStatementsManualUpload: true });
      await updateDocumentsUploaded(tx, locked.id, person);
    }
    return document;
  });
  return { document: result, application };
}

/**
 * Deletes one of the person's own documents and its file (spec §7 deleteDocument); the file is kept when
 * another record still holds it (deleteUnrecordedFiles). Deleting the last BankStatement sets
 * documentsUploaded back to false.
 * @param services the database, storage, logger and the request's loaders (changeApplication)
 * @param input `{ id }`, parsed with deleteDocumentInputSchema
 * @returns the deleted document's id and the application after the change
 * @throws NOT_FOUND when it is not one of the person's documents; APPLICATION_SUBMITTED
 */
export async function deleteDocument(
  services: Pick<Context, 'db' | 'loaders' | 'storage' | 'logger'>,
  userId: string,
  { id }: { id: string },
  person: Person = 'applicant',
): Promise<{ id: string; application: ApplicationRow }> {
  const { application, result } = await changeApplication(services, userId, async (tx, locked) => {
    const [deleted] = await tx
      .delete(applicantDocuments)
      .where(
        and(
          eq(applicantDocuments.id, id),
          eq(applicantDocuments.applicationId, locked.id),
          eq(applicantDocuments.person, person),
        ),
      )
      .returning();
    if (!deleted) throw notFound('That document');
    await updateDocumentsUploaded(tx, locked.id, person);
    return deleted;
  });
  // The record (and its claim) is gone; the file is deleted unless another record holds it,
  // and a file left behind by a storage failure is only logged (it can no longer be reached).
  await deleteUnrecordedFiles(services, [result.storageKey]);
  return { id: result.id, application };
}

/**
 * The person's own documents, newest first (spec §7 getApplicantDocuments).
 * @throws NOT_FOUND without an application
 */
export async function listDocuments(
  services: Pick<AppServices, 'db'>,
  userId: string,
  person: Person = 'applicant',
): Promise<DocumentRow[]> {
  const application = await getApplication(services.db, userId);
  return services.db
    .select()
    .from(applicantDocuments)
    .where(and(eq(applicantDocuments.applicationId, application.id), eq(applicantDocuments.person, person)))
    .orderBy(desc(applicantDocuments.createdAt), desc(applicantDocuments.id));
}

/**
 * Records whether the person chose to upload bank statements by hand (spec §7 setDocumentManualUpload; spec §3
 * bankStatementsManualUpload).
 * @param services the database and the request's loaders (changeApplication)
 * @param input `{ bankStatementsManualUpload }`, parsed with setDocumentManualUploadInputSchema
 * @returns the application
 * @throws APPLICATION_SUBMITTED; STEP_LOCKED when choosing it while the step is locked; NOT_FOUND without
 *   an application
 */
export async function setDocumentManualUpload(
  services: Pick<Context, 'db' | 'loaders'>,
  userId: string,
  { bankStatementsManualUpload }: { bankStatementsManualUpload: boolean },
  person: Person = 'applicant',
): Promise<ApplicationRow> {
  const { db } = services;
  const current = await getApplication(db, userId);
  if (current.submitted) throw applicationSubmitted();
  if (bankStatementsManualUpload) {
    await assertStepUnlocked(db, current, bankStatementsStep(person), BANK_STATEMENTS_LOCKED_WHY);
  }
  const { application } = await changeApplication(services, userId, async (tx, locked) => {
    await setPersonFlags(tx, locked.id, person, { bankStatementsManualUpload });
  });
  return application;
}
