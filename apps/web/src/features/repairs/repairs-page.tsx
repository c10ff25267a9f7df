/**
 * The customer's repairs, /your-home/repairs for the applicant and /co-applicant-your-home/repairs for the
 * co-applicant: the "Report a repair" form once the plan is signed (category, urgency with its target, what is
 * wrong, photos, and who pays by the repair matrix before it is sent), then every repair of the home, newest
 * first, with where it stands, its target, any booked visit and its history; every update from the team is also
 * e-mailed.
 */
import {
  Alert,
  Button,
  Container,
  Loader,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../components/load-failed-alert';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { RepairCard } from './components/repair-card';
import { ReportRepairForm, type UrgencyTarget } from './components/report-repair-form';
import { useRepairs } from './hooks/use-repairs';
import { useReportRepair } from './hooks/use-report-repair';

/** The page while the repairs load. */
function RepairsLoading() {
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden>
        <Loader role="status" aria-label="Loading your repairs" size="xs" />
      </VisuallyHidden>
      <Skeleton height={320} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** The page, for the applicant or the co-applicant (by the session's role). */
export function RepairsPage() {
  const session = useSession();
  const coApplicant = session.role === 'coApplicant';
  const homePath = coApplicant ? paths.coApplicantYourHome : paths.yourHome;
  const state = useRepairs();
  const report = useReportRepair(state.refetch);
  useEffect(() => {
    document.title = 'Repairs · Stairway';
  }, []);
  const data = state.repairs;

  let body: ReactNode;
  if (data) {
    body = (
      <>
        {data.canReport ? (
          <ReportRepairForm report={report} targets={data.targets as UrgencyTarget[]} />
        ) : (
          <Alert color="gray" variant="light" title="Not yet">
            {data.cannotReportReason}
          </Alert>
        )}
        <Stack gap="md" component="section" aria-labelledby="your-repairs">
          <Title order={2} fz="h3" id="your-repairs">
            Your repairs
          </Title>
          {data.repairs.length === 0 ? (
            <Text c="gray.7" data-testid="no-repairs">
              No repairs reported yet. When something needs fixing, report it above and we will keep you up to
              date by e-mail.
            </Text>
          ) : (
            data.repairs.map((repair) => (
              <RepairCard key={repair.id} repair={repair} onMessage={state.sendMessage} />
            ))
          )}
        </Stack>
      </>
    );
  } else if (state.loading) {
    body = <RepairsLoading />;
  } else if (state.failed) {
    body = <LoadFailedAlert title="We couldn’t load your repairs" onRetry={state.retry} />;
  } else {
    body = (
      <Stack gap="sm" align="flex-start" data-testid="repairs-not-ready">
        <Text>You can report repairs once you have a home with Stairway and your plan is signed.</Text>
        <Button component={Link} to={homePath} variant="light">
          Back to your home
        </Button>
      </Stack>
    );
  }

  const content = (
    <Stack gap="lg">
      <PageHeader
        title="Repairs"
        back={{ to: homePath, label: 'Back to your home' }}
        subtitle="Report a repair and follow it until it is fixed. Every update is e-mailed to you too."
      />
      {body}
    </Stack>
  );
  // The co-applicant's layout already sets its pages in a narrow column.
  if (coApplicant) return content;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {content}
    </Container>
  );
}
