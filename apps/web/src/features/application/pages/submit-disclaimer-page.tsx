/**
 * Before you submit (/your-application/submit-disclaimer, spec §2): what happens when the applicant submits,
 * and what they confirm. Continue goes to the submit page; until every section is done (spec §4 next step
 * "ready to submit") it says what to finish first.
 */
import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STEP_LABELS, type ApplicationStepId } from '@stairway/domain/application-progress';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { FormCard } from '../components/form-card';
import { type Application, useApplication } from '../hooks/use-application';

const TITLE = 'Before you submit';

/** The "Before you submit" page. */
export function SubmitDisclaimerPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  const ready = application.nextStep.kind === 'ReadyToSubmit' || application.submitted;
  return (
    <ApplicationPageShell
      application={application}
      path={paths.application['submit-disclaimer']}
      section="Submit"
      title={TITLE}
      description="Please read this before you send your application to our team."
      nextTo={ready ? paths.application.submit : (application.nextStep.path ?? paths.application.overview)}
      nextLabel={ready ? 'Continue' : 'Finish your application'}
    >
      <Stack gap="lg">
        {!ready && <NotReadyAlert application={application} />}
        <FormCard>
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={2} fz="lg">
                What happens next
              </Title>
              <List spacing="xs" type="ordered">
                <List.Item>
                  Our team reviews your application, your checks and your bank statements. Meanwhile you can
                  submit a home for review: you don’t need to wait for our decision.
                </List.Item>
                <List.Item>
                  We may ask you for more documents, such as payslips or tax returns, by e-mail.
                </List.Item>
                <List.Item>
                  We tell you our decision by e-mail. Once approved, your budget is confirmed.
                </List.Item>
              </List>
            </Stack>
            <Stack gap="xs">
              <Title order={2} fz="lg">
                What you confirm
              </Title>
              <Text>When you submit, you confirm that:</Text>
              <List spacing="xs">
                <List.Item>the information you have given us is true and complete;</List.Item>
                <List.Item>
                  you will tell us if anything changes before we make our decision, such as your job, your
                  income or your commitments;
                </List.Item>
                <List.Item>
                  we may check what you have told us, including with credit reference agencies (a soft search,
                  which does not affect your credit score).
                </List.Item>
              </List>
            </Stack>
            <Text fz="sm" c="gray.7">
              Once submitted, your application can’t be changed while we review it.
            </Text>
          </Stack>
        </FormCard>
      </Stack>
    </ApplicationPageShell>
  );
}

/** Says what to finish before the application can be submitted (spec §4 next step). */
export function NotReadyAlert({
  application,
}: {
  application: Pick<Application, 'nextStep' | 'budgetLimits'>;
}) {
  const next = application.nextStep;
  if (next.kind === 'CannotProvideBudget') {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        title="We can’t offer you a budget yet"
      >
        Your budget would be under {formatGBP(MIN_BUDGET)}, the lowest we can offer.{' '}
        {application.budgetLimits[0]?.text}{' '}
        <Anchor component={Link} to={next.path ?? paths.application.steps.income}>
          {application.budgetLimits[0]?.linkText ?? 'Check your income details'}
        </Anchor>
      </Alert>
    );
  }
  const label = next.id ? APPLICATION_STEP_LABELS[next.id as ApplicationStepId] : null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      title="Your application isn’t finished yet"
      data-testid="submit-not-ready"
    >
      You can submit once every section is done.
      {label && next.path && (
        <>
          {' '}
          Next:{' '}
          <Anchor component={Link} to={next.path}>
            {label}
          </Anchor>
          .
        </>
      )}
    </Alert>
  );
}
