/**
 * The "Rent" card of a purchase case's page (decision 074): the rent that applies today, the changes given by
 * notice, and the form to give notice of a new rent from a day (two months' notice, at most once a year, from the
 * first anniversary of the move-in; the server checks and names the field at fault), and a notice whose day has not
 * come can be withdrawn (rent-change-withdraw.tsx). Shown once the plan is signed.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, List, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { canWithdrawRentChange } from '@stairway/domain/rent-review';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import type { OpsHomeValueQuery } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { GiveRentChangeNoticeMutation } from '../graphql/homeValue';
import { NETWORK_PROBLEM } from '../hooks/use-review-decision';
import { RentChangeWithdraw } from './rent-change-withdraw';

type Payments = NonNullable<OpsHomeValueQuery['planPayments']>;

/** The card. */
export function PurchaseRentCard({
  purchaseCaseId,
  payments,
  onChanged,
}: {
  purchaseCaseId: string;
  payments: Payments;
  onChanged: () => Promise<unknown>;
}) {
  const titleId = useId();
  const [give, { loading }] = useMutation(GiveRentChangeNoticeMutation);
  const [rent, setRent] = useState<number | string>('');
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setOutcome(null);
    try {
      const result = await give({
        variables: { input: { purchaseCaseId, monthlyRent: Number(rent), effectiveFrom, reason } },
      });
      const change = result.data?.giveRentChangeNotice;
      if (change) {
        setOutcome(
          `Notice given: ${formatGBP(change.monthlyRent)} a month from ${formatPurchaseCaseDate(change.effectiveFrom)}. The customer is e-mailed.`,
        );
      }
      setRent('');
      setEffectiveFrom('');
      setReason('');
      await onChanged();
    } catch (error) {
      const problem = readGraphQLError(error);
      const field = problem?.extensions.field;
      setFieldError({
        field: typeof field === 'string' ? field : '',
        message: problem?.message ?? NETWORK_PROBLEM,
      });
    }
  };
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={titleId}>
            Rent
          </Title>
          <Text fz="sm" c="gray.7">
            {formatGBP(payments.currentMonthlyRent)} a month now (the plan’s rent is{' '}
            {formatGBP(payments.monthlyRent)}).
          </Text>
        </Stack>
        {payments.rentChanges.length > 0 && (
          <List spacing={4} fz="sm" aria-label="Rent changes">
            {payments.rentChanges.map((change) => (
              <List.Item key={change.id}>
                {formatGBP(change.previousRent)} → {formatGBP(change.monthlyRent)} from{' '}
                {formatPurchaseCaseDate(change.effectiveFrom)} (notice{' '}
                {formatPurchaseCaseDate(change.noticeGivenOn)}): {change.reason}
                {canWithdrawRentChange(change.effectiveFrom, dayjs().format('YYYY-MM-DD')) && (
                  <RentChangeWithdraw
                    rentChangeId={change.id}
                    label={`${formatGBP(change.monthlyRent)} from ${formatPurchaseCaseDate(change.effectiveFrom)}`}
                    onWithdrawn={async () => {
                      setOutcome(
                        `Notice of ${formatGBP(change.monthlyRent)} withdrawn. The customer is e-mailed; the rent stays as it was.`,
                      );
                      await onChanged();
                    }}
                  />
                )}
              </List.Item>
            ))}
          </List>
        )}
        {outcome && (
          <Alert color="teal" variant="light" role="status">
            {outcome}
          </Alert>
        )}
        {fieldError && !['monthlyRent', 'effectiveFrom', 'reason'].includes(fieldError.field) && (
          <Alert color="red" variant="light" role="alert">
            {fieldError.message}
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-label="Give notice of a rent change">
          <Stack gap="sm">
            <Group grow align="flex-start" wrap="wrap">
              <NumberInput
                label="New monthly rent"
                prefix="£"
                thousandSeparator=","
                allowDecimal={false}
                min={1}
                value={rent}
                onChange={setRent}
                error={errorFor('monthlyRent')}
                miw={160}
              />
              <TextInput
                label="Applies from"
                type="date"
                value={effectiveFrom}
                onChange={(event) => setEffectiveFrom(event.currentTarget.value)}
                error={errorFor('effectiveFrom')}
                miw={160}
              />
            </Group>
            <TextInput
              label="Why the rent changes"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errorFor('reason')}
            />
            <Text fz="xs" c="gray.7">
              At least two months’ notice, at most once a year, from the first anniversary of the move-in. The
              customer is e-mailed the new rent, but the e-mail is not the prescribed Form 4A: serve the
              section 13 notice on paper as well.
            </Text>
            <Group>
              <Button type="submit" loading={loading}>
                Give notice
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
