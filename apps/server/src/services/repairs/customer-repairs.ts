/**
 * The customer's side of repairs: the applicant or a joined co-applicant reports a repair of the home on their
 * signed plan (with photos, a category and an urgency), reads the home's repairs and writes on one. Every
 * operation goes through customerPlan (services/direct-debit/customer-plan.ts), so another person's home
 * does not exist for them. Who pays and the target are the domain's (packages/domain repairs.ts).
 */
import { detectDocumentContentType } from '@stairway/domain/documents';
import { checkHomeImageFile } from '@stairway/domain/home-submission-photos';
import type { ReportRepairParsed } from '@stairway/domain/repair-inputs';
import { payerOfCategory, type RepairUrgency, repairTargetAt } from '@stairway/domain/repairs';
import { and, eq } from 'drizzle-orm';
import type { AppServices, Context } from '../../context';
import { repairPhotos, repairs, repairUpdates } from '../../db/schema';
import { AppError, inputError, notFound } from '../../lib/app-error';
import { actingPerson } from '../co-applicants';
import { type CustomerPlan, customerPlan } from '../direct-debit/customer-plan';
import { assertUploadUnrecorded, claimUploads, deleteUnrecordedFiles } from '../upload-claims';
import { listCaseRepairs, type RepairRow, targetHoursInForce } from './read-repairs';
import { queueRepairEmails } from './repair-emails';
import { enqueueRepairMessageForTeam } from './repair-team-email';

/** The customer's repairs page: whether they may report, why not, the targets and the home's repairs. */
export type MyRepairs = {
  canReport: boolean;
  /** Why they cannot report yet; null when they can. */
  cannotReportReason: string | null;
  targetHours: Record<RepairUrgency, number>;
  repairs: RepairRow[];
};

/** Why a plan does not take repairs yet, or null when it does (signed by everyone). */
function notYet(plan: CustomerPlan): string | null {
  if (!plan.plan) return 'Your plan is being prepared: you can report repairs once it is signed.';
  if (!plan.fullySigned) return 'You can report repairs once everyone has signed your plan.';
  return null;
}

/**
 * The signed-in customer's repairs page.
 * @returns null before a home is approved (or after the purchase fell through)
 * @throws FORBIDDEN for anyone but an applicant or co-applicant
 */
export async function myRepairs(db: Context['db'], actor: Context['actor']): Promise<MyRepairs | null> {
  const plan = await customerPlan(db, actor);
  if (!plan) return null;
  const reason = notYet(plan);
  return {
    canReport: reason === null,
    cannotReportReason: reason,
    targetHours: await targetHoursInForce(db),
    repairs: await listCaseRepairs(db, plan.purchaseCase.id),
  };
}

/** The customer's signed plan, or CONFLICT saying why repairs cannot be reported yet. */
async function signedPlan(db: Context['db'], actor: Context['actor']) {
  const plan = await customerPlan(db, actor);
  if (!plan) throw new AppError('CONFLICT', 'You can report repairs once you have a signed plan for a home.');
  const reason = notYet(plan);
  if (reason || !plan.plan) throw new AppError('CONFLICT', reason ?? 'Your plan is not signed yet.');
  return { ...plan, plan: plan.plan };
}

/** A photo checked and ready to record. */
type CheckedPhoto = { key: string; contentType: string; size: number };

/**
 * Checks each photo: an upload of this person's, not recorded for anything, a JPEG, PNG or WebP of at most
 * 10 MB; a file that fails is deleted.
 * @throws NOT_FOUND naming `photoKeys.N` for a key that is not theirs; BAD_USER_INPUT naming it for nothing
 *   uploaded or the wrong type or size; CONFLICT naming it when it is already recorded
 */
async function checkPhotos(
  services: Pick<Context, 'db' | 'storage' | 'uploadKeys' | 'logger' | 'actor'>,
  keys: readonly string[],
): Promise<CheckedPhoto[]> {
  const { uploader } = await actingPerson(services.db, services.actor);
  const checked: CheckedPhoto[] = [];
  for (const [index, key] of keys.entries()) {
    const field = `photoKeys.${index}`;
    if (!services.uploadKeys.isOwnedBy(key, uploader)) {
      throw new AppError('NOT_FOUND', 'That upload was not found: choose the photo again.', { field });
    }
    await assertUploadUnrecorded(services.db, key, field);
    const stored = await services.storage.inspect(key);
    if (!stored) throw inputError([{ field, message: 'We haven’t received this photo: choose it again.' }]);
    const type = detectDocumentContentType(stored.firstBytes);
    const problem = checkHomeImageFile({ name: 'This photo', size: stored.size, type });
    if (problem || !type) {
      await deleteUnrecordedFiles(services, [key]);
      throw inputError([{ field, message: (problem?.message ?? 'Choose a photo').replace(/[“”]/g, '') }]);
    }
    checked.push({ key, contentType: type, size: stored.size });
  }
  return checked;
}

