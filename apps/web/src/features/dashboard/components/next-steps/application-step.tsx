/** The dashboard's application card: what to do about the application next, and its progress. */
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { describeApplicationStep, type NextStepsApplication } from '../../lib/application-step';
import { StepCard } from './step-card';

/**
 * Complete your application (or where it stands once submitted), with the progress bar while it is in
 * progress. The words come from describeApplicationStep.
 */
export function ApplicationStep({
  number,
  application,
}: {
  number: number;
  application: NextStepsApplication;
}) {
  const copy = describeApplicationStep(application);
  return (
    <StepCard
      number={number}
      title={copy.title}
      testId="next-step-application"
      actions={
        <Button component={Link} to={copy.to} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
          {copy.action}
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        {copy.description}
      </Text>
      {application && copy.showProgress && (
        <Stack gap={6} data-testid="dashboard-application-progress">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              {application.progress}% complete
            </Text>
            {copy.next && (
              <Text fz="sm" c="gray.7">
                Next: {copy.next}
              </Text>
            )}
          </Group>
          <Progress
            value={application.progress}
            size="sm"
            aria-label={`Your application is ${application.progress}% complete`}
          />
        </Stack>
      )}
    </StepCard>
  );
}
