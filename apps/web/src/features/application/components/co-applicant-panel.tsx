/**
 * Your co-applicant, inside "Buying with someone?" on the Application overview (decision 015): before anyone
 * is added, a form for their name and e-mail address that sends them a sign-up link; afterwards who they are,
 * whether they have joined and given permission, with "Send a new link" and "Remove".
 */
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { Application } from '../hooks/use-application';
import { useCoApplicantDetails } from '../hooks/use-co-applicant-details';
import { CoApplicantInviteForm } from './co-applicant-invite-form';

/** Shows the co-applicant, or the form to add one. */
export function CoApplicantPanel({
  application,
}: {
  application: Pick<
    Application,
    'coApplicant' | 'coApplicantLoginLinkSent' | 'coApplicantPermission' | 'submitted'
  >;
}) {
  const state = useCoApplicantDetails(application);
  const co = application.coApplicant;
  const messages = (
    <>
      {state.notice && (
        <Alert color="stairway" variant="light" role="status">
          {state.notice}
        </Alert>
      )}
      {state.error && (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      )}
    </>
  );

  if (co && (co.signedUp || application.coApplicantLoginLinkSent)) {
    const status = co.signedUp
      ? application.coApplicantPermission === 'Yes'
        ? 'Joined and gave permission'
        : 'Joined: permission still to give'
      : 'Link sent: not joined yet';
    return (
      <Stack gap="xs" data-testid="co-applicant-panel">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>
              {co.firstName} {co.lastName}
            </Text>
            <Text fz="sm" c="gray.7" style={{ wordBreak: 'break-all' }}>
              {co.email}
            </Text>
          </Stack>
          <Badge
            color={co.signedUp ? 'green' : 'gray'}
            variant="light"
            radius="sm"
            tt="none"
            style={{ flexShrink: 0, '--badge-color': co.signedUp ? '#1d5e2c' : '#3d4349' } as CSSProperties}
          >
            {co.signedUp ? 'Joined' : 'Invited'}
          </Badge>
        </Group>
        <Text fz="sm" data-testid="co-applicant-status">
          {status}
        </Text>
        {!co.signedUp && (
          <Text fz="sm" c="gray.7">
            If this address already has its own Stairway account, {co.firstName} can’t join with it: we tell
            them so by e-mail, and they can give you another address to use.
          </Text>
        )}
        {messages}
        {!application.submitted && (
          <Group gap="xs">
            {!co.signedUp && (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconMail size={16} aria-hidden="true" />}
                onClick={() => void state.resend()}
                loading={state.busy}
              >
                Send a new link
              </Button>
            )}
            <Button
              variant="default"
              c="red.9"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={state.askToRemove}
              disabled={state.busy}
            >
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  if (application.submitted) return null;
  return <CoApplicantInviteForm state={state} messages={messages} />;
}
