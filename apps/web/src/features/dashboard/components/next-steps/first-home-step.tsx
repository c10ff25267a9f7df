/**
 * The dashboard's "Submit a home" card: once the application is submitted (and not rejected) and no home has
 * been submitted yet, it leads to the guided first-home flow (/your-application/first-home/requirements)
 * and to exploring homes. Spec §5: the way in shows only while the maintenance flag says submitting is on;
 * while it is off the card says so instead.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { IconHomeSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { GetDashboardMaintenanceModeQuery } from '../../graphql/getDashboardMaintenanceMode';
import { StepCard } from './step-card';

/** Submit your first home. */
export function FirstHomeStep({ number }: { number: number }) {
  const { data } = useQuery(GetDashboardMaintenanceModeQuery, { fetchPolicy: 'network-only' });
  const enabled = data?.getMaintenanceMode.submitHomeEnabled;
  return (
    <StepCard
      number={number}
      title="Submit a home"
      testId="next-step-first-home"
      actions={
        enabled ? (
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.application.firstHome.requirements}
              variant="light"
              leftSection={<IconHomeSearch size={18} aria-hidden="true" />}
            >
              Submit a home you’ve found
            </Button>
          </Group>
        ) : undefined
      }
    >
      <Text c="gray.7" fz="sm">
        {enabled === false
          ? 'Submitting homes is paused while we carry out some maintenance. You can still explore and save homes.'
          : 'Found a home for sale you’d like to rent and then buy? Tell us about it and our team will review it for your plan.'}
      </Text>
    </StepCard>
  );
}
