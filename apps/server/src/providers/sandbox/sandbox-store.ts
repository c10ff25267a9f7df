/**
 * The sandbox providers' records (the `sandbox_sessions` table): they stand in for a real provider's systems,
 * in the database rather than in memory so that any server instance can answer (ARCHITECTURE.md §6). Like a
 * real provider's, their statuses are the provider's own words (pending, passed, failed, connected,
 * cancelled, paid, declined); the sandbox adapters translate them into the domain's (sandbox-identity.ts,
 * sandbox-open-banking.ts), as an adapter for a real provider would.
 */
import crypto from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SandboxSessionRow } from '../../db/rows';
import { sandboxSessions } from '../../db/schema';

/**
 * Which sandbox a record belongs to; also the path segment of its page, /sandbox/{purpose}/{reference}, except
 * for 'direct-debit-payment' (a collection under a mandate, shown on its mandate's 'direct-debit' page).
 */
export type SandboxPurpose =
  | 'identity'
  | 'open-banking'
  | 'payment'
  | 'direct-debit'
  | 'direct-debit-payment';

/** The path of a sandbox page. */
export const sandboxPath = (purpose: SandboxPurpose, reference: string) => `/sandbox/${purpose}/${reference}`;

/** References are 24 random bytes, base64url: unguessable, so the page's URL is the only key to it. */
export const SANDBOX_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Reads and writes sandbox records. */
export type SandboxStore = ReturnType<typeof createSandboxStore>;

/**
 * Creates the store.
 * @param db the database
 * @param now the clock, milliseconds (tests move it)
 */
export function createSandboxStore(db: Db, now: () => number = Date.now) {
  return {
    /**
     * Starts a record in the pending state.
     * @param values.ttlHours how long its page works
     * @param values.details what the page needs besides the name (e.g. a checkout's amount)
     * @returns its reference and expiry
     */
    async create(
      purpose: SandboxPurpose,
      values: { subjectName: string; returnUrl: string; ttlHours: number; details?: Record<string, unknown> },
    ): Promise<{ reference: string; expiresAt: Date }> {
      const reference = crypto.randomBytes(24).toString('base64url');
      const expiresAt = new Date(now() + values.ttlHours * 3600_000);
      await db.insert(sandboxSessions).values({
        reference,
        purpose,
        subjectName: values.subjectName,
        returnUrl: values.returnUrl,
        details: values.details ?? null,
        expiresAt,
      });
      return { reference, expiresAt };
    },
    /** The record, or null when the reference is unknown or belongs to the other sandbox. */
    async find(purpose: SandboxPurpose, reference: string): Promise<SandboxSessionRow | null> {
      if (!SANDBOX_REFERENCE_PATTERN.test(reference)) return null;
      const [row] = await db
        .select()
        .from(sandboxSessions)
        .where(and(eq(sandboxSessions.reference, reference), eq(sandboxSessions.purpose, purpose)));
      return row ?? null;
    },
    /**
     * Every record of a purpose whose `details` have `key` equal to `value` (compared as text), oldest first:
     * e.g. a mandate's collections, `listByDetail('direct-debit-payment', 'mandateId', reference)`.
     * @param purpose the sandbox; key a top-level field of `details`; value the text it must equal
     * @returns the records, oldest first (none when nothing matches)
     */
    async listByDetail(purpose: SandboxPurpose, key: string, value: string): Promise<SandboxSessionRow[]> {
      return db
        .select()
        .from(sandboxSessions)
        .where(
          and(eq(sandboxSessions.purpose, purpose), sql`${sandboxSessions.details} ->> ${key} = ${value}`),
        )
        .orderBy(asc(sandboxSessions.createdAt), asc(sandboxSessions.reference));
    },
    /** Whether a pending record's page has expired. */
    isExpired(session: SandboxSessionRow): boolean {
      return session.expiresAt.getTime() <= now();
    },
    /**
     * Records the outcome, once: only a pending, unexpired record changes. `details` are added to the record's.
     * @returns the record after the change, or null when it was not pending (or had expired)
     */
    async complete(
      purpose: SandboxPurpose,
      reference: string,
      status: string,
      details: Record<string, unknown> | null = null,
    ): Promise<SandboxSessionRow | null> {
      const [row] = await db
        .update(sandboxSessions)
        .set({
          status,
          ...(details
            ? {
                details: sql`coalesce(${sandboxSessions.details}, '{}'::jsonb) || ${JSON.stringify(details)}::jsonb`,
              }
            : {}),
          completedAt: new Date(now()),
        })
        .where(
          and(
            eq(sandboxSessions.reference, reference),
            eq(sandboxSessions.purpose, purpose),
            eq(sandboxSessions.status, 'pending'),
            gt(sandboxSessions.expiresAt, new Date(now())),
          ),
        )
        .returning();
      return row ?? null;
    },
    /**
     * Cancels an active record (a sandbox Direct Debit mandate when its plan ends): its status becomes
     * 'cancelled'; a record in any other state is left as it is.
     * @returns whether it changed
     */
    async cancel(purpose: SandboxPurpose, reference: string): Promise<boolean> {
      const rows = await db
        .update(sandboxSessions)
        .set({ status: 'cancelled', completedAt: new Date(now()) })
        .where(
          and(
            eq(sandboxSessions.reference, reference),
            eq(sandboxSessions.purpose, purpose),
            eq(sandboxSessions.status, 'active'),
          ),
        )
        .returning({ reference: sandboxSessions.reference });
      return rows.length > 0;
    },
  };
}
