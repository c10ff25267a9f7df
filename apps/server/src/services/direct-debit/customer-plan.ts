/**
 * The signed plan a customer pays (decision 071): the applicant's or joined co-applicant's live purchase case
 * and its current plan version, and whether everyone who must sign it has. Every customer operation on
 * payments goes through {@link customerPlan}, so another person's plan does not exist for them.
 */
import type { Db } from '../../db/client';
import type { purchaseCases } from '../../db/schema';
import type { Actor } from '../../lib/tokens';
import { getApplication } from '../applications';
import { actingPerson } from '../co-applicants';
import { currentPlans, isSignedByEveryone, type PlanRow, planPeople } from '../plans/read-plans';
import { getApplicationPurchaseCase, type PurchaseCaseView } from '../purchase-cases/read-purchase-cases';

/** A purchase case row. */
export type PurchaseCaseRow = typeof purchaseCases.$inferSelect;

/** A customer's plan: the case, its current version (null before one is prepared) and whether it is signed. */
export type CustomerPlan = {
  /** The case with its home and applicant. */
  view: PurchaseCaseView;
  purchaseCase: PurchaseCaseRow;
  plan: PlanRow | null;
  /** True when every signer of the current version has signed it. */
  fullySigned: boolean;
  /** Who is asking: the applicant, or the co-applicant (who may read but not set up the Direct Debit). */
  person: 'applicant' | 'coApplicant';
};

/**
 * Whether everyone who must sign a plan version has signed it (read-plans.ts isSignedByEveryone).
 * @param db the database
 * @param plan the version
 */
async function isFullySigned(db: Db, plan: Pick<PlanRow, 'id' | 'joint'>): Promise<boolean> {
  const [people] = await planPeople(db, [plan.id]);
  return isSignedByEveryone(plan, people?.signatures.map((row) => row.signer) ?? []);
}

/**
 * A case's plan as its operators see it.
 * @param db the database
 * @param view the case (read-purchase-cases.ts getPurchaseCase)
 * @returns the case and its current plan; `person` is the applicant's side (operators act for the plan)
 */
export async function casePlan(db: Db, view: PurchaseCaseView): Promise<CustomerPlan> {
  const [plan] = await currentPlans(db, [view.purchaseCase.id]);
  return {
    view,
    purchaseCase: view.purchaseCase,
    plan: plan ?? null,
    fullySigned: plan ? await isFullySigned(db, plan) : false,
    person: 'applicant',
  };
}

/**
 * The signed-in applicant's or co-applicant's purchase case and plan.
 * @param db the database
 * @param actor the request's actor
 * @returns the case and its plan, or null when no home has been approved (or the purchase fell through)
 * @throws FORBIDDEN for anyone but an applicant or co-applicant; NOT_FOUND when the application is gone
 */
export async function customerPlan(db: Db, actor: Actor | null): Promise<CustomerPlan | null> {
  const { userId, person } = await actingPerson(db, actor);
  const application = await getApplication(db, userId);
  const view = await getApplicationPurchaseCase(db, application.id);
  if (!view || view.purchaseCase.state === 'FallenThrough') return null;
  const [plan] = await currentPlans(db, [view.purchaseCase.id]);
  return {
    view,
    purchaseCase: view.purchaseCase,
    plan: plan ?? null,
    fullySigned: plan ? await isFullySigned(db, plan) : false,
    person,
  };
}
