/**
 * Application overview (/your-application, spec §2): every section with its state (to do, in progress, done,
 * locked), the progress and the next step highlighted (spec §4); once submitted the next-step card says it is
 * in review, or approved. A rejected application shows the
 * submit-application page with the footer hidden (spec §4). Whether the applicant is buying with someone can
 * be changed here until submitted.
 */
import { Box, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { AreasCard } from '../components/areas-card';
import { JointApplicationCard } from '../components/joint-application-card';
import { NextStepCard } from '../components/next-step-card';
import { SectionList } from '../components/section-list';
import { SubmittedApplicationView } from '../components/submit-application-view';
import { useApplication } from '../hooks/use-application';
import { useJointApplication } from '../hooks/use-joint-application';
import { getSectionGroups } from '../lib/sections';

/** The "Your application" page. */
export function OverviewPage() {
  const { application, settings, error, refetch } = useApplication();
  // Mantine's md breakpoint, where the next-step column sits beside the sections.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const joint = useJointApplication({ jointApplication: application?.jointApplication ?? false });
  useEffect(() => {
    document.title = 'Your application · Stairway';
  }, []);

  if (error && !application) {
    return <ApplicationPageLoading title="Your application" error={error} onRetry={() => void refetch()} />;
  }
  if (application?.rejected) return <SubmittedApplicationView application={application} />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            Your application
          </Title>
          <Text c="gray.7">
            Tell us about you and your finances so that we can confirm your budget. We save your answers as
            you go.
          </Text>
        </Stack>
        {application ? (
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap={0} style={{ position: 'sticky', top: 88 }}>
                <NextStepCard application={application} />
                <AreasCard />
                {wide && (
                  <Box mt="md">
                    <JointApplicationCard application={application} state={joint} />
                  </Box>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="lg">
                <SectionList groups={getSectionGroups(application, settings)} />
                {/* On a phone the answer, rarely changed, comes after the sections, not before them. */}
                {!wide && <JointApplicationCard application={application} state={joint} />}
              </Stack>
            </Grid.Col>
          </Grid>
        ) : (
          <OverviewSkeleton />
        )}
      </Stack>
    </Container>
  );
}

function OverviewSkeleton() {
  return (
    <Grid gap={{ base: 'lg', md: 'xl' }} aria-busy="true" aria-label="Loading your application">
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Skeleton height={260} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          {[
            ['personal', 2],
            ['financial', 5],
            ['checks', 2],
          ].map(([key, rows]) => (
            <Stack key={key} gap="xs">
              <Skeleton height={18} width={160} />
              <Skeleton height={Number(rows) * 66} radius="lg" />
            </Stack>
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
