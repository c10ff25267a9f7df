/**
 * Promotions shown once to each applicant (spec §2 "Promotion modal", §4), and their management in the
 * operators' console (decision 025): created with an uploaded image (unpublished), then published or
 * unpublished, each change audited. `npm run ops -- publish-promotion | unpublish-promotion ID` calls the same
 * {@link setPromotionActive}.
 */
import crypto from 'node:crypto';
import { detectDocumentContentType } from '@stairway/domain/documents';
import { checkImageFile } from '@stairway/domain/landlord';
import { type CreatePromotionParsed, promotionTermsPath } from '@stairway/domain/promotions';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import type { PromotionRow } from '../db/rows';
import { auditLog, promotions, promotionViews } from '../db/schema';
import { AppError, inputError, notFound } from '../lib/app-error';
import { checkFileContent } from '../lib/file-content';
import { DISPLAY_CONTENT_TYPE, resizeForDisplay } from '../lib/photo-display';
import { findApplication, getUser } from './applications';
import { assertUploadUnrecorded, claimUploads, deleteUnrecordedFiles } from './upload-claims';

/**
 * Active promotions the user has not seen, oldest first. Empty unless the e-mail is verified and an
 * application exists (spec §4).
 */
export async function getUnseenPromotions(db: Db, userId: string) {
  const user = await getUser(db, userId);
  if (!user.emailVerified || !(await findApplication(db, userId))) return [];
  const rows = await db
    .select({ promotion: promotions })
    .from(promotions)
    .leftJoin(
      promotionViews,
      and(eq(promotionViews.promotionId, promotions.id), eq(promotionViews.userId, userId)),
    )
    .where(and(eq(promotions.active, true), isNull(promotionViews.promotionId)))
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
  return rows.map((r) => r.promotion);
}

/**
 * Whether a promotion is for everyone to read: it is published, or it was once (an ended promotion's terms stay
 * readable). A draft that was never published (created unpublished in the console, decision 025)
 * is the operators' alone; whether it was ever published is read from the audit log, where every publishing and
 * unpublishing is recorded (setPromotionActive).
 */
async function isPublic(db: Db, promotion: Pick<PromotionRow, 'id' | 'active'>): Promise<boolean> {
  if (promotion.active) return true;
  const [published] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectId, promotion.id),
        inArray(auditLog.action, ['publish-promotion', 'unpublish-promotion']),
      ),
    )
    .limit(1);
  return Boolean(published);
}

/**
 * One promotion, active or ended (its terms page); a draft never published only for an operator.
 * @param db the database
 * @param promoId the promotion id
 * @param reader.operator true when an operator asks: they read drafts too
 * @returns the promotion
 * @throws NOT_FOUND when there is no such promotion, or it is a draft and the caller is not an operator (the
 *   same answer, so a draft's id says nothing)
 */
export async function getPromotion(db: Db, promoId: string, reader: { operator: boolean }) {
  const [promotion] = await db.select().from(promotions).where(eq(promotions.id, promoId));
  if (!promotion || (!reader.operator && !(await isPublic(db, promotion)))) throw notFound('That promotion');
  return promotion;
}

/**
 * Records that the user has seen a promotion (idempotent).
 * @throws NOT_FOUND when the promotion does not exist
 */
export async function markPromotionAsSeen(db: Db, userId: string, promoId: string): Promise<boolean> {
  const [promotion] = await db
    .select({ id: promotions.id, active: promotions.active })
    .from(promotions)
    .where(eq(promotions.id, promoId));
  // A draft is the operators' alone: the same NOT_FOUND as an unknown promotion.
  if (!promotion || !(await isPublic(db, promotion))) throw notFound('That promotion');
  await db.insert(promotionViews).values({ userId, promotionId: promoId }).onConflictDoNothing();
  return true;
}

/** Every promotion, newest first (the operators' console). */
export function listPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(desc(promotions.createdAt), asc(promotions.id));
}

