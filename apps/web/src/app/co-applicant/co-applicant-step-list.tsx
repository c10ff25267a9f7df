/**
 * The list of the co-applicant's steps with their states, on the applicant's view of one of them
 * (applicant-view-page.tsx).
 */
import { List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCircle, IconLock } from '@tabler/icons-react';
import type { Application } from '../../features/application/hooks/use-application';
import {
  CO_APPLICANT_STEP_LABELS,
  type CoApplicantStepId,
  isCoApplicantStepId,
} from '../../features/co-applicant/co-applicant-steps';

/** A step's state in words. */
export const STATUS_LABELS = { Done: 'Done', Todo: 'To do', Locked: 'Locked' } as const;

/**
 * "{name}’s steps": each of the co-applicant's steps with an icon and its state, the current one in bold.
 * @param name the co-applicant's first name (or "Your co-applicant")
 * @param steps the co-applicant's steps, from the applicant's application
 * @param stepId the step whose page this is
 */
export function CoApplicantStepList({
  name,
  steps,
  stepId,
}: {
  name: string;
  steps: Application['steps'];
  stepId: CoApplicantStepId;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {name}’s steps
      </Title>
      <List spacing="xs" center aria-label={`${name}’s steps`} data-testid="co-applicant-steps">
        {steps.map((s) => (
          <List.Item
            key={s.id}
            icon={
              s.status === 'Done' ? (
                <IconCheck size={18} color="var(--mantine-color-stairway-7)" aria-hidden="true" />
              ) : s.status === 'Locked' ? (
                <IconLock size={18} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              ) : (
                <IconCircle size={18} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              )
            }
          >
            <Text component="span" fw={s.id === stepId ? 700 : 400}>
              {isCoApplicantStepId(s.id) ? CO_APPLICANT_STEP_LABELS[s.id] : s.id}
            </Text>
            <Text component="span" c="gray.7">
              {' '}
              · {STATUS_LABELS[s.status]}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
