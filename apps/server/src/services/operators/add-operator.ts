/** Adding an operator, or giving one a new password (decision 022: `npm run ops -- add-operator`, or the console). */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OperatorRow } from '../../db/rows';
import { auditLog, operators } from '../../db/schema';
import { hashPassword } from '../passwords';

/** Bytes of randomness in a generated password (shown as 24 base64url characters: 144 bits). */
export const GENERATED_PASSWORD_BYTES = 18;

/** What addOperator needs. */
export type AddOperatorOptions = {
  /** The operator's e-mail address (lower-cased here). */
  email: string;
  /** Who added them: an operator's e-mail, or the OS user of `npm run ops`. */
  actor: string;
};

/**
 * Creates an operator with a generated password, or gives an existing one a new password (which signs their
 * sessions out), and writes an audit-log row (`add-operator` or `reset-operator-password`).
 * @param input the operator's e-mail address (lower-cased here) and who added them (an operator's e-mail, or
 *   the OS user of `npm run ops`)
 * @returns the operator, the generated password (shown once, stored only as an argon2id hash) and whether the
 *   operator was created now
 */
export async function addOperator(db: Db, input: AddOperatorOptions) {
  const email = input.email.trim().toLowerCase();
  const password = crypto.randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(operators).where(eq(operators.email, email));
    let operator: OperatorRow | undefined;
    if (existing) {
      [operator] = await tx
        .update(operators)
        .set({ passwordHash, sessionVersion: sql`${operators.sessionVersion} + 1` })
        .where(eq(operators.id, existing.id))
        .returning();
    } else {
      [operator] = await tx.insert(operators).values({ email, passwordHash }).returning();
    }
    if (!operator) throw new Error('The operator was not saved');
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: existing ? 'reset-operator-password' : 'add-operator',
      subjectId: operator.id,
      details: {
        email,
        before: existing ? { sessionVersion: existing.sessionVersion } : null,
        after: { sessionVersion: operator.sessionVersion },
      },
    });
    return { operator, password, created: !existing };
  });
}
