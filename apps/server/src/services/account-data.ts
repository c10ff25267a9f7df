/**
 * "Your data" (UK GDPR Art. 15 and 20; decision 050): everything Stairway holds about the signed-in
 * person, for the export ZIP (services/account-data-zip.ts). Each role gets its own rows only:
 * - an applicant: their account, their application (the whole row: it is theirs), their own addresses, incomes
 *   and checks (person `applicant`), the household's expenses, payments, documents, saved homes, home
 *   submissions with photos, consent records, promotion and listing views, links and codes sent to them (dates
 *   only), the arrears of their plans (payment plans with instalments, reminders sent, their own requests for
 *   help with the replies: account-data-arrears.ts) and the audit rows about them or their application; of
 *   their co-applicant only what they entered
 *   themselves (name, e-mail address, phone number) and whether the co-applicant has joined and agreed;
 * - a co-applicant: their account and their own sections (person `coApplicant`: addresses, incomes, checks,
 *   documents, their own requests for help), the joint plan's arrears payment plans, and of the joint
 *   application what their own page shows (the main applicant's name, its state);
 *   never the main applicant's incomes, addresses, documents or checks;
 * - a landlord: their account, listings with photos, consent records, codes (dates only) and audit rows;
 * - an operator and a pipeline viewer: their account and the audit rows about them or made by them.
 * Secrets are never exported: password hashes, token and code hashes, session versions, and providers'
 * hosted-page links and references (each works as a key to the provider's page).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  consentRecords,
  landlordListingImages,
  landlordListings,
  landlords,
  oneTimeCodes,
  operators,
  pipelineViewers,
} from '../db/schema';
import { notFound } from '../lib/app-error';
import type { Actor } from '../lib/tokens';
import { applicantData, coApplicantData } from './account-data-applicants';
import {
  type AccountData,
  auditRows,
  type ExportFile,
  extensionOf,
  sentLink,
  withoutSecrets,
} from './account-data-parts';

/** A landlord's data (see the file's docstring). */
async function landlordData(db: Db, landlordId: string): Promise<AccountData> {
  const [landlord] = await db.select().from(landlords).where(eq(landlords.id, landlordId));
  if (!landlord) throw notFound('Your account');
  const files: ExportFile[] = [];
  const listingRows = await db
    .select()
    .from(landlordListings)
    .where(eq(landlordListings.landlordId, landlordId))
    .orderBy(asc(landlordListings.createdAt));
  const images = listingRows.length
    ? await db
        .select()
        .from(landlordListingImages)
        .where(
          inArray(
            landlordListingImages.listingId,
            listingRows.map((l) => l.id),
          ),
        )
        .orderBy(asc(landlordListingImages.position))
    : [];
  return {
    files,
    data: {
      account: withoutSecrets(landlord),
      listings: listingRows.map((listing) => ({
        ...withoutSecrets(listing),
        photos: images
          .filter((image) => image.listingId === listing.id)
          .map((image) => {
            const path = `files/listing-photos/${listing.id}/${image.position}-${image.id}.${extensionOf(image.contentType)}`;
            files.push({ key: image.storageKey, path });
            return { ...withoutSecrets(image), file: path };
          }),
      })),
      consentRecords: await db.select().from(consentRecords).where(eq(consentRecords.landlordId, landlordId)),
      codesSent: (
        await db
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.subjectKind, 'landlord'), eq(oneTimeCodes.subjectId, landlordId)))
      ).map(sentLink),
      auditLog: await auditRows(db, [landlordId, ...listingRows.map((l) => l.id)]),
    },
  };
}

/** An operator's or pipeline viewer's data: the account and the audit rows about them or made by them. */
async function staffData(db: Db, table: typeof operators | typeof pipelineViewers, id: string) {
  const [account] = await db.select().from(table).where(eq(table.id, id));
  if (!account) throw notFound('Your account');
  return {
    files: [],
    data: { account: withoutSecrets(account), auditLog: await auditRows(db, [id], [account.email]) },
  };
}

/**
 * Everything Stairway holds about the signed-in person (see the file's docstring for what each role gets).
 * @param db the database
 * @param actor the signed-in person: their data only, whoever else the rows mention
 * @returns the JSON document's content (`role`, `exportedAt` and the role's sections) and the stored files
 *   to add to the ZIP, each with the path the JSON names
 * @throws NOT_FOUND when the account no longer exists
 */
export async function collectAccountData(db: Db, actor: Actor): Promise<AccountData> {
  const collected = await (() => {
    switch (actor.kind) {
      case 'applicant':
        return applicantData(db, actor.userId);
      case 'coApplicant':
        return coApplicantData(db, actor.coApplicantId);
      case 'landlord':
        return landlordData(db, actor.landlordId);
      case 'operator':
        return staffData(db, operators, actor.operatorId);
      case 'pipelineViewer':
        return staffData(db, pipelineViewers, actor.pipelineViewerId);
    }
  })();
  return {
    files: collected.files,
    data: { role: actor.kind, exportedAt: new Date().toISOString(), ...collected.data },
  };
}
