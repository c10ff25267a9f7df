/**
 * The "Move the case" card of a purchase case's page (pages/purchase-page.tsx): the moves allowed (the next stage
 * chosen), the day it happened, the reason when it falls through, a note, and the button; "This case is closed" once
 * the case has moved in or fallen through; and the outcome of the last move. The state is useMovePurchaseCase's.
 */
import { Alert, Button, Card, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  FALLEN_THROUGH,
  formatPurchaseCaseDate,
  PURCHASE_CASE_STATE_LABELS,
  PURCHASE_CASE_TEXT_MAX,
} from '@stairway/domain/purchase-case';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useMovePurchaseCase } from '../hooks/use-move-purchase-case';
import { todayInTheUk } from '../lib/format';
import type { PurchaseCaseReview } from './purchase-case-header';

type Props = { review: PurchaseCaseReview };
type Move = ReturnType<typeof useMovePurchaseCase>;

/** The state to move to: one radio per allowed move. */
function MoveChoice({ review, form }: Props & Pick<Move, 'form'>) {
  return (
    <Controller
      control={form.control}
      name="to"
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Move to"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Group gap="lg" mt={6}>
            {review.allowedMoves.map((state) => (
              <Radio
                key={state}
                value={state}
                label={PURCHASE_CASE_STATE_LABELS[state]}
                onBlur={field.onBlur}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** The reason (for a fall-through) and the note. */
function MoveTexts({ form, fallingThrough }: Pick<Move, 'form'> & { fallingThrough: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      {fallingThrough && (
        <Textarea
          label="Reason"
          withAsterisk
          description="Why the purchase fell through. It is in the e-mail to the applicant and kept in the history."
          autosize
          minRows={2}
          maxLength={PURCHASE_CASE_TEXT_MAX}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      )}
      <Textarea
        label="Note"
        description="Optional. Kept in the history and the audit log; not e-mailed."
        autosize
        minRows={2}
        maxLength={PURCHASE_CASE_TEXT_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </>
  );
}

/** The form itself: the move, its day, the reason or note, and the button. */
function MoveForm({ review, move }: Props & { move: Move }) {
  const { form, submit, sending, formError } = move;
  const fallingThrough = form.watch('to') === FALLEN_THROUGH;
  const since = review.purchaseCase.stateDate;
  return (
    <form onSubmit={submit} noValidate aria-label="Move the case">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {formError}
          </Alert>
        )}
        <MoveChoice review={review} form={form} />
        <TextInput
          label="Date it happened"
          type="date"
          description={`Not before ${formatPurchaseCaseDate(since)}, when it reached ${review.purchaseCase.stateLabel}, and not after today.`}
          min={since}
          max={todayInTheUk()}
          w={{ base: '100%', xs: 240 }}
          error={form.formState.errors.date?.message}
          {...form.register('date')}
        />
        <MoveTexts form={form} fallingThrough={fallingThrough} />
        <div>
          <Button type="submit" loading={sending} color={fallingThrough ? 'red.9' : undefined}>
            {fallingThrough ? 'Mark as fallen through' : 'Move the case'}
          </Button>
        </div>
        <Text fz="sm" c="gray.7">
          The applicant, and a co-applicant who has joined, are e-mailed at each move.
        </Text>
      </Stack>
    </form>
  );
}

/**
 * The "Move the case" card.
 * @param review the case: its allowed moves (none once closed), state and the day it reached it
 */
export function MovePurchaseCaseCard({ review }: Props) {
  const move = useMovePurchaseCase(review);
  const closed = review.allowedMoves.length === 0;
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Move the case
      </Title>
      {move.outcome && (
        <Alert
          color="teal"
          variant="light"
          mb="sm"
          role="status"
          icon={<IconCircleCheck aria-hidden="true" />}
        >
          {move.outcome}
        </Alert>
      )}
      {closed ? (
        <Text>
          This case is closed:{' '}
          {review.purchaseCase.state === FALLEN_THROUGH
            ? 'the purchase fell through.'
            : 'the applicant has moved in.'}{' '}
          Nothing more can be recorded.
        </Text>
      ) : (
        <MoveForm review={review} move={move} />
      )}
    </Card>
  );
}
