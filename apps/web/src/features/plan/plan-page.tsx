/**
 * The customer's plan, /your-plan for the applicant and /co-applicant-your-plan for the co-applicant: the current
 * version of their purchase's plan to read (key facts, how the rent can change, buying the rest, fees, leaving,
 * the year-by-year schedule), download as the exact PDF with its fingerprint, and sign, with everyone's
 * signatures. Opening it records the first opening (openPlan), which starts the customer's review window.
 */
import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PlanDocument } from './components/plan-document';
import { PlanSchedule } from './components/plan-schedule';
import { PlanSignatures } from './components/plan-signatures';
import { PlanLoadFailed, PlanLoading, PlanNotReady } from './components/plan-states';
import { PlanKeyFacts, PlanTerms } from './components/plan-terms';
import { SignPlanForm } from './components/sign-plan-form';
import { useYourPlan } from './hooks/use-your-plan';
import { formatPlanDate } from './lib/plan-format';

/** The plan page, for the applicant or the co-applicant (by the session's role). */
export function PlanPage() {
  const session = useSession();
  const coApplicant = session.role === 'coApplicant';
  const progressPath = coApplicant ? paths.coApplicantDashboard : paths.dashboard;
  const state = useYourPlan();
  useEffect(() => {
    document.title = 'Your plan · Stairway';
  }, []);
  const { purchaseCase, plan } = state;

  let content: ReactNode;
  if (purchaseCase && plan) {
    const fellThrough = purchaseCase.state === 'FallenThrough';
    content = (
      <Stack gap="lg">
        <PageHeader
          title="Your plan"
          back={{ to: progressPath, label: 'Back to your progress' }}
          subtitle={
            <>
              <Text span inherit fw={600} c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                {purchaseCase.address}
              </Text>
              <br />
              Version {plan.version} · Prepared on {formatPlanDate(plan.createdAt)}
            </>
          }
        />
        {fellThrough && (
          <Alert color="orange" variant="light" title="This purchase will not go ahead">
            You do not need to sign this plan. It stays here for your records.
          </Alert>
        )}
        {state.openFailed && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="We couldn’t record that you opened this plan"
          >
            <Text fz="sm" mb="xs">
              Your review window starts when we record it. Check your connection, then try again.
            </Text>
            <Button variant="white" color="dark" onClick={state.retryOpen}>
              Try again
            </Button>
          </Alert>
        )}
        <PlanKeyFacts keyFacts={plan.keyFacts} />
        <PlanTerms plan={plan} />
        <PlanSchedule schedule={plan.schedule} />
        <PlanDocument plan={plan} />
        {!fellThrough && <SignPlanForm key={plan.id} plan={plan} reload={state.retry} />}
        <PlanSignatures plan={plan} />
      </Stack>
    );
  } else if (state.loading) {
    content = <PlanLoading />;
  } else if (state.failed) {
    content = <PlanLoadFailed onRetry={state.retry} />;
  } else {
    content = <PlanNotReady progressPath={progressPath} />;
  }

  // The co-applicant's layout already sets its pages in a narrow column.
  if (coApplicant) return content;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {content}
    </Container>
  );
}
