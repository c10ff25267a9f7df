/**
 * The "Home value" card of a purchase case's page (decision 073): the value that holds, the customer's equity and
 * its share, every value with how it was arrived at, "Revalue now" from the UK House Price Index, and the form to
 * record a surveyor's figure (which takes precedence from its day on); then the Rent card (purchase-rent-card.tsx,
 * decision 074). Shown once the plan is signed; its state is useOpsHomeValue's.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { HomeValueHistory } from '../../../components/home-value-history';
import { useOpsHomeValue } from '../hooks/use-home-value';
import { LoadFailed } from './load-failed';
import { PurchaseRentCard } from './purchase-rent-card';

/** The card. */
export function PurchaseValueCard({ purchaseCaseId }: { purchaseCaseId: string }) {
  const titleId = useId();
  const state = useOpsHomeValue(purchaseCaseId);
  const { payments, form } = state;
  if (state.loading) return <Skeleton height={200} radius="md" aria-label="Loading the home value" />;
  if (state.failed) return <LoadFailed what="home value" onRetry={state.retry} />;
  if (!payments?.planSigned) return null;
  const value = payments.homeValue;
  const { errors } = form.formState;
  return (
    <>
      <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} fz="lg" id={titleId}>
                Home value
              </Title>
              <Text fz="xl" fw={700} className="tabular-nums" data-testid="ops-home-value">
                {formatGBP(value.valuePounds)}
              </Text>
              <Text fz="sm" c="gray.7">
                Equity held {formatPence(value.equityOwnedPence)} ({value.sharePercent.toFixed(2)}% of the
                value)
                {value.authorityName ? ` · index area ${value.authorityName}` : ''}
              </Text>
            </Stack>
            <Button variant="default" onClick={() => void state.revalueNow()} loading={state.revaluing}>
              Revalue now
            </Button>
          </Group>
          {state.outcome && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={18} aria-hidden="true" />}
            >
              {state.outcome}
            </Alert>
          )}
          {state.problem && (
            <Alert color="red" variant="light" role="alert">
              {state.problem}
            </Alert>
          )}
          <HomeValueHistory history={value.history} caption="Values, newest first" />
          <form onSubmit={state.submit} noValidate aria-label="Record a surveyor’s valuation">
            <Stack gap="sm">
              <Title order={3} fz="md">
                Record a surveyor’s valuation
              </Title>
              <Group grow align="flex-start" wrap="wrap">
                <Controller
                  control={form.control}
                  name="valuePounds"
                  render={({ field }) => (
                    <NumberInput
                      label="Surveyor’s value"
                      prefix="£"
                      thousandSeparator=","
                      allowDecimal={false}
                      min={1}
                      value={field.value ?? ''}
                      onChange={(next) => field.onChange(next === '' ? undefined : Number(next))}
                      onBlur={field.onBlur}
                      error={errors.valuePounds?.message}
                      miw={160}
                    />
                  )}
                />
                <TextInput
                  label="Date of the valuation"
                  type="date"
                  error={errors.valuedOn?.message}
                  miw={160}
                  {...form.register('valuedOn')}
                />
              </Group>
              <TextInput
                label="Surveyor or firm"
                error={errors.surveyor?.message}
                {...form.register('surveyor')}
              />
              <TextInput label="Note (optional)" error={errors.note?.message} {...form.register('note')} />
              <Group>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Record valuation
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Card>
      <PurchaseRentCard
        purchaseCaseId={purchaseCaseId}
        payments={payments}
        onChanged={() => state.refetch()}
      />
    </>
  );
}
