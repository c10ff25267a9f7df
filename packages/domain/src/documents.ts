/**
 * Applicant documents and uploads (spec §3 "Applicant document": id, url, type, documentType, displayName,
 * fileName, dateUploaded; "Document types"; spec §7 getPreSignedUploadUrl, uploadDocument, deleteDocument,
 * getApplicantDocuments) and the limits on every upload (ARCHITECTURE.md §5 "Uploads: content type and size
 * checked (images: JPEG/PNG/WebP up to 10 MB; documents: PDF and images up to 20 MB), keys are random, never
 * user-chosen paths").
 *
 * Shared by the server (which enforces them) and the web app (which checks a file before uploading it, so
 * the applicant hears at once what is wrong). Pure: no I/O.
 */
import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from './constants';
import { plainText } from './validation';

/** One mebibyte, bytes. The limits below are in bytes. */
export const MEBIBYTE = 1024 * 1024;

/** The largest document accepted: 20 MB (ARCHITECTURE.md §5), bytes. */
export const DOCUMENT_MAX_BYTES = 20 * MEBIBYTE;

/** The largest image accepted (home photos; ARCHITECTURE.md §5 "images ... up to 10 MB"), bytes. */
export const IMAGE_MAX_BYTES = 10 * MEBIBYTE;

/**
 * The largest upload a signed upload URL accepts, bytes: the larger of the two limits, because
 * getPreSignedUploadUrl takes no input (spec §7) and so cannot know what the file is for. The step that
 * records the upload (uploadDocument) applies the tighter limit of its kind.
 */
export const UPLOAD_MAX_BYTES = Math.max(DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES);

/** Media types of images (ARCHITECTURE.md §5: JPEG, PNG, WebP). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Media types of documents (ARCHITECTURE.md §5: PDF and images). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', ...IMAGE_CONTENT_TYPES] as const;
/** One of {@link DOCUMENT_CONTENT_TYPES}. */
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The file name extensions of each document media type, for the file picker's `accept` list. */
export const DOCUMENT_EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/** The file picker's `accept` attribute for documents: media types and extensions. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_CONTENT_TYPES, ...Object.values(DOCUMENT_EXTENSIONS).flat()].join(
  ',',
);

/** The kinds of document in words, for messages: "PDF, JPEG, PNG or WebP". */
export const DOCUMENT_KINDS_TEXT = 'PDF, JPEG, PNG or WebP';

/** The most documents one person's application may hold (decided here; a sanity limit). */
export const MAX_DOCUMENTS_PER_PERSON = 30;

/** The longest file name kept, characters (decided here; longer names are cut, keeping the extension). */
export const FILE_NAME_MAX_LENGTH = 120;

/** The longest display name accepted, characters (decided here). */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** Each document type in words, for the applicant (spec §3 "Document types"). */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  BankStatement: 'Bank statement',
  Contract: 'Contract',
  Other: 'Other document',
  Payslip: 'Payslip',
  Tax: 'Tax document',
};

/**
 * The media type of a file from its first bytes (its "magic number"), so that a file's declared type is
 * never trusted on its own: `%PDF-` for PDF, `FF D8 FF` for JPEG, the 8-byte PNG signature, and
 * `RIFF....WEBP` for WebP.
 * @param bytes the file's first bytes (at least 12 are needed for WebP)
 * @returns the media type, or null when the bytes are none of the four
 */
export function detectDocumentContentType(bytes: Uint8Array): DocumentContentType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** How many of a file's first bytes {@link detectDocumentContentType} reads. */
export const SIGNATURE_BYTES = 12;

/** Whether a media type is one of the document types (case and parameters ignored, e.g. `; charset=`). */
export function isDocumentContentType(value: string | null | undefined): value is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(normaliseContentType(value));
}

