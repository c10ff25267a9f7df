/**
 * The "Update the repair" form of a repair's page: a new status (one the domain allows from the current one),
 * the visit's day (needed to book one), who pays with the reason (needed when it changes) and a message to the
 * customer. Checked with the domain's rule (packages/domain repairs.ts checkRepairUpdate) before it is sent; a
 * server error naming a field is shown under it, any other above the button. Every update is e-mailed to the
 * customer by the server.
 */
import { useMutation } from '@apollo/client/react';
import { checkRepairUpdate, type RepairPayer, type RepairStatus } from '@stairway/domain/repairs';
import { type BaseSyntheticEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OpsRepairFieldsFragment } from '../../../gql/graphql';
import { formProblem } from '../../../lib/server-errors';
import { UpdateRepairMutation } from '../graphql/repairs';
import { todayInTheUk } from '../lib/format';
import { NETWORK_PROBLEM } from './use-review-decision';

/** The form's fields as typed ('' for no change or nothing written). */
export type UpdateRepairValues = {
  status: RepairStatus | '';
  scheduledFor: string;
  payer: RepairPayer | '';
  payerReason: string;
  message: string;
};

const FIELDS = ['status', 'scheduledFor', 'payer', 'payerReason', 'message'] as const;
const EMPTY: UpdateRepairValues = { status: '', scheduledFor: '', payer: '', payerReason: '', message: '' };

/** '' as null, texts trimmed. */
const given = (value: string) => value.trim() || null;

/**
 * The form's state.
 * @param entry the repair as its page shows it
 */
export function useUpdateRepair(entry: OpsRepairFieldsFragment) {
  const [update] = useMutation(UpdateRepairMutation);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useForm<UpdateRepairValues>({ defaultValues: EMPTY });

  const save = form.handleSubmit(async (values) => {
    const input = {
      status: (values.status || null) as RepairStatus | null,
      scheduledFor: given(values.scheduledFor),
      payer: (values.payer || null) as RepairPayer | null,
      payerReason: given(values.payerReason),
      message: given(values.message),
    };
    const { repair } = entry;
    const checked = checkRepairUpdate(
      { status: repair.status as RepairStatus, payer: repair.payer as RepairPayer },
      input,
      todayInTheUk(),
    );
    if (!checked.ok) {
      form.setError(checked.field as (typeof FIELDS)[number], { type: 'validate', message: checked.error });
      return;
    }
    setSending(true);
    try {
      await update({ variables: { input: { repairId: repair.id, ...input } } });
      setOutcome(`Updated. ${entry.customerName} has been e-mailed.`);
      form.reset(EMPTY);
    } catch (error) {
      setFormError(formProblem(error, form.setError, FIELDS, NETWORK_PROBLEM));
    } finally {
      setSending(false);
    }
  });

  return {
    form,
    sending,
    formError,
    outcome,
    submit: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      setOutcome(null);
      return save(event);
    },
  };
}
