/**
 * The "Your data" export of an applicant and of a co-applicant (services/account-data.ts says what each gets):
 * each sees their own sections of a joint application only.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  coApplicants,
  consentRecords,
  emailTokens,
  expenses,
  favourites,
  homeSubmissionImages,
  homeSubmissions,
  incomes,
  listings,
  listingViews,
  oneTimeCodes,
  payments,
  planEndingMovingDayChanges,
  planEndings,
  plans,
  promotionViews,
  purchaseCases,
  readinessFigures,
  savedSearchAlerts,
  savedSearches,
  userAddresses,
  userApplications,
  users,
  verificationSessions,
} from '../db/schema';
import { notFound } from '../lib/app-error';
import { arrearsDataOf } from './account-data-arrears';
import {
  type AccountData,
  auditRows,
  documentsOf,
  type ExportFile,
  extensionOf,
  personRows,
  sentLink,
  withoutSecrets,
} from './account-data-parts';
import { openBankingDataOf } from './open-banking-connections';
import { listPurchaseCaseEvents } from './purchase-cases/read-purchase-cases';

/**
 * The applicant's saved searches with the alert e-mails sent for each (day and the homes named), without the
 * unsubscribe token's hash (a secret of the link).
 */
async function savedSearchesOf(db: Db, userId: string) {
  const searches = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
  const alerts = searches.length
    ? await db
        .select()
        .from(savedSearchAlerts)
        .where(
          inArray(
            savedSearchAlerts.savedSearchId,
            searches.map((s) => s.id),
          ),
        )
        .orderBy(asc(savedSearchAlerts.day))
    : [];
  return searches.map(({ unsubscribeTokenHash: _secret, ...search }) => ({
    ...search,
    alertsSent: alerts
      .filter((alert) => alert.savedSearchId === search.id)
      .map((alert) => ({ day: alert.day, listingIds: alert.listingIds, sentAt: alert.createdAt })),
  }));
}

/**
 * An application's purchase cases, oldest first, each with its moves (day, states, note, reason, when recorded),
 * without who moved them (staff).
 */
async function purchasesOf(db: Db, applicationId: string) {
  const cases = await db
    .select()
    .from(purchaseCases)
    .where(eq(purchaseCases.applicationId, applicationId))
    .orderBy(asc(purchaseCases.openedAt));
  const moves = await listPurchaseCaseEvents(
    db,
    cases.map((row) => row.id),
  );
  // The household's own figures for the mortgage readiness tracker (decision 077), of each case's plans.
  const figures = cases.length
    ? await db
        .select({ purchaseCaseId: plans.purchaseCaseId, figures: readinessFigures })
        .from(readinessFigures)
        .innerJoin(plans, eq(plans.id, readinessFigures.planId))
        .where(
          inArray(
            plans.purchaseCaseId,
            cases.map((row) => row.id),
          ),
        )
        .orderBy(asc(readinessFigures.createdAt))
    : [];
  // Moving out or buying the rest (decision 076), without the staff who recorded each step.
  const endings = cases.length
    ? await db
        .select()
        .from(planEndings)
        .where(
          inArray(
            planEndings.purchaseCaseId,
            cases.map((row) => row.id),
          ),
        )
        .orderBy(asc(planEndings.createdAt))
    : [];
  const dayChanges = endings.length
    ? await db
        .select()
        .from(planEndingMovingDayChanges)
        .where(
          inArray(
            planEndingMovingDayChanges.planEndingId,
            endings.map((e) => e.id),
          ),
        )
        .orderBy(asc(planEndingMovingDayChanges.createdAt))
    : [];
  return cases.map((row, index) => ({
    ...row,
    history: (moves[index] ?? []).map(({ actor: _staff, ...move }) => move),
    readinessFigures: figures.filter((f) => f.purchaseCaseId === row.id).map((f) => f.figures),
    endings: endings
      .filter((e) => e.purchaseCaseId === row.id)
      .map((e) => ({
        ...withoutStaff(e),
        movingDayChanges: dayChanges.filter((c) => c.planEndingId === e.id),
      })),
  }));
}

/** A plan ending as its customer reads it: who of the staff recorded each step is left out. */
function withoutStaff(ending: typeof planEndings.$inferSelect) {
  const {
    inspectedBy: _inspected,
    refundPaidBy: _paid,
    valuationInstructedBy: _instructed,
    valuationRecordedBy: _recorded,
    mortgageOfferBy: _offer,
    completedBy: _completed,
    fallenThroughBy: _fellThrough,
    ...rest
  } = ending;
  return rest;
}

