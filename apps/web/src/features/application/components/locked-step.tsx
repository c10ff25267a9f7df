/**
 * What a locked step shows (spec §4: "Identity verification unlocks when the personal and financial sections
 * are done. Income verification unlock also needs identity verification unless skipped"): why it is locked
 * and the steps to finish first, each a link to its page.
 */
import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { APPLICATION_STEP_LABELS, type ApplicationStepId } from '@stairway/domain/application-progress';
import { IconCircle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Application } from '../hooks/use-application';

/**
 * The steps before `stepId` (in the spec's order) that are not done yet.
 * @returns each step's id, label and page
 */
export function getUnfinishedStepsBefore(application: Pick<Application, 'steps'>, stepId: ApplicationStepId) {
  const index = application.steps.findIndex((s) => s.id === stepId);
  return application.steps
    .slice(0, Math.max(0, index))
    .filter((s) => s.status !== 'Done')
    .map((s) => ({
      id: s.id,
      label: APPLICATION_STEP_LABELS[s.id as ApplicationStepId] ?? s.id,
      path: s.path,
    }));
}

/** The locked state of a step: what it waits for and links to the steps to finish first. */
export function LockedStep({
  application,
  stepId,
  title,
  why,
}: {
  application: Pick<Application, 'steps'>;
  stepId: ApplicationStepId;
  /** e.g. "Finish your details first". */
  title: string;
  /** One sentence: when this step opens. */
  why: string;
}) {
  const unfinished = getUnfinishedStepsBefore(application, stepId);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="step-locked">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden="true">
            <IconLock size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text c="gray.7">{why}</Text>
          </Stack>
        </Group>
        {unfinished.length > 0 && (
          <Stack gap="xs">
            <Text fw={600}>Still to do</Text>
            <List
              center
              spacing="xs"
              icon={<IconCircle size={16} aria-hidden="true" color="var(--mantine-color-gray-6)" />}
            >
              {unfinished.map((step) => (
                <List.Item key={step.id}>
                  <Anchor component={Link} to={step.path} fw={500}>
                    {step.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