/**
 * Reports a repair of the customer's home (reportRepair): who pays by the repair matrix (Stairway for the
 * landlord's categories, else the cost decides), the target from the urgency and the target hours in force,
 * the photos recorded and claimed (upload purpose repairPhoto), the report in the history, an e-mail to
 * the applicant and a joined co-applicant confirming it, and one to the team (TEAM_EMAIL, else every enabled
 * operator) with its urgency, target and a link to it in the console, in one transaction.
 * @returns the repair
 * @throws CONFLICT before the plan is signed by everyone; the photos' errors ({@link checkPhotos})
 */
export async function reportRepair(
  services: Pick<Context, 'db' | 'storage' | 'uploadKeys' | 'logger' | 'actor' | 'email' | 'config'>,
  input: ReportRepairParsed,
  now: Date = new Date(),
): Promise<RepairRow> {
  const plan = await signedPlan(services.db, services.actor);
  const photos = await checkPhotos(services, input.photoKeys);
  const hours = await targetHoursInForce(services.db);
  const { repair, queued } = await services.db.transaction(async (tx) => {
    const [repair] = await tx
      .insert(repairs)
      .values({
        planId: plan.plan.id,
        purchaseCaseId: plan.purchaseCase.id,
        category: input.category,
        description: input.description,
        urgency: input.urgency,
        status: 'Reported',
        payer: payerOfCategory(input.category),
        targetAt: repairTargetAt(now, input.urgency, hours),
        reportedBy: plan.person,
        reportedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!repair) throw new Error('The repair was not saved');
    for (const [position, photo] of photos.entries()) {
      const [row] = await tx
        .insert(repairPhotos)
        .values({
          repairId: repair.id,
          storageKey: photo.key,
          contentType: photo.contentType,
          sizeBytes: photo.size,
          position,
        })
        .returning({ id: repairPhotos.id });
      if (!row) throw new Error('The photo was not saved');
      await claimUploads(
        tx,
        [{ key: photo.key, purpose: 'repairPhoto', repairPhotoId: row.id }],
        `photoKeys.${position}`,
      );
    }
    const [update] = await tx
      .insert(repairUpdates)
      .values({
        repairId: repair.id,
        authorKind: 'customer',
        author: plan.person,
        toStatus: 'Reported',
        message: input.description,
        payer: repair.payer,
        createdAt: now,
      })
      .returning({ id: repairUpdates.id });
    const queued = await queueRepairEmails(services, tx, {
      repair,
      updateId: update?.id ?? 'report',
      reported: true,
      statusChanged: true,
      message: null,
      payerReason: null,
    });
    const forTeam = await enqueueRepairMessageForTeam(tx, services, {
      found: plan,
      repair,
      updateId: update?.id ?? 'report',
      message: input.description,
      now,
      report: true,
    });
    return { repair, queued: [...queued, ...forTeam] };
  });
  await services.email.deliver(queued);
  return repair;
}

/**
 * Adds the customer's message to one of their home's repairs (addRepairMessage), for the team to read in the
 * console, and e-mails it to the team (TEAM_EMAIL, else every enabled operator; repair-team-email.ts) with a link
 * to the repair's console page, in the same transaction (the outbox); it touches the repair's updated time.
 * @returns the repair
 * @throws NOT_FOUND when the repair is not of their home; CONFLICT before the plan is signed
 */
export async function addRepairMessage(
  services: Pick<AppServices, 'db' | 'email' | 'config'> & Pick<Context, 'actor'>,
  input: { repairId: string; message: string },
  now: Date = new Date(),
): Promise<RepairRow> {
  const plan = await signedPlan(services.db, services.actor);
  const { repair, queued } = await services.db.transaction(async (tx) => {
    const [repair] = await tx
      .update(repairs)
      .set({ updatedAt: now })
      .where(and(eq(repairs.id, input.repairId), eq(repairs.purchaseCaseId, plan.purchaseCase.id)))
      .returning();
    if (!repair) throw notFound('That repair');
    const [update] = await tx
      .insert(repairUpdates)
      .values({
        repairId: repair.id,
        authorKind: 'customer',
        author: plan.person,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: repairUpdates.id });
    if (!update) throw new Error('The message was not saved');
    const queued = await enqueueRepairMessageForTeam(tx, services, {
      found: plan,
      repair,
      updateId: update.id,
      message: input.message,
      now,
    });
    return { repair, queued };
  });
  await services.email.deliver(queued);
  return repair;
}
