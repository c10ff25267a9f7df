/**
 * About you (/your-application/personal-details/about-you, spec §2): names, date of birth, phone number, nationality,
 * National Insurance number and any other names the applicant has been known by (otherFirstName, otherMiddleName,
 * otherLastName). Validated with the domain's aboutYouSchema, saved with `updateApplication`; the section is done once
 * the date of birth is saved (spec §4). The state is useAboutYouForm's.
 */
import { Stack, TextInput, Title } from '@mantine/core';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { NameFields } from '../../../components/form/name-fields';
import { YesNoField } from '../../../components/form/yes-no-field';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { FormCard } from '../components/form-card';
import { useAboutYouForm } from '../hooks/use-about-you-form';
import { type Application, type ApplicationUser, useApplication } from '../hooks/use-application';

const PATH = paths.application.steps['about-you'];
const TITLE = 'About you';
const FORM_ID = 'about-you-form';

/** The "About you" page. */
export function AboutYouPage() {
  const { application, user, error, refetch } = useApplication();
  if (!application || !user) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <AboutYouForm application={application} user={user} />;
}

function AboutYouForm({ application, user }: { application: Application; user: ApplicationUser }) {
  const { form, today, onSubmit, saving, pageError } = useAboutYouForm(application, user);
  const { errors } = form.formState;
  const showOtherNames = form.watch('hasOtherNames');

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Personal details"
      title={TITLE}
      description="Please use your name as it appears on your passport or driving licence."
      formId={FORM_ID}
      saving={saving}
      error={pageError}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormCard>
            <Stack gap="md">
              <Title order={2} fz="lg">
                Your name
              </Title>
              <NameFields control={form.control} />
              <YesNoField
                control={form.control}
                name="hasOtherNames"
                label="Have you ever been known by another name?"
                description="For example, a name before marriage. We use it to check your credit history."
              />
              {showOtherNames && (
                <Stack gap="md" data-testid="other-names">
                  <NameFields control={form.control} kind="other" />
                </Stack>
              )}
            </Stack>
          </FormCard>
          <FormCard>
            <Stack gap="md">
              <Title order={2} fz="lg">
                Your details
              </Title>
              <TextInput
                type="date"
                label="Date of birth"
                description="You need to be 18 or over to apply."
                autoComplete="bday"
                max={today}
                inputWrapperOrder={inputWrapperOrder}
                error={errors.dateOfBirth?.message}
                {...form.register('dateOfBirth')}
              />
              <TextInput
                type="tel"
                label="Phone number"
                description="A UK mobile or landline, for example 07700 900123."
                autoComplete="tel"
                inputWrapperOrder={inputWrapperOrder}
                error={errors.phoneNumber?.message}
                {...form.register('phoneNumber')}
              />
              <TextInput
                label="Nationality"
                description="For example, British or Irish."
                autoComplete="off"
                inputWrapperOrder={inputWrapperOrder}
                error={errors.nationality?.message}
                {...form.register('nationality')}
              />
              <TextInput
                label="National Insurance number (optional)"
                description="It’s on your payslip, P60 or in the HMRC app, for example AB 12 34 56 C."
                autoComplete="off"
                inputWrapperOrder={inputWrapperOrder}
                error={errors.nin?.message}
                styles={{ input: { textTransform: 'uppercase' } }}
                {...form.register('nin')}
              />
            </Stack>
          </FormCard>
        </Stack>
      </form>
    </ApplicationPageShell>
  );
}
