/**
 * What the plan-ending steps (move-out.ts, buy-out.ts; decision 076) share: the signed-in customer's moved-in plan,
 * and the check of a step's day.
 */
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import type { AppServices } from '../../context';
import { AppError, inputError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import { type CustomerPlan, customerPlan } from '../direct-debit/customer-plan';

/** The services the steps use. */
export type Services = Pick<AppServices, 'db' | 'email' | 'config' | 'directDebit' | 'logger'>;
/** A signed plan with its case. */
export type SignedPlan = CustomerPlan & { plan: NonNullable<CustomerPlan['plan']> };

/**
 * The signed-in customer's plan once they have moved in, or why not.
 * @throws AppError NOT_FOUND without a plan; CONFLICT before everyone signed or before the move-in
 */
export async function movedInPlan(db: AppServices['db'], actor: Actor | null): Promise<SignedPlan> {
  const found = await customerPlan(db, actor);
  if (!found?.plan) throw notFound('Your plan');
  if (!found.fullySigned) throw new AppError('CONFLICT', 'Your plan is not signed by everyone yet.');
  if (found.purchaseCase.state !== 'MovedIn') throw new AppError('CONFLICT', 'You have not moved in yet.');
  return { ...found, plan: found.plan };
}

/** The customer's full name for the team's e-mails. */
export const nameOf = (found: SignedPlan) => `${found.view.firstName} ${found.view.lastName}`;

/**
 * Checks a step's day: a real date, not in the future and not before the day given.
 * @throws AppError BAD_USER_INPUT naming the field
 */
export function checkStepDay(field: string, value: string, today: string, notBefore: string | null): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value > today) {
    throw inputError([{ field, message: 'Give a date that is not in the future, YYYY-MM-DD' }]);
  }
  if (notBefore && value < notBefore) {
    throw inputError([{ field, message: `The date cannot be before ${day(notBefore)}` }]);
  }
}
