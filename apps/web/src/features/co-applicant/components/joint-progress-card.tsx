/** The progress card of the co-applicant's dashboard (dashboard-page.tsx): the joint application's share complete. */
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { getDisplayedProgress } from '@stairway/domain/application-progress';

/**
 * "Your joint application", its percentage complete and a progress bar.
 * @param progress the joint application's progress, 0 to 100
 */
export function JointProgressCard({ progress }: { progress: number }) {
  return (
    <Card withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Your joint application</Text>
          <Text fw={700} data-testid="co-applicant-progress">
            {progress}% complete
          </Text>
        </Group>
        <Progress
          value={getDisplayedProgress(progress)}
          aria-label={`Application progress, ${progress}%`}
          radius="xl"
        />
      </Stack>
    </Card>
  );
}
