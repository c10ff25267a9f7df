/**
 * "Homes you submit" on Your homes: the Submit a home button when submitting is open (spec §5: only when the
 * maintenance flag says enabled and the application is not rejected), otherwise why it is not, with what the
 * applicant can do meanwhile.
 */
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHomeSearch, IconInfoCircle, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BOOKING_URL } from '../../../lib/config';
import { paths } from '../../../lib/paths';
import { useSubmitHomeAvailability } from '../hooks/use-submit-home-availability';

function SubmitHomeCard({
  icon,
  title,
  children,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={testId}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Stack gap="sm" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={4}>
            <Text fw={600}>{title}</Text>
            <Text fz="sm" c="gray.7">
              {children}
            </Text>
          </Stack>
          {action}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The section's card. */
export function SubmitHomeSection() {
  const availability = useSubmitHomeAvailability();
  if (availability === null) {
    return <Skeleton height={132} radius="lg" aria-label="Loading" data-testid="submit-home-loading" />;
  }
  if (availability === 'ApplicationRejected') {
    return (
      <SubmitHomeCard
        testId="submit-home-rejected"
        icon={<IconInfoCircle size={24} />}
        title="You can’t submit a home at the moment"
        action={
          <Anchor href={BOOKING_URL} target="_blank" rel="noopener noreferrer" fw={600} fz="sm">
            Book a call with our team (opens in a new tab)
          </Anchor>
        }
      >
        As we can’t approve your application at the moment, we can’t review a home for you. If you’d like to
        talk it through, book a call.
      </SubmitHomeCard>
    );
  }
  if (availability === 'Paused') {
    return (
      <SubmitHomeCard
        testId="submit-home-paused"
        icon={<IconTool size={24} />}
        title="Submitting homes is paused"
      >
        We’re carrying out some maintenance. You can still explore and save homes, and submit one when we’re
        back.
      </SubmitHomeCard>
    );
  }
  return (
    <SubmitHomeCard
      testId="submit-home-open"
      icon={<IconHomeSearch size={24} />}
      title="Found a home you’d like to buy?"
      action={
        <Button component={Link} to={paths.homes.homeDisclaimer} variant="light">
          Submit a home
        </Button>
      }
    >
      Send it to our team and we’ll review it for your plan.
    </SubmitHomeCard>
  );
}
