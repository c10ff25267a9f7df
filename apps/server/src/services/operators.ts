/**
 * Operators and the console's reads (decision 022). An operator is one of the Stairway team: the
 * first is created with `npm run ops -- add-operator EMAIL`, later ones from the console (addOperator); both
 * generate a password, shown once. Signing in takes two steps: the e-mail and password (operatorSignIn), then
 * the 6-digit code e-mailed to the operator (verifyOperatorCode, services/one-time-codes.ts), both rate
 * limited; the token names `operatorId`, lasts up to 8 hours (OPERATOR_SESSION_HOURS), 1 hour without use (decision 030), and reaches only operator
 * operations (scope `operator`). The decisions themselves are the same services `npm run ops` calls
 * (review-decisions.ts, settings.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OperatorRow } from '../db/rows';
import { operators } from '../db/schema';
import { notFound } from '../lib/app-error';

export { type AddOperatorOptions, addOperator } from './operators/add-operator';
export {
  type ApplicationWithApplicant,
  getApplicationForReview,
  getApplicationsWithApplicants,
  listApplicationDocuments,
} from './operators/application-review';
export {
  listAllUsers,
  listAuditActions,
  listAuditLog,
  type Page,
  type UserWithApplication,
} from './operators/console-lists';
export { operatorSignIn } from './operators/operator-sign-in';
export { type SetOperatorDisabledOptions, setOperatorDisabled } from './operators/set-operator-disabled';
export { verifyOperatorCode } from './operators/verify-operator-code';

/**
 * The signed-in operator.
 * @throws NOT_FOUND when the account is gone (its token is then refused anyway)
 */
export async function getOperator(db: Db, operatorId: string): Promise<OperatorRow> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!operator) throw notFound('The operator');
  return operator;
}

/** Every operator, by e-mail address. */
export function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.email));
}

/**
 * The operator with an e-mail address (`npm run ops -- disable-operator EMAIL`).
 * @param email any case (addresses are stored lower-cased)
 * @returns the operator's row
 * @throws NOT_FOUND when no operator has that address
 */
export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow> {
  const [operator] = await db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase()));
  if (!operator) throw notFound('The operator');
  return operator;
}
