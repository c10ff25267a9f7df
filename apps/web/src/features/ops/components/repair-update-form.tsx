/**
 * The "Update the repair" card of a repair's page: the status (the moves the domain allows), the visit's day,
 * who pays with the reason, a message to the customer, and the button; the outcome of the last update. A closed
 * repair takes a message only. The state is useUpdateRepair's.
 */
import { Alert, Button, Card, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  allowedRepairMoves,
  REPAIR_PAYER_LABELS,
  REPAIR_PAYERS,
  REPAIR_STATUS_LABELS,
  type RepairStatus,
} from '@stairway/domain/repairs';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { OpsRepairFieldsFragment } from '../../../gql/graphql';
import { useUpdateRepair } from '../hooks/use-update-repair';
import { todayInTheUk } from '../lib/format';

/** The card, for one repair. */
export function RepairUpdateCard({ entry }: { entry: OpsRepairFieldsFragment }) {
  const { form, submit, sending, formError, outcome } = useUpdateRepair(entry);
  const { errors } = form.formState;
  const { repair } = entry;
  const moves = allowedRepairMoves(repair.status as RepairStatus);
  const open = moves.length > 0;
  const payer = form.watch('payer');
  const status = form.watch('status');
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label="Update the repair">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Update the repair
          </Title>
          {outcome && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {outcome}
            </Alert>
          )}
          {open ? (
            <>
              <NativeSelect
                label="Status"
                data={[
                  { value: '', label: `No change (${REPAIR_STATUS_LABELS[repair.status as RepairStatus]})` },
                  ...moves.map((value) => ({ value, label: REPAIR_STATUS_LABELS[value] })),
                ]}
                error={errors.status?.message}
                {...form.register('status')}
              />
              {(status === 'Scheduled' || repair.status === 'Scheduled') && (
                <TextInput
                  size="sm"
                  label="Visit day"
                  type="date"
                  description="Needed to book a visit; not before today."
                  min={todayInTheUk()}
                  error={errors.scheduledFor?.message}
                  {...form.register('scheduledFor')}
                />
              )}
              <NativeSelect
                label="Who pays"
                description={`Now: ${repair.payerDescription}`}
                data={[
                  { value: '', label: 'No change' },
                  ...REPAIR_PAYERS.map((value) => ({ value, label: REPAIR_PAYER_LABELS[value] })),
                ]}
                error={errors.payer?.message}
                {...form.register('payer')}
              />
              {payer && payer !== repair.payer && (
                <Textarea
                  label="Why who pays changes"
                  withAsterisk
                  rows={2}
                  maxLength={2000}
                  error={errors.payerReason?.message}
                  {...form.register('payerReason')}
                />
              )}
            </>
          ) : (
            <Text c="gray.7">This repair is closed: you can still write to the customer.</Text>
          )}
          <Textarea
            label="Message to the customer"
            description="E-mailed to the customer with the update, and shown in their history."
            rows={3}
            maxLength={2000}
            error={errors.message?.message}
            {...form.register('message')}
          />
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={sending}>
              Send the update
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
