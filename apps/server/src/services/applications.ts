/**
 * Reading and updating the applicant's own application. Every query is scoped by the user id from the
 * session token, never by an id from the client (ARCHITECTURE.md §5).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userApplications, users } from '../db/schema';
import { notFound } from '../lib/errors';

/** An application row. */
export type ApplicationRow = typeof userApplications.$inferSelect;
/** A user row. */
export type UserRow = typeof users.$inferSelect;

/**
 * The signed-in applicant's user record.
 * @throws NOT_FOUND when the account no longer exists
 */
export async function getUser(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Your account');
  return user;
}

/**
 * The application of a user, or null when they have none.
 */
export async function findApplication(db: Db, userId: string): Promise<ApplicationRow | null> {
  const [application] = await db.select().from(userApplications).where(eq(userApplications.userId, userId));
  return application ?? null;
}

/**
 * The application of a user.
 * @throws NOT_FOUND when the user has no application
 */
export async function getApplication(db: Db, userId: string): Promise<ApplicationRow> {
  const application = await findApplication(db, userId);
  if (!application) throw notFound('Your application');
  return application;
}

/**
 * Records that the applicant has seen the welcome modal (spec §4: on opening, the mark-welcome-seen call
 * is made and the application is refetched).
 * @returns the updated application
 * @throws NOT_FOUND when the user has no application
 */
export async function setWelcomeSeen(db: Db, userId: string): Promise<ApplicationRow> {
  const [application] = await db
    .update(userApplications)
    .set({ welcomeSeen: true })
    .where(eq(userApplications.userId, userId))
    .returning();
  if (!application) throw notFound('Your application');
  return application;
}
