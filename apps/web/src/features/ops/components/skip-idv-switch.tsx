/**
 * The console's skip-identity switch (spec §3 Settings skipIdv; spec §4 step 6 "skippable when the skip setting is
 * on"): says what the setting does, asks first in the confirm modal, then calls setSkipIdv, which writes an audit row
 * with the operator and the value before and after.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { openConfirmModal } from '../../../components/confirm-modal';
import { readGraphQLError } from '../../../lib/server-errors';
import { SetSkipIdvMutation } from '../graphql/setSkipIdv';

/** The confirm modal's words for switching identity checks to `optional` (true) or back to asked for. */
export function skipIdvConfirmation(optional: boolean): {
  title: string;
  consequence: string;
  confirmLabel: string;
} {
  return optional
    ? {
        title: 'Make identity checks optional?',
        consequence:
          'Every applicant and co-applicant will be able to go straight on to their bank statements without ' +
          'verifying their identity; their identity step counts as done. They can still verify if they choose. ' +
          'This takes effect at once and is recorded in the audit log.',
        confirmLabel: 'Yes, make them optional',
      }
    : {
        title: 'Ask for identity checks again?',
        consequence:
          'Applicants and co-applicants who have not verified their identity, and did not choose to skip it, ' +
          'will need to verify, or skip for now, before they can share their bank statements. This takes effect ' +
          'at once and is recorded in the audit log.',
        confirmLabel: 'Yes, ask for them',
      };
}

/**
 * The "Identity checks optional" switch, on when skipIdv is.
 * @param skipIdv the setting as the console last read it
 */
export function SkipIdvSwitch({ skipIdv }: { skipIdv: boolean }) {
  const [save, saveState] = useMutation(SetSkipIdvMutation);
  const [error, setError] = useState<string | null>(null);

  const ask = (optional: boolean) => {
    const words = skipIdvConfirmation(optional);
    setError(null);
    openConfirmModal({
      title: words.title,
      children: <Text>{words.consequence}</Text>,
      confirmLabel: words.confirmLabel,
      onConfirm: async () => {
        try {
          await save({ variables: { input: { skipIdv: optional } } });
        } catch (problem) {
          setError(readGraphQLError(problem)?.message ?? 'The setting was not saved. Try again.');
        }
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Identity checks
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Switch
        size="md"
        label="Identity checks optional"
        description="On: applicants and co-applicants can go on to their bank statements without verifying their identity (they still can if they choose). Off: each person verifies, or chooses to skip for now. Asks you to confirm; takes effect at once."
        checked={skipIdv}
        disabled={saveState.loading}
        onChange={(event) => ask(event.currentTarget.checked)}
      />
      <Text fz="sm" c="gray.7" aria-live="polite" data-testid="skip-idv-state">
        Identity checks are {skipIdv ? 'optional for everyone' : 'asked for'}.
      </Text>
    </Stack>
  );
}