/** A promotion id from its title: lower-case words joined by hyphens, and 6 random characters, e.g. `spring-offer-a1b2c3`. */
function promotionIdFor(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'promotion'}-${crypto.randomBytes(3).toString('hex')}`;
}

/**
 * Creates a promotion, unpublished, with an image the operator uploaded (decision 025), its display copy
 * (resizeForDisplay: WebP, no metadata; what everyone but operators is shown), its terms page
 * on this site (promotionTermsPath), and an audit row (`create-promotion`).
 * @param data parsed with createPromotionInputSchema (packages/domain promotions.ts)
 * @param operator the acting operator's id (the upload key must have been issued to them) and e-mail (the actor)
 * @returns the promotion
 * @throws NOT_FOUND (field imageKey) for a key issued to someone else; BAD_USER_INPUT (field imageKey) when
 *   nothing was uploaded under the key, or it is not a JPEG, PNG or WebP of at most 10 MB (the file is then
 *   deleted); CONFLICT (field imageKey) when the key is already recorded
 */
export async function createPromotion(
  services: Pick<AppServices, 'db' | 'storage' | 'uploadKeys'>,
  data: CreatePromotionParsed,
  operator: { id: string; email: string },
): Promise<PromotionRow> {
  if (!services.uploadKeys.isOwnedBy(data.imageKey, { kind: 'operator', operatorId: operator.id })) {
    throw new AppError('NOT_FOUND', 'That image was not found: upload it again.', { field: 'imageKey' });
  }
  // A key is recorded once, for one purpose: refused before its file is checked or deleted.
  await assertUploadUnrecorded(services.db, data.imageKey, 'imageKey');
  const stored = await services.storage.inspect(data.imageKey);
  if (!stored)
    throw inputError([{ field: 'imageKey', message: 'We haven’t received the image: add it again.' }]);
  const problem = checkImageFile({ name: 'The image', size: stored.size, firstBytes: stored.firstBytes });
  if (problem) {
    await deleteUnrecordedFiles(services, [data.imageKey]);
    throw inputError([{ field: 'imageKey', message: problem.message }]);
  }
  const contentType = detectDocumentContentType(stored.firstBytes) ?? 'image/jpeg';
  const whole = await services.storage.read(data.imageKey);
  const content = whole ? await checkFileContent(whole, contentType, 'The image') : { opens: false as const };
  if (!whole || !content.opens) {
    await deleteUnrecordedFiles(services, [data.imageKey]);
    throw inputError([
      {
        field: 'imageKey',
        message:
          (!content.opens && content.limitMessage) ||
          'The image can’t be opened: it may be damaged. Choose another JPEG, PNG or WebP.',
      },
    ]);
  }
  // The copy shown to applicants and the public: no metadata from the operator's camera.
  const display = await resizeForDisplay(whole);
  if (!display) {
    await deleteUnrecordedFiles(services, [data.imageKey]);
    throw inputError([
      {
        field: 'imageKey',
        message: 'The image can’t be opened: it may be damaged. Choose another JPEG, PNG or WebP.',
      },
    ]);
  }
  const displayImageKey = services.uploadKeys.create({ kind: 'operator', operatorId: operator.id });
  await services.storage.write(displayImageKey, display, { contentType: DISPLAY_CONTENT_TYPE });
  const id = promotionIdFor(data.title);
  return saveWithClaims().catch(async (error: unknown) => {
    await deleteUnrecordedFiles(services, [displayImageKey]);
    throw error;
  });

  function saveWithClaims() {
    return services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(promotions)
        .values({
          id,
          image: '',
          imageKey: data.imageKey,
          displayImageKey,
          imageContentType: contentType,
          title: data.title,
          text: data.text,
          terms: promotionTermsPath(id),
          termsText: data.termsText,
          active: false,
        })
        .returning();
      if (!created) throw new Error('The promotion was not saved');
      await claimUploads(
        tx,
        [
          { key: data.imageKey, purpose: 'promotionImage', promotionId: id },
          { key: displayImageKey, purpose: 'promotionImageDisplay', promotionId: id },
        ],
        'imageKey',
      );
      await tx.insert(auditLog).values({
        actor: operator.email,
        action: 'create-promotion',
        subjectId: id,
        details: {
          before: null,
          after: { title: created.title, active: false, contentType },
        },
      });
      return created;
    });
  }
}

/**
 * Publishes (active true: shown once to each applicant who has not seen it) or unpublishes a promotion, and writes
 * an audit row (`publish-promotion` or `unpublish-promotion`, with before and after). Its terms page stays
 * readable either way. Shared by the console and `npm run ops -- publish-promotion | unpublish-promotion`.
 * @returns the promotion after the change (unchanged, and not audited, when already in that state)
 * @throws NOT_FOUND for an unknown promotion
 */
export async function setPromotionActive(
  db: Db,
  input: { promoId: string; active: boolean; actor: string },
): Promise<PromotionRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(promotions)
      .where(eq(promotions.id, input.promoId))
      .for('update');
    if (!existing) throw notFound('That promotion');
    if (existing.active === input.active) return existing;
    const [changed] = await tx
      .update(promotions)
      .set({ active: input.active })
      .where(eq(promotions.id, existing.id))
      .returning();
    if (!changed) throw notFound('That promotion');
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: input.active ? 'publish-promotion' : 'unpublish-promotion',
      subjectId: existing.id,
      details: {
        title: existing.title,
        before: { active: existing.active },
        after: { active: changed.active },
      },
    });
    return changed;
  });
}
