/**
 * Upload keys (ARCHITECTURE.md §5 "keys are random, never user-chosen paths"): getPreSignedUploadUrl hands out
 * `{random}.{signature}`, where the signature binds the random part to the person it was issued to. Only that
 * person can later record the upload (uploadDocument); anyone else's key does not verify and is reported as
 * not found. The shape is UPLOAD_KEY_PATTERN (packages/domain/src/documents.ts): two 22-character base64url
 * parts, safe as a file name and an S3 key.
 */
import crypto from 'node:crypto';
import { UPLOAD_KEY_PATTERN } from '@stairway/domain/documents';
import { sign, verifySignature } from './signing';

/**
 * Who an upload belongs to: the applicant (by user id), later a co-applicant (by co-applicant id), or a
 * landlord (by landlord id, for listing photos).
 */
export type UploadOwner =
  | { kind: 'applicant'; userId: string }
  | { kind: 'coApplicant'; coApplicantId: string }
  | { kind: 'landlord'; landlordId: string }
  | { kind: 'operator'; operatorId: string };

const SIGNATURE_BYTES = 16;
const ownerId = (owner: UploadOwner) => {
  switch (owner.kind) {
    case 'applicant':
      return `applicant:${owner.userId}`;
    case 'coApplicant':
      return `coApplicant:${owner.coApplicantId}`;
    case 'landlord':
      return `landlord:${owner.landlordId}`;
    case 'operator':
      return `operator:${owner.operatorId}`;
  }
};

/** Issues and checks upload keys with one signing key. */
export type UploadKeys = {
  /** A new random key bound to `owner`. */
  create: (owner: UploadOwner) => string;
  /** Whether `key` is well formed and was issued to `owner`. */
  isOwnedBy: (key: string, owner: UploadOwner) => boolean;
};

/**
 * Creates the upload-key service.
 * @param signingKey a key derived for this purpose (lib/signing.ts deriveKey)
 */
export function createUploadKeys(signingKey: Buffer): UploadKeys {
  return {
    create(owner) {
      const random = crypto.randomBytes(16).toString('base64url');
      return `${random}.${sign(signingKey, `${random}|${ownerId(owner)}`, SIGNATURE_BYTES)}`;
    },
    isOwnedBy(key, owner) {
      if (!UPLOAD_KEY_PATTERN.test(key)) return false;
      const [random = '', signature = ''] = key.split('.');
      return verifySignature(signingKey, `${random}|${ownerId(owner)}`, signature, SIGNATURE_BYTES);
    },
  };
}
