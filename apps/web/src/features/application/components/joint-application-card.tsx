/**
 * "Buying with someone?" on the Application overview: the joint-or-single answer given at onboarding, and Change until
 * the application is submitted; for a joint application, the co-applicant (CoApplicantPanel: add one, send a new link,
 * remove). The state is useJointApplication's, held by the page.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { YesNoQuestion } from '../../../components/form/yes-no-question';
import type { Application } from '../hooks/use-application';
import type { useJointApplication } from '../hooks/use-joint-application';
import { CoApplicantPanel } from './co-applicant-panel';

/**
 * Shows the answer; `application` is the loaded application and `state` the page's useJointApplication() (kept
 * by the page so that a change under way survives the card moving between columns).
 */
export function JointApplicationCard({
  application,
  state,
}: {
  application: Pick<
    Application,
    'jointApplication' | 'submitted' | 'coApplicant' | 'coApplicantLoginLinkSent' | 'coApplicantPermission'
  >;
  state: ReturnType<typeof useJointApplication>;
}) {
  const summary = application.jointApplication
    ? 'You’re buying with someone else: your co-applicant completes their own steps.'
    : 'You’re buying on your own.';

  return (
    <Paper withBorder radius="lg" p="md" data-testid="joint-application">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={20} aria-hidden="true" color="var(--mantine-color-stairway-7)" />
          <Title order={2} fz="md">
            Buying with someone?
          </Title>
        </Group>
        {state.editing ? (
          <Stack gap="sm">
            <YesNoQuestion
              label="Are you buying with someone else?"
              description="For example a partner, friend or family member who will own the home with you. Their steps are added to your application."
              name="jointApplication"
              value={state.answer}
              onChange={state.setAnswer}
            />
            {state.error && (
              <Alert color="red" variant="light" role="alert">
                {state.error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={state.cancel} disabled={state.saving}>
                Cancel
              </Button>
              <Button onClick={() => void state.save()} loading={state.saving}>
                Save answer
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <Text fz="sm" c="gray.8" data-testid="joint-application-answer">
              {summary}
            </Text>
            {application.jointApplication && <CoApplicantPanel application={application} />}
            {!application.submitted && (
              <Button
                variant="subtle"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={state.startEditing}
                style={{ alignSelf: 'flex-start' }}
                ml={-12}
                aria-label="Change whether you’re buying with someone"
              >
                Change
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
