/**
 * Money owed on the plan, kindly (decision 075): shown on Your home only when something is owed (or a message to
 * the team is waiting): what is owed and since when in kind words, the stage of the process, the payment plan with
 * "Pay now" by card for each instalment not yet met, or a form to agree one (equal monthly instalments over 3
 * months suggested, or the customer's own: arrears-plan-form.tsx), and "Talk to a person". Arrears never lock a page: this card only adds to Your home.
 */
import {
  Alert,
  Badge,
  Button,
  Divider,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { type ArrearsActions, type ArrearsData, useArrears } from '../hooks/use-arrears';
import { TalkToAPersonForm } from './arrears-forms';
import { PaymentPlanForm } from './arrears-plan-form';

const STATUS: Record<string, { label: string; color: string }> = {
  met: { label: 'Paid', color: 'teal.9' },
  due: { label: 'Due', color: 'blue.9' },
  missed: { label: 'Not paid yet', color: 'orange.9' },
};

const RETURN_WORDS: Record<string, string> = {
  confirming: 'Checking your payment…',
  Paid: 'Thank you: your payment has been received.',
  Pending: 'Your payment is being processed.',
  Failed: 'Your card payment did not go through. Nothing was taken.',
  Cancelled: 'You cancelled the payment. Nothing was taken.',
  Expired: 'The payment page expired. Nothing was taken.',
  error: 'We could not check your payment. Refresh the page in a moment.',
};

/** "Since 10 November 2026 (20 days)". */
function sinceWords(data: ArrearsData): string {
  if (!data.sinceDate) return '';
  const days = data.ageDays === 1 ? '1 day' : `${data.ageDays} days`;
  return ` since ${formatPurchaseCaseDate(data.sinceDate)} (${days})`;
}

/** The card itself, from the arrears and what it can do. */
export function ArrearsCard({
  data,
  actions,
  today,
}: {
  data: ArrearsData;
  actions: ArrearsActions;
  today: string;
}) {
  const titleId = useId();
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const owed = data.arrearsPence > 0;
  const plan = data.paymentPlan;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="arrears-card"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {owed ? 'A payment to catch up on' : 'Your messages to our team'}
        </Title>
        {owed && (
          <>
            <Text>
              {formatPence(data.arrearsPence)} of your rent is unpaid{sinceWords(data)}. It happens, and we
              are here to help: your home and your pages stay just as they are.
            </Text>
            <Alert color={data.stage === 'plan' ? 'teal' : 'blue'} variant="light">
              {data.stageLabel}
            </Alert>
          </>
        )}
        {actions.paymentReturn && <Text role="status">{RETURN_WORDS[actions.paymentReturn] ?? ''}</Text>}
        {owed && plan && (
          <Stack gap="xs">
            <Title order={3} size="h4">
              Your payment plan
            </Title>
            <Table aria-label="Your payment plan’s instalments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Pay</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.instalments.map((instalment) => (
                  <Table.Tr key={instalment.id}>
                    <Table.Td>{formatPurchaseCaseDate(instalment.dueOn)}</Table.Td>
                    <Table.Td>{formatPence(instalment.amountPence)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS[instalment.status]?.color ?? 'gray.7'} variant="filled">
                        {STATUS[instalment.status]?.label ?? instalment.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {instalment.status !== 'met' && (
                        <Button
                          size="xs"
                          loading={paying === instalment.id}
                          aria-label={`Pay now: instalment ${instalment.number}, ${formatPence(instalment.amountPence - instalment.paidPence)}`}
                          onClick={async () => {
                            setPaying(instalment.id);
                            setPayProblem(await actions.pay(instalment.id));
                            setPaying(null);
                          }}
                        >
                          Pay now
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {payProblem && (
              <Alert color="red" role="alert">
                {payProblem}
              </Alert>
            )}
          </Stack>
        )}
        {owed && !plan && (
          <PaymentPlanForm arrearsPence={data.arrearsPence} today={today} propose={actions.propose} />
        )}
        {data.hardshipRequests.length > 0 && (
          <Stack gap={4} aria-label="Your messages">
            {data.hardshipRequests.map((request) => (
              <Paper key={request.id} withBorder p="xs" radius="md">
                <Text size="sm">You wrote: {request.message}</Text>
                <Text size="sm" c="dimmed">
                  {request.response ? `Our reply: ${request.response}` : 'We will reply soon.'}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        <Divider />
        <TalkToAPersonForm askForHelp={actions.askForHelp} />
      </Stack>
    </Paper>
  );
}

/** The card with its data: nothing while nothing is owed and no message is waiting. */
export function ArrearsSection() {
  const { data, loading, failed, retry, actions } = useArrears();
  if (loading) return <Loader size="sm" aria-label="Loading what is owed" />;
  if (failed) {
    return (
      <Alert color="yellow" title="We could not load this part of the page">
        <Button variant="subtle" size="xs" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data || (data.arrearsPence <= 0 && data.hardshipRequests.length === 0 && !actions.paymentReturn)) {
    return null;
  }
  return <ArrearsCard data={data} actions={actions} today={dayjs().format('YYYY-MM-DD')} />;
}
