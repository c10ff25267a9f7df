/**
 * The arrears card's two forms (decision 075): agreeing a payment plan (equal monthly instalments over 1 to 6
 * months, 3 suggested; packages/domain arrears.ts checks it as the server will) and "Talk to a person" (a message
 * of at most HARDSHIP_MESSAGE_MAX characters to the team, who reply by e-mail and here).
 */
import { Alert, Button, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { checkPaymentPlan, MAX_PLAN_MONTHS, suggestPaymentPlan } from '@stairway/domain/arrears';
import { HARDSHIP_MESSAGE_MAX } from '@stairway/domain/arrears-inputs';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useId, useState } from 'react';
import type { ArrearsActions } from '../hooks/use-arrears';

const MONTH_CHOICES = Array.from({ length: MAX_PLAN_MONTHS }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? 'In one payment' : `Over ${index + 1} months`,
}));

/** The payment plan form: how many months, the instalments it makes, and "Agree this plan". */
export function PaymentPlanForm(props: {
  arrearsPence: number;
  today: string;
  propose: ArrearsActions['propose'];
}) {
  const [months, setMonths] = useState('3');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const instalments = suggestPaymentPlan(props.arrearsPence, props.today, Number(months));
  const check = checkPaymentPlan(instalments, props.arrearsPence, props.today);
  const listId = useId();
  return (
    <Stack gap="xs">
      <Select
        label="Pay what is owed"
        description="Equal monthly payments by card, starting today. You can change your plan later."
        data={MONTH_CHOICES}
        value={months}
        onChange={(value) => setMonths(value ?? '3')}
        allowDeselect={false}
        maw={260}
      />
      <List size="sm" id={listId} aria-label="Your instalments">
        {instalments.map((instalment) => (
          <List.Item key={instalment.dueOn}>
            {formatPence(instalment.amountPence)} on {formatPurchaseCaseDate(instalment.dueOn)}
          </List.Item>
        ))}
      </List>
      {(problem ?? check?.message) && (
        <Alert color="red" role="alert">
          {problem ?? check?.message}
        </Alert>
      )}
      <Button
        w="fit-content"
        loading={saving}
        disabled={check !== null}
        aria-describedby={listId}
        onClick={async () => {
          setSaving(true);
          setProblem(await props.propose(instalments));
          setSaving(false);
        }}
      >
        Agree this plan
      </Button>
    </Stack>
  );
}

/** "Talk to a person": the message form, and what was sent and answered. */
export function TalkToAPersonForm(props: { askForHelp: ArrearsActions['askForHelp'] }) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const tooLong = message.trim().length > HARDSHIP_MESSAGE_MAX;
  return (
    <Stack gap="xs">
      <Textarea
        label="Talk to a person"
        description="Tell us what is happening, in your own words. Someone from our team will reply by e-mail."
        value={message}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          setSent(false);
        }}
        minRows={3}
        maxLength={HARDSHIP_MESSAGE_MAX}
        error={tooLong ? `Keep it to ${HARDSHIP_MESSAGE_MAX.toLocaleString('en-GB')} characters` : problem}
      />
      {sent && (
        <Text size="sm" role="status">
          Thank you: your message has been sent.
        </Text>
      )}
      <Button
        variant="light"
        w="fit-content"
        loading={sending}
        disabled={message.trim() === '' || tooLong}
        onClick={async () => {
          setSending(true);
          const answer = await props.askForHelp(message.trim());
          setProblem(answer);
          if (answer === null) {
            setMessage('');
            setSent(true);
          }
          setSending(false);
        }}
      >
        Send to our team
      </Button>
    </Stack>
  );
}
