/**
 * The arrears card's forms (decision 075): agreeing a payment plan (arrears-plan-form.tsx: equal monthly
 * instalments or the customer's own, checked by packages/domain arrears.ts as the server will) and "Talk to a
 * person" (a message of at most HARDSHIP_MESSAGE_MAX characters, e-mailed to the team, who reply by e-mail and here).
 */
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { HARDSHIP_MESSAGE_MAX } from '@stairway/domain/arrears-inputs';
import { useState } from 'react';
import type { ArrearsActions } from '../hooks/use-arrears';

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
