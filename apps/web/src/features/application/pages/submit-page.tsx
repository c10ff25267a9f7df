/**
 * Submit your application (/your-application/submit, spec §2, §7 `submitApplication`): a summary of what the
 * applicant entered, the declaration, and Submit. After it the application is in review and read-only; an
 * approved one says so; a rejected one shows this page with the footer hidden (spec §4). Submitting is
 * reported to analytics (`application_submitted`).
 */
import { useMutation } from '@apollo/client/react';
import { Checkbox, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { useState } from 'react';
import { analytics } from '../../../lib/analytics';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { SubmittedApplicationView } from '../components/submit-application-view';
import { SubmitSummaryCard } from '../components/submit-summary-card';
import { SubmitApplicationMutation } from '../graphql/submitApplication';
import { type Application, useApplication } from '../hooks/use-application';
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
          <SubmitSummaryCard application={application} name={name} />
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
