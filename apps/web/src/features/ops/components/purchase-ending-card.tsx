/**
 * The "Moving out" or "Buying the rest" card of a purchase case's page (decision 076): once the customer gives
 * notice or goes ahead on a quote, the steps with their days and figures, who recorded each, and the form for the
 * next step (purchase-ending-forms.tsx, purchase-ending-outcome-forms.tsx: the refund paid and a purchase that fell
 * through); once the plan has ended, its outcome; after a purchase fell through (and nothing else is under way),
 * that with its reason. Nothing is shown while the plan is not ending.
 */
import { Alert, Badge, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useId } from 'react';
import { useOpsPlanEnding } from '../hooks/use-plan-ending';
import { LoadFailed } from './load-failed';
import { BuyOutForms, InspectionForm } from './purchase-ending-forms';
import { FallenThroughForm, RefundPaidForm } from './purchase-ending-outcome-forms';

const STATUS_LABELS: Record<string, string> = {
  NOTICE_GIVEN: 'Notice given',
  INSPECTED: 'Inspected: refund due',
  REFUND_PAID: 'Plan ended',
  GOING_AHEAD: 'Going ahead',
  COMPLETED: 'Plan ended: sold',
  FALLEN_THROUGH: 'Fell through',
};

/** The card. */
export function PurchaseEndingCard({ purchaseCaseId }: { purchaseCaseId: string }) {
  const titleId = useId();
  const state = useOpsPlanEnding(purchaseCaseId);
  if (state.loading) return <Skeleton height={160} radius="md" aria-label="Loading the plan’s ending" />;
  if (state.failed) return <LoadFailed what="plan’s ending" onRetry={state.retry} />;
  const data = state.data;
  const ending = data?.planEnding ?? data?.fallenThroughBuyOut;
  if (!data || !ending) return null;
  const fellThrough = ending.status === 'FALLEN_THROUGH';
  const moveOut = ending.kind === 'MOVE_OUT';
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} data-testid="ops-plan-ending">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg" id={titleId}>
            {moveOut ? 'Moving out' : 'Buying the rest'}
          </Title>
          <Badge color={ending.ended ? 'teal.9' : 'blue.9'} variant="filled">
            {STATUS_LABELS[ending.status] ?? ending.status}
          </Badge>
        </Group>
        {moveOut ? (
          <Text fz="sm">
            Notice given {day(ending.noticeGivenOn ?? '')} to move out on {day(ending.movingOn ?? '')}.
            {ending.reason ? ` Reason: “${ending.reason}”.` : ' No reason given.'}
          </Text>
        ) : fellThrough ? (
          <Text fz="sm" data-testid="ops-fell-through">
            The purchase fell through on {day(ending.fallenThroughOn ?? '')}
            {data.fallenThroughBuyOut?.fallenThroughReason
              ? `: “${data.fallenThroughBuyOut.fallenThroughReason}”`
              : ''}
            . The plan carries on; the customer can ask for a new quote.
          </Text>
        ) : (
          <Text fz="sm">
            Going ahead since {day(ending.goAheadOn ?? '')} at {formatGBP(ending.pricePounds ?? 0)}
            {ending.valuationPounds ? ' (the RICS valuation)' : ' (the quote, until the RICS valuation)'}.
          </Text>
        )}
        <List spacing={4} fz="sm" data-testid="ops-plan-ending-steps">
          {ending.steps.map((step) => (
            <List.Item key={step.label}>
              <Text span fz="sm" fw={step.done ? 600 : 400} c={step.done ? undefined : 'gray.7'}>
                {step.label}: {step.on ? day(step.on) : 'to come'}
                {step.pence !== null
                  ? ` · ${step.label === 'Home inspected' ? 'damage charge ' : ''}${formatPence(step.pence)}`
                  : ''}
              </Text>
            </List.Item>
          ))}
        </List>
        {ending.damageNote && (
          <Text fz="sm" c="gray.7">
            Damage: {ending.damageNote}
          </Text>
        )}
        {ending.recordedBy.length > 0 && (
          <Text fz="xs" c="gray.7">
            {ending.recordedBy.join(' · ')}
          </Text>
        )}
        {state.problem && !state.problem.field && (
          <Alert color="red" variant="light" role="alert">
            {state.problem.message}
          </Alert>
        )}
        {ending.status === 'NOTICE_GIVEN' && (
          <InspectionForm state={state} refundBeforePence={data.leavingRefund.totalPence} />
        )}
        {data.planEnding?.status === 'INSPECTED' && (
          <RefundPaidForm
            state={state}
            refund={
              data.planEnding.refundNow ?? {
                atInspectionPence: ending.refundDuePence ?? 0,
                nowPence: ending.refundDuePence ?? 0,
                morePence: 0,
              }
            }
          />
        )}
        {data.planEnding?.status === 'GOING_AHEAD' && (
          <>
            <BuyOutForms state={state} expectedPence={data.planEnding.amountDuePence ?? 0} />
            <FallenThroughForm state={state} />
          </>
        )}
        {ending.ended && (
          <Text fz="sm" fw={600}>
            {moveOut
              ? `The plan ended on ${day(ending.endsOn ?? '')}: refund of ${formatPence(ending.refundPaidPence ?? ending.refundDuePence ?? 0)} paid ${day(ending.refundPaidOn ?? '')}. The Direct Debit is cancelled.`
              : `Completed ${day(ending.completedOn ?? '')}: ${formatPence(ending.amountReceivedPence ?? 0)} received, ${formatPence(ending.heldAppliedPence ?? 0)} held applied to the price. The Direct Debit is cancelled.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