/** A media type without parameters, lower case: `Image/JPEG; q=1` → `image/jpeg`. */
export function normaliseContentType(value: string | null | undefined): string {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Formats a file size for people, in en-GB: bytes under 1 KB, then KB, then MB with one decimal.
 * @param bytes the size, bytes
 * @returns e.g. "820 bytes", "14 KB", "1.2 MB"
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MEBIBYTE) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / MEBIBYTE;
  return `${mb.toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;
}

/** Why a file cannot be uploaded as a document. */
export type DocumentFileProblem = { reason: 'type' | 'size' | 'empty'; message: string };

/**
 * Checks a file before it is uploaded as a document (the web app, with the browser's File) or recorded
 * (the server, with the stored object's size and sniffed type).
 * @param file its name, its size in bytes, and its media type ('' when the browser does not know it, in
 *   which case the extension decides)
 * @returns null when it can be uploaded, else what is wrong, worded for the applicant with the file's name
 */
export function checkDocumentFile(file: {
  name: string;
  size: number;
  type: string;
}): DocumentFileProblem | null {
  const type = normaliseContentType(file.type);
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const knownExtension = Object.values(DOCUMENT_EXTENSIONS).some((list) => list.includes(extension));
  if (type ? !isDocumentContentType(type) : !knownExtension) {
    return {
      reason: 'type',
      message: `“${file.name}” can’t be uploaded: choose a ${DOCUMENT_KINDS_TEXT} file.`,
    };
  }
  if (file.size === 0) {
    return { reason: 'empty', message: `“${file.name}” is empty: choose the file again.` };
  }
  if (file.size > DOCUMENT_MAX_BYTES) {
    return {
      reason: 'size',
      message:
        `“${file.name}” is ${formatFileSize(file.size)}: files can be up to ${formatFileSize(DOCUMENT_MAX_BYTES)}. ` +
        'Try a smaller scan or split it into parts.',
    };
  }
  return null;
}

/**
 * A file name as it is kept: the last part of any path, without control characters, trimmed, and at most
 * {@link FILE_NAME_MAX_LENGTH} characters (keeping the extension). It is only ever shown and offered as a
 * download name, never used as a storage path (keys are random; ARCHITECTURE.md §5).
 * @returns the cleaned name; "document" when nothing is left
 */
export function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!base) return 'document';
  if (base.length <= FILE_NAME_MAX_LENGTH) return base;
  const extension = base.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? '';
  return `${base.slice(0, FILE_NAME_MAX_LENGTH - extension.length).trimEnd()}${extension}`;
}

/**
 * A display name made from a file name: the name without its extension, underscores and dashes as spaces.
 * @example displayNameFromFileName('march_2026-statement.pdf') === 'march 2026 statement'
 */
export function displayNameFromFileName(fileName: string): string {
  const name = cleanFileName(fileName)
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (name || 'Document').slice(0, DISPLAY_NAME_MAX_LENGTH);
}

/** The shape of an upload key: random, from getPreSignedUploadUrl (two base64url parts). */
export const UPLOAD_KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

/** The message for an upload key that is not one of ours (the upload did not finish, or a broken client). */
const UPLOAD_NOT_FINISHED = 'The upload didn’t finish: choose the file again';

/**
 * The input of uploadDocument (spec §7): the key from getPreSignedUploadUrl after the file was uploaded to
 * its URL, the file's name, the document type, and an optional display name (default: from the file name).
 * Its messages are written for the person, as every other (the upload page shows them).
 */
export const uploadDocumentInputSchema = z.object({
  key: z.string({ error: UPLOAD_NOT_FINISHED }).regex(UPLOAD_KEY_PATTERN, { error: UPLOAD_NOT_FINISHED }),
  fileName: z
    .string({ error: 'The file has no name: choose the file again' })
    .trim()
    .min(1, { error: 'The file has no name: choose the file again' })
    .max(255, { error: 'The file’s name must be 255 characters or fewer: rename it and choose it again' })
    .check(plainText('The file’s name'))
    .transform(cleanFileName),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Choose what kind of document this is' }),
  displayName: z
    .string({ error: 'Enter a name for the document' })
    .trim()
    .min(1, { error: 'Enter a name for the document' })
    .max(DISPLAY_NAME_MAX_LENGTH, {
      error: `The document’s name must be ${DISPLAY_NAME_MAX_LENGTH} characters or fewer`,
    })
    .check(plainText('The document’s name'))
    .nullish(),
});
/** uploadDocument's input as sent. */
export type UploadDocumentInput = z.input<typeof uploadDocumentInputSchema>;
/** uploadDocument's input after parsing: the file name cleaned, the display name trimmed. */
export type UploadDocumentParsed = z.output<typeof uploadDocumentInputSchema>;

/** The input of deleteDocument (spec §7): the document's id. */
export const deleteDocumentInputSchema = z.object({
  id: z.uuid({ error: 'We couldn’t find that document: reload the page and try again' }),
});

/**
 * The input of setDocumentManualUpload (spec §7; spec §3 bankStatementsManualUpload): true when the person
 * chooses to upload their bank statements by hand, false when they go back to choosing.
 */
export const setDocumentManualUploadInputSchema = z.object({
  bankStatementsManualUpload: z.boolean({
    error: 'Say whether you will upload your bank statements yourself',
  }),
});

/**
 * The period of bank statements an applicant gives: the last 3 months (decided here, the one period every
 * page states). UK lenders check the pay shown on an employed applicant's last 3 months' payslips
 * (domain-research §2.3 "Employed ... 3 months' payslips"); the statements of the account the pay goes into
 * over the same 3 months show that pay arriving and the spending against it.
 */
export const BANK_STATEMENT_MONTHS = 3;

/**
 * How many bank-statement uploads complete the bank statements step: one statement for each of the last
 * {@link BANK_STATEMENT_MONTHS} months (decided here: UK banks issue monthly statements, and a count can be
 * checked where a claimed period could not; the Stairway team still reads every statement before approving).
 */
export const BANK_STATEMENTS_NEEDED = BANK_STATEMENT_MONTHS;

/**
 * Whether a person's uploaded bank statements complete the step (spec §4 step 7 "Bank statements"):
 * {@link BANK_STATEMENTS_NEEDED} or more BankStatement documents.
 *
 * @param bankStatementCount the person's recorded BankStatement documents
 * @returns true at 3 or more; false at 0, 1 or 2 (e.g. one small PDF alone no longer completes it)
 */
export function areBankStatementsComplete(bankStatementCount: number): boolean {
  return bankStatementCount >= BANK_STATEMENTS_NEEDED;
}

/**
 * How many more monthly statements a person still needs to upload.
 * @param bankStatementCount the person's recorded BankStatement documents
 * @returns 0 when complete, otherwise 3 minus the count
 */
export function getBankStatementsNeeded(bankStatementCount: number): number {
  return Math.max(0, BANK_STATEMENTS_NEEDED - Math.max(0, Math.floor(bankStatementCount)));
}
