/**
 * The "Prepare the plan" form of a purchase case's page: the agreed price (the current plan's, else the home's asking
 * price when known) and the monthly rent (the current plan's, else empty), in whole pounds, checked with the domain's
 * preparePlanInputSchema. A server error naming a field is shown under it, any other error above the form; once a
 * version is prepared its outcome line is shown and the form starts again from it.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { preparePlanInputSchema } from '@stairway/domain/plan-inputs';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { formProblem } from '../../../lib/server-errors';
import type { PurchaseCaseReview } from '../components/purchase-case-header';
import { PreparePlanMutation } from '../graphql/preparePlan';
import { NETWORK_PROBLEM } from './use-review-decision';

/** The plan form's fields as typed: whole pounds, null while a field is empty. */
export type PlanFormValues = { price: number | null; monthlyRent: number | null };

/** The plan form's fields once checked. */
export type CheckedPlan = { price: number; monthlyRent: number };

/** The fields the server may name in its refusal (BAD_USER_INPUT's `field`). */
const PLAN_FIELDS = ['price', 'monthlyRent'] as const;

const schemaResolver = zodResolver(preparePlanInputSchema.omit({ purchaseCaseId: true }));

/** The form's resolver: the domain's input schema without the case's id (an empty field is refused by it). */
export const planResolver: Resolver<PlanFormValues, unknown, CheckedPlan> = async (
  values,
  context,
  options,
) => {
  const checked = await schemaResolver(
    values as Parameters<typeof schemaResolver>[0],
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (Object.keys(checked.errors).length > 0) return { values: {}, errors: checked.errors };
  return { values: checked.values as CheckedPlan, errors: {} };
};

/**
 * The form's first values for a case: its current plan's price and rent, else the home's asking price (when known)
 * and no rent.
 */
export function planDefaults(purchaseCase: PurchaseCaseReview['purchaseCase']): PlanFormValues {
  const { plan, askingPrice } = purchaseCase;
  if (plan) return { price: plan.price, monthlyRent: plan.monthlyRent };
  return { price: askingPrice ?? null, monthlyRent: null };
}

/**
 * The plan form's state.
 * @param review the case as its page shows it (read afresh when sending)
 * @returns the react-hook-form `form`, `submit` for the `<form>`, `sending` while the plan is prepared, `formError`
 *   (a problem that belongs to no field) and `outcome` (e.g. "Plan version 2 prepared.", or null)
 */
export function usePreparePlan(review: PurchaseCaseReview) {
  const [prepare] = useMutation(PreparePlanMutation);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const latest = useRef(review);
  latest.current = review;
  const form = useForm<PlanFormValues, unknown, CheckedPlan>({
    resolver: planResolver,
    defaultValues: planDefaults(review.purchaseCase),
  });

  const save = form.handleSubmit(async (checked) => {
    setSending(true);
    try {
      const purchaseCaseId = latest.current.purchaseCase.id;
      const result = await prepare({ variables: { input: { purchaseCaseId, ...checked } } });
      const prepared = result.data?.preparePlan.purchaseCase;
      const version = prepared?.plan?.version;
      setOutcome(version ? `Plan version ${version} prepared.` : 'The plan was prepared.');
      if (prepared) form.reset(planDefaults(prepared));
    } catch (error) {
      setFormError(formProblem(error, form.setError, PLAN_FIELDS, NETWORK_PROBLEM));
    } finally {
      setSending(false);
    }
  });

  return {
    form,
    /** Checks the price and the rent, then prepares the plan's next version. */
    submit: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      setOutcome(null);
      return save(event);
    },
    sending,
    formError,
    outcome,
  };
}
