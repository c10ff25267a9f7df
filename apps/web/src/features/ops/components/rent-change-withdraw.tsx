/**
 * Withdrawing a rent change's notice from the console's Rent card (decision 074, amended): shown for a notice
 * whose day has not come; asks why (told to the customer by e-mail), then withdraws it. A corrected notice is then
 * given with the card's form. The server checks the day and names the field at fault.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { WithdrawRentChangeNoticeMutation } from '../graphql/homeValue';
import { NETWORK_PROBLEM } from '../hooks/use-review-decision';

/** The "Withdraw" button of one notice, opening its reason field. */
export function RentChangeWithdraw({
  rentChangeId,
  label,
  onWithdrawn,
}: {
  rentChangeId: string;
  /** The notice in words, e.g. "£950 from 1 October 2027", for the button's accessible name. */
  label: string;
  onWithdrawn: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawRentChangeNoticeMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await withdraw({ variables: { input: { rentChangeId, reason } } });
      setOpen(false);
      await onWithdrawn();
    } catch (error) {
      const found = readGraphQLError(error);
      const field = found?.extensions.field;
      setProblem({
        field: typeof field === 'string' ? field : '',
        message: found?.message ?? NETWORK_PROBLEM,
      });
    }
  };

  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen(true)}
        aria-label={`Withdraw the notice of ${label}`}
      >
        Withdraw
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Withdraw the notice of ${label}`}>
      <Stack gap="xs" mt="xs">
        <Textarea
          label="Why is it withdrawn?"
          description="The customer is e-mailed this. Give a corrected notice afterwards if one is needed."
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={problem?.field === 'reason' ? problem.message : undefined}
          autosize
          minRows={2}
          maxLength={500}
        />
        {problem && problem.field !== 'reason' && (
          <Alert color="red" variant="light" role="alert">
            {problem.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" color="red" variant="light" loading={loading}>
            Withdraw notice
          </Button>
          <Button variant="subtle" onClick={() => setOpen(false)}>
            Keep it
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
