/** Applicants' documents, and what each stored upload is used for. Exported through db/schema.ts. */
import type { DocumentType } from '@stairway/domain/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userApplications } from './applications';
import { timestamps } from './columns';
import { homeSubmissionImages } from './homes';
import { landlordListingImages } from './landlords';
import { promotions } from './promotions';
import { repairPhotos } from './repairs';

/**
 * Documents a person of an application uploaded (spec §3 "Applicant document": id, url, type, documentType,
 * displayName, fileName, dateUploaded). The file itself is in storage under `storageKey` (S3 or
 * DATA_DIR/uploads); `url` is a signed link made when the document is read. `createdAt` is dateUploaded.
 */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** 'applicant' or 'coApplicant'. */
    person: text('person').notNull().default('applicant'),
    /** The random key from getPreSignedUploadUrl; recorded once. */
    storageKey: text('storage_key').notNull().unique(),
    /** The file's media type as sniffed from its first bytes, e.g. application/pdf (spec §3 `type`). */
    contentType: text('content_type').notNull(),
    /** BankStatement, Contract, Other, Payslip or Tax (spec §3 "Document types"). */
    documentType: text('document_type').$type<DocumentType>().notNull(),
    displayName: text('display_name').notNull(),
    /** The uploaded file's name, cleaned (never used as a path). */
    fileName: text('file_name').notNull(),
    /** Bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    ...timestamps,
  },
  (t) => [index('applicant_documents_application_idx').on(t.applicationId, t.person)],
);

/**
 * What each stored upload is used for (decision 043): one row per recorded file (an upload key, or the key of
 * a display copy the server made), so a key is recorded once, for one purpose, whichever table records it.
 * The row names the one record that holds the file and goes with it (ON DELETE CASCADE), so deleting a record
 * frees its keys, and the upload sweep (services/upload-sweep.ts) keeps every key here.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    /** The storage key: unique, so a second record of the same file is refused by the database too. */
    key: text('key').primaryKey(),
    /**
     * document, homePhoto, homePhotoDisplay, landlordPhoto, landlordPhotoDisplay, promotionImage,
     * promotionImageDisplay or repairPhoto.
     */
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    documentId: uuid('document_id').references(() => applicantDocuments.id, { onDelete: 'cascade' }),
    homeSubmissionImageId: uuid('home_submission_image_id').references(() => homeSubmissionImages.id, {
      onDelete: 'cascade',
    }),
    landlordListingImageId: uuid('landlord_listing_image_id').references(() => landlordListingImages.id, {
      onDelete: 'cascade',
    }),
    promotionId: text('promotion_id').references(() => promotions.id, { onDelete: 'cascade' }),
    repairPhotoId: uuid('repair_photo_id').references(() => repairPhotos.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'upload_claims_one_record',
      sql`num_nonnulls(${t.documentId}, ${t.homeSubmissionImageId}, ${t.landlordListingImageId}, ${t.promotionId}, ${t.repairPhotoId}) = 1`,
    ),
    index('upload_claims_document_idx').on(t.documentId),
    index('upload_claims_home_submission_image_idx').on(t.homeSubmissionImageId),
    index('upload_claims_landlord_listing_image_idx').on(t.landlordListingImageId),
    index('upload_claims_promotion_idx').on(t.promotionId),
    index('upload_claims_repair_photo_idx').on(t.repairPhotoId),
  ],
);

/** What a recorded upload is used for (upload_claims.purpose). */
export type UploadPurpose =
  | 'document'
  | 'homePhoto'
  | 'homePhotoDisplay'
  | 'landlordPhoto'
  | 'landlordPhotoDisplay'
  | 'promotionImage'
  | 'promotionImageDisplay'
  | 'repairPhoto';
