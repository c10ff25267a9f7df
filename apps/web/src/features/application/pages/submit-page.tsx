/**
 * Submit your application (/your-application/submit, spec §2, §7 `submitApplication`): a summary of what the
 * applicant entered, the declaration, and Submit. After it the application is in review and read-only; an
 * approved one says so; a rejected one shows this page with the footer hidden (spec §4). Submitting is
 * reported to analytics (`application_submitted`).
 */
import { useMutation } from '@apollo/client/react';
import { Anchor, Checkbox, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INCOME_TYPE_LABELS, TOAST_DURATION_MS } from '@stairway/domain/constants';
import { formatBudget, formatGBP } from '@stairway/domain/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { analytics } from '../../../lib/analytics';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { FormCard } from '../components/form-card';
import { SubmittedApplicationView } from '../components/submit-application-view';
import { SubmitApplicationMutation } from '../graphql/submitApplication';
import { type Application, useApplication } from '../hooks/use-application';
import { summariseIncome } from '../lib/income';
import { describeDependants, formatMonths, totalMonthlyCommitments } from '../lib/sections';
import { NotReadyAlert } from './submit-disclaimer-page';

const TITLE = 'Submit your application';
const FORM_ID = 'submit-application-form';

/** The "Submit your application" page. */
export function SubmitPage() {
  const { application, user, error, refetch } = useApplication();
  if (!application || !user) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  if (application.submitted || application.rejected) {
    return <SubmittedApplicationView application={application} />;
  }
  return <SubmitForm application={application} name={`${user.firstName} ${user.lastName}`} />;
}

function SubmitForm({ application, name }: { application: Application; name: string }) {
  const [submit, { loading }] = useMutation(SubmitApplicationMutation);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = application.nextStep.kind === 'ReadyToSubmit';

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!confirmed) {
      setConfirmError('Tick the box to confirm your information is true and complete');
      return;
    }
    try {
      await submit();
      analytics.track('application_submitted');
      notifications.show({
        color: 'green',
        title: 'Application submitted',
        message: 'Thank you. We’ll be in touch by e-mail.',
        autoClose: TOAST_DURATION_MS,
      });
    } catch (failure) {
      setError(readGraphQLError(failure)?.message ?? null);
    }
  };

  const primary = application.incomes.find((income) => income.primary);
  const others = application.incomes.filter((income) => !income.primary);
  const rows: Array<[string, string]> = [
    ['Applicant', name],
    ['Address history', formatMonths(application.addressHistoryMonths)],
    [
      'Main income',
      primary ? `${INCOME_TYPE_LABELS[primary.type]}, ${summariseIncome(primary).figure}` : 'None',
    ],
    [
      'Other income',
      others.length > 0
        ? others.map((i) => `${INCOME_TYPE_LABELS[i.type]}, ${summariseIncome(i).figure}`).join('; ')
        : 'None',
    ],
    ['Card balances', formatGBP(application.cardBalance)],
    ['Monthly commitments', `${formatGBP(totalMonthlyCommitments(application))} a month`],
    ['Dependants', describeDependants(application)],
    ['Deposit', formatGBP(application.deposit)],
  ];

  return (
    <ApplicationPageShell
      application={application}
      path={paths.application.submit}
      backTo={paths.application['submit-disclaimer']}
      section="Submit"
      title={TITLE}
      description="Check your details, then send your application to our team."
      formId={ready ? FORM_ID : undefined}
      nextTo={ready ? undefined : (application.nextStep.path ?? paths.application.overview)}
      nextLabel={ready ? 'Submit application' : 'Finish your application'}
      saving={loading}
      error={error}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {!ready && <NotReadyAlert application={application} />}
          <FormCard>
            <Stack gap="md">
              <Group justify="space-between" align="baseline">
                <Text fw={600}>Your budget</Text>
                <Text fw={700} fz={22} className="tabular-nums" data-testid="submit-budget">
                  {formatBudget(application.budget)}
                </Text>
              </Group>
              <Text fz="sm" c="gray.7">
                Worked out from your income, commitments, dependants and deposit. Our team confirms it when
                they review your application.
              </Text>
              <Divider />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <Text component="dt" fz="sm" c="gray.7">
                      {label}
                    </Text>
                    <Text component="dd" m={0} fw={500} className="tabular-nums">
                      {value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
              <Text fz="sm">
                Something not right?{' '}
                <Anchor component={Link} to={paths.application.overview}>
                  Go back to your application
                </Anchor>
              </Text>
            </Stack>
          </FormCard>
          {ready && (
            <Checkbox
              size="md"
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.currentTarget.checked);
                setConfirmError(null);
              }}
              label="I confirm that the information I’ve given is true and complete, and I’ve read what happens when I submit"
              error={confirmError}
              data-testid="submit-confirm"
            />
          )}
        </Stack>
      </form>
    </ApplicationPageShell>
  );
}
