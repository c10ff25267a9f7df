/** The operators' console lists (decision 022): every applicant (spec §7 allUsers) and the audit log. */
import { type AllUsersParsed, type AuditLogParsed, OPERATOR_PAGE_SIZE } from '@stairway/domain/operators';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApplicationRow, AuditLogRow, UserRow } from '../../db/rows';
import { auditLog, userApplications, users } from '../../db/schema';

/** A page of rows and how many there are in all. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Escapes LIKE's wildcards in a search so that "%" and "_" match themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user with their application, if any, as the console lists them. */
export type UserWithApplication = { user: UserRow; application: ApplicationRow | null };

/**
 * Every applicant, newest first, {@link OPERATOR_PAGE_SIZE} a page, optionally searched by part of the
 * e-mail address, first or last name (any case) (spec §7 allUsers, operator-only).
 */
export async function listAllUsers(db: Db, input: AllUsersParsed): Promise<Page<UserWithApplication>> {
  const where = input.search
    ? or(
        ilike(users.email, likePattern(input.search)),
        ilike(users.firstName, likePattern(input.search)),
        ilike(users.lastName, likePattern(input.search)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(input.search)),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, application: userApplications })
      .from(users)
      .leftJoin(userApplications, eq(userApplications.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((input.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0, page: input.page, pageSize: OPERATOR_PAGE_SIZE };
}

/**
 * The audit log, newest first, {@link OPERATOR_PAGE_SIZE} a page, filtered by an exact action, part of the
 * actor (any case) and an exact subject id, each optional.
 */
export async function listAuditLog(db: Db, input: AuditLogParsed): Promise<Page<AuditLogRow>> {
  const filters: SQL[] = [];
  if (input.action) filters.push(eq(auditLog.action, input.action));
  if (input.actor) filters.push(ilike(auditLog.actor, likePattern(input.actor)));
  if (input.subjectId) filters.push(eq(auditLog.subjectId, input.subjectId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((input.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: input.page, pageSize: OPERATOR_PAGE_SIZE };
}

/** The distinct actions in the audit log, for the console's filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
