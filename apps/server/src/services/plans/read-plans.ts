/**
 * Reading plans (decision 070): a case's current version (the newest), who opened and signed it, and the
 * signers of an application (the applicant, and the co-applicant once they have joined).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planOpenings, planSignatures, plans } from '../../db/schema';
import type { PlanSigner } from '../../db/tables/plans';

/** A plan version without its PDF's bytes. */
export type PlanRow = Omit<typeof plans.$inferSelect, 'pdf'>;
/** A signature row. */
export type PlanSignatureRow = typeof planSignatures.$inferSelect;
/** An opening row. */
export type PlanOpeningRow = typeof planOpenings.$inferSelect;

/** The columns of a plan version but its PDF (a select's shape, for {@link PlanRow}). */
export const planColumnsWithoutPdf = {
  id: plans.id,
  purchaseCaseId: plans.purchaseCaseId,
  version: plans.version,
  price: plans.price,
  monthlyRent: plans.monthlyRent,
  waitlistFeePence: plans.waitlistFeePence,
  joint: plans.joint,
  sha256: plans.sha256,
  preparedBy: plans.preparedBy,
  createdAt: plans.createdAt,
};

/**
 * The current plan of each case: its newest version, or null when none has been made (for a DataLoader).
 * @param db the database or a transaction
 * @param caseIds the cases' ids
 * @returns one row or null per id, in the ids' order
 */
export async function currentPlans(db: Db | Tx, caseIds: readonly string[]): Promise<Array<PlanRow | null>> {
  if (!caseIds.length) return [];
  const rows = await db
    .select(planColumnsWithoutPdf)
    .from(plans)
    .where(inArray(plans.purchaseCaseId, [...caseIds]))
    .orderBy(desc(plans.version));
  return caseIds.map((id) => rows.find((row) => row.purchaseCaseId === id) ?? null);
}

/** A plan version's openings and signatures. */
export type PlanPeople = { openings: PlanOpeningRow[]; signatures: PlanSignatureRow[] };

/**
 * The openings and signatures of several plan versions (for a DataLoader).
 * @returns one entry per id, in the ids' order
 */
export async function planPeople(db: Db | Tx, planIds: readonly string[]): Promise<PlanPeople[]> {
  if (!planIds.length) return [];
  const [openings, signatures] = await Promise.all([
    db
      .select()
      .from(planOpenings)
      .where(inArray(planOpenings.planId, [...planIds])),
    db
      .select()
      .from(planSignatures)
      .where(inArray(planSignatures.planId, [...planIds])),
  ]);
  return planIds.map((id) => ({
    openings: openings.filter((row) => row.planId === id),
    signatures: signatures.filter((row) => row.planId === id),
  }));
}

/**
 * A plan version's PDF with its version number and recorded SHA-256.
 * @returns the bytes, or null for an unknown id
 */
export async function planPdf(
  db: Db,
  planId: string,
): Promise<{ pdf: Buffer; version: number; sha256: string } | null> {
  const [row] = await db
    .select({ pdf: plans.pdf, version: plans.version, sha256: plans.sha256 })
    .from(plans)
    .where(eq(plans.id, planId));
  return row ?? null;
}

/** Who must sign a version: the applicant, and the co-applicant too on a joint plan. */
export function signersOf(plan: Pick<PlanRow, 'joint'>): PlanSigner[] {
  return plan.joint ? ['applicant', 'coApplicant'] : ['applicant'];
}

/**
 * Whether everyone who must sign a version has signed it (decision 070: a joint plan needs both signatures).
 * @param plan the version (whether it is joint)
 * @param signed the signers who have signed it
 * @returns true when the applicant, and on a joint plan the co-applicant, are among them
 */
export function isSignedByEveryone(plan: Pick<PlanRow, 'joint'>, signed: Iterable<PlanSigner>): boolean {
  const have = new Set(signed);
  return signersOf(plan).every((signer) => have.has(signer));
}