/** An applicant's data (see the file's docstring). */
export async function applicantData(db: Db, userId: string): Promise<AccountData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Your account');
  const files: ExportFile[] = [];
  const [application] = await db.select().from(userApplications).where(eq(userApplications.userId, userId));
  const appId = application?.id;
  const forApplication = async () => {
    if (!appId) return {};
    const [co] = await db.select().from(coApplicants).where(eq(coApplicants.applicationId, appId));
    const submissions = await db
      .select()
      .from(homeSubmissions)
      .where(eq(homeSubmissions.applicationId, appId))
      .orderBy(asc(homeSubmissions.createdAt));
    const images = submissions.length
      ? await db
          .select()
          .from(homeSubmissionImages)
          .where(
            inArray(
              homeSubmissionImages.homeSubmissionId,
              submissions.map((s) => s.id),
            ),
          )
          .orderBy(asc(homeSubmissionImages.position))
      : [];
    return {
      application: application ? withoutSecrets(application) : null,
      addresses: await personRows(db, userAddresses, appId, 'applicant'),
      incomes: await personRows(db, incomes, appId, 'applicant'),
      expenses: (await db.select().from(expenses).where(eq(expenses.applicationId, appId))).map(
        withoutSecrets,
      ),
      verificationChecks: await personRows(db, verificationSessions, appId, 'applicant'),
      bankConnections: await openBankingDataOf(db, appId, 'applicant'),
      payments: (await db.select().from(payments).where(eq(payments.applicationId, appId))).map(
        withoutSecrets,
      ),
      documents: await documentsOf(db, appId, 'applicant', files),
      savedHomes: await db
        .select({
          savedAt: favourites.createdAt,
          listingId: favourites.listingId,
          address: listings.address,
          askingPrice: listings.askingPrice,
        })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .where(eq(favourites.applicationId, appId)),
      homeSubmissions: submissions.map((submission) => ({
        ...withoutSecrets(submission),
        photos: images
          .filter((image) => image.homeSubmissionId === submission.id)
          .map((image) => {
            const path = `files/home-photos/${submission.id}/${image.position}-${image.id}.${extensionOf(image.contentType)}`;
            files.push({ key: image.storageKey, path });
            return { ...withoutSecrets(image), file: path };
          }),
      })),
      // The purchases of approved homes with their histories (decision 069); who moved them (staff) is left out.
      purchases: await purchasesOf(db, appId),
      // Arrears (decision 075): payment plans with instalments, reminders, and their own requests for help.
      arrears: await arrearsDataOf(db, appId, 'applicant'),
      // What the applicant entered about their co-applicant, and whether they joined: not the co-applicant's own
      // sections, which are theirs (their export).
      coApplicant: co
        ? {
            firstName: co.firstName,
            middleName: co.middleName,
            lastName: co.lastName,
            email: co.email,
            phoneNumber: co.phoneNumber,
            joinedAt: co.signedUpAt,
            permissionGrantedAt: co.hasGrantedPermissionDate,
          }
        : null,
    };
  };
  return {
    files,
    data: {
      account: withoutSecrets(user),
      ...(await forApplication()),
      consentRecords: await db.select().from(consentRecords).where(eq(consentRecords.userId, userId)),
      promotionsSeen: await db.select().from(promotionViews).where(eq(promotionViews.userId, userId)),
      listingViews: await db.select().from(listingViews).where(eq(listingViews.userId, userId)),
      // Saved searches and the alert e-mails sent for them; the unsubscribe token's hash is left out.
      savedSearches: await savedSearchesOf(db, userId),
      linksSent: (await db.select().from(emailTokens).where(eq(emailTokens.userId, userId))).map(sentLink),
      codesSent: (
        await db
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.subjectKind, 'applicant'), eq(oneTimeCodes.subjectId, userId)))
      ).map(sentLink),
      auditLog: await auditRows(db, appId ? [userId, appId] : [userId], [user.email]),
    },
  };
}

/** A co-applicant's data (see the file's docstring). */
export async function coApplicantData(db: Db, coApplicantId: string): Promise<AccountData> {
  const [co] = await db.select().from(coApplicants).where(eq(coApplicants.id, coApplicantId));
  if (!co) throw notFound('Your account');
  const files: ExportFile[] = [];
  const [joint] = await db
    .select({ application: userApplications, firstName: users.firstName, lastName: users.lastName })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, co.applicationId));
  return {
    files,
    data: {
      account: withoutSecrets(co),
      jointApplication: joint
        ? {
            id: joint.application.id,
            mainApplicant: { firstName: joint.firstName, lastName: joint.lastName },
            submitted: joint.application.submitted,
            submittedAt: joint.application.submittedAt,
            approved: joint.application.approved,
            rejected: joint.application.rejected,
            waitlistFeePaid: joint.application.waitlistFeePaid,
          }
        : null,
      addresses: await personRows(db, userAddresses, co.applicationId, 'coApplicant'),
      incomes: await personRows(db, incomes, co.applicationId, 'coApplicant'),
      verificationChecks: await personRows(db, verificationSessions, co.applicationId, 'coApplicant'),
      bankConnections: await openBankingDataOf(db, co.applicationId, 'coApplicant'),
      documents: await documentsOf(db, co.applicationId, 'coApplicant', files),
      arrears: await arrearsDataOf(db, co.applicationId, 'coApplicant'),
      linksSent: (await db.select().from(emailTokens).where(eq(emailTokens.coApplicantId, co.id))).map(
        sentLink,
      ),
      consentRecords: await db.select().from(consentRecords).where(eq(consentRecords.coApplicantId, co.id)),
      auditLog: await auditRows(db, [co.id]),
    },
  };
}
