/**
 * Promotions shown once to each applicant (spec §2 "Promotion modal", §4).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promotions, promotionViews } from '../db/schema';
import { notFound } from '../lib/app-error';
import { findApplication, getUser } from './applications';

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
 * One promotion, active or ended (its terms page; issue 9 item 6).
 * @param promoId the promotion id
 * @throws NOT_FOUND when there is no such promotion
 */
export async function getPromotion(db: Db, promoId: string) {
  const [promotion] = await db.select().from(promotions).where(eq(promotions.id, promoId));
  if (!promotion) throw notFound('That promotion');
  return promotion;
}

/**
 * Records that the user has seen a promotion (idempotent).
 * @throws NOT_FOUND when the promotion does not exist
 */
export async function markPromotionAsSeen(db: Db, userId: string, promoId: string): Promise<boolean> {
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.id, promoId));
  if (!promotion) throw notFound('That promotion');
  await db.insert(promotionViews).values({ userId, promotionId: promoId }).onConflictDoNothing();
  return true;
}
