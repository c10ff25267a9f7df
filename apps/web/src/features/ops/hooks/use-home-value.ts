/**
 * The "Home value" card's state on a purchase case's page (decision 073): the value and its history
 * (planPayments.homeValue), "Revalue now" (revalueHome) and the surveyor's figure form (recordSurveyorValuation),
 * checked with the domain's schema; a server error naming a field is shown under it.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { recordSurveyorValuationInputSchema } from '@stairway/domain/home-value-inputs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, readGraphQLError } from '../../../lib/server-errors';
import {
  OpsHomeValueQuery,
  RecordSurveyorValuationMutation,
  RevalueHomeMutation,
} from '../graphql/homeValue';
import { todayInTheUk } from '../lib/format';
import { NETWORK_PROBLEM } from './use-review-decision';

const formSchema = recordSurveyorValuationInputSchema.omit({ purchaseCaseId: true });

/** The surveyor form's fields once checked. */
export type SurveyorValues = z.infer<typeof formSchema>;

/** Loads the value; revalues; records a surveyor's figure. */
export function useOpsHomeValue(purchaseCaseId: string) {
  const query = useQuery(OpsHomeValueQuery, {
    variables: { input: { purchaseCaseId } },
    fetchPolicy: 'cache-and-network',
  });
  const [revalue] = useMutation(RevalueHomeMutation);
  const [record] = useMutation(RecordSurveyorValuationMutation);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [revaluing, setRevaluing] = useState(false);
  const form = useForm<z.input<typeof formSchema>, unknown, SurveyorValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { valuePounds: undefined, valuedOn: todayInTheUk(), surveyor: '', note: '' },
  });

  const revalueNow = async () => {
    setProblem(null);
    setOutcome(null);
    setRevaluing(true);
    try {
      const result = await revalue({ variables: { input: { purchaseCaseId } } });
      setOutcome(result.data?.revalueHome.note ?? 'Revalued.');
      await query.refetch();
    } catch (error) {
      setProblem(readGraphQLError(error)?.message ?? NETWORK_PROBLEM);
    } finally {
      setRevaluing(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    setOutcome(null);
    try {
      await record({ variables: { input: { ...values, note: values.note || null, purchaseCaseId } } });
      setOutcome('The surveyor’s valuation is recorded.');
      form.reset({ valuePounds: undefined, valuedOn: todayInTheUk(), surveyor: '', note: '' });
      await query.refetch();
    } catch (error) {
      setProblem(
        applyServerErrors(error, form.setError, ['valuePounds', 'valuedOn', 'surveyor', 'note']) ?? null,
      );
    }
  });

  return {
    payments: query.data?.planPayments ?? null,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch().catch(() => undefined),
    refetch: () => query.refetch(),
    revalueNow,
    revaluing,
    form,
    submit,
    outcome,
    problem,
  };
}
