/**
 * The pieces the "Your data" export is built from (services/account-data.ts): what a row looks like without its
 * secrets, the files to add to the ZIP, and the rows every role's export shares (links sent, audit rows, a
 * person's own rows of a joint application).
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  applicantDocuments,
  auditLog,
  type incomes,
  type userAddresses,
  type verificationSessions,
} from '../db/schema';

/** A stored file to put in the ZIP: its storage key and its path inside the ZIP. */
export type ExportFile = { key: string; path: string };

/** What the export holds: the JSON document (without file paths resolved) and the files to add. */
export type AccountData = { data: Record<string, unknown>; files: ExportFile[] };

/** Columns that are secrets or internal counters, never exported. */
const SECRET_COLUMNS = new Set([
  'passwordHash',
  'sessionVersion',
  'tokenHash',
  'codeHash',
  'url',
  'reference',
  'storageKey',
  'displayStorageKey',
]);

/** A row without its secret columns ({@link SECRET_COLUMNS}). */
export function withoutSecrets<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key)));
}

/** A file name safe inside a ZIP: letters, digits, dot, dash and underscore only, at most 80 characters. */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80) || 'file';
}

/** The extension of a media type, for photos stored under random keys. */
export function extensionOf(contentType: string): string {
  return (
    { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[
      contentType
    ] ?? 'bin'
  );
}

/** Links and codes sent to a person: purpose and dates only (the hashes are secrets). */
export const sentLink = (row: {
  purpose: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}) => ({
  purpose: row.purpose,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  usedAt: row.usedAt,
});

/** Audit rows about some subjects, or made by an actor name, oldest first. */
export async function auditRows(db: Db, subjects: string[], actorNames: string[] = []) {
  const conditions = [inArray(auditLog.subjectId, subjects)];
  if (actorNames.length > 0) conditions.push(inArray(auditLog.actor, actorNames));
  return db
    .select()
    .from(auditLog)
    .where(or(...conditions))
    .orderBy(asc(auditLog.createdAt));
}

/** The person's own documents of an application, with their files. */
export async function documentsOf(db: Db, applicationId: string, person: string, files: ExportFile[]) {
  const rows = await db
    .select()
    .from(applicantDocuments)
    .where(and(eq(applicantDocuments.applicationId, applicationId), eq(applicantDocuments.person, person)))
    .orderBy(asc(applicantDocuments.createdAt));
  return rows.map((row) => {
    const path = `files/documents/${row.id}-${safeName(row.fileName)}`;
    files.push({ key: row.storageKey, path });
    return { ...withoutSecrets(row), file: path };
  });
}

/** The person's own rows of a table that has `applicationId` and `person` columns. */
export async function personRows(
  db: Db,
  table: typeof incomes | typeof userAddresses | typeof verificationSessions,
  applicationId: string,
  person: string,
) {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.applicationId, applicationId), eq(table.person, person)))
    .orderBy(asc(table.createdAt));
  return rows.map((row) => withoutSecrets(row));
}
