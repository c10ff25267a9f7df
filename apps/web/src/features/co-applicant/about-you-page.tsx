/**
 * The co-applicant's About you, /your-application/co-applicant-personal-details/about-you (spec §2; spec §4
 * "About you: done when dateOfBirth exists"): their names, date of birth, phone number, nationality and
 * National Insurance number, validated with the domain's coApplicantAboutYouSchema and saved with
 * `updateCoApplicant`; then back to their dashboard.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { formatNin } from '@stairway/domain/application-validation';
import { type CoApplicantAboutYouValues, coApplicantAboutYouSchema } from '@stairway/domain/co-applicant';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { inputWrapperOrder } from '../../components/form/field-props';
import { paths } from '../../lib/paths';
import { formProblem } from '../../lib/server-errors';
import { CoApplicantLoadState } from './components/load-state';
import { UpdateOwnDetailsMutation } from './graphql/updateOwnDetails';
import { type CoApplicant, useCoApplicant } from './hooks/use-co-applicant';

const FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'phoneNumber',
  'nationality',
  'nin',
] as const;

/** The co-applicant's About you page. */
export function CoApplicantAboutYouPage() {
  const { coApplicant, error, refetch } = useCoApplicant();
  useEffect(() => {
    document.title = 'About you · Stairway';
  }, []);
  if (!coApplicant) {
    return (
      <CoApplicantLoadState
        error={error}
        retry={refetch}
        loading="Loading…"
        failed="We couldn’t load your details"
      />
    );
  }
  return <AboutYouForm coApplicant={coApplicant} />;
}

function AboutYouForm({ coApplicant }: { coApplicant: CoApplicant }) {
  const navigate = useNavigate();
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => coApplicantAboutYouSchema(today), [today]);
  const [pageError, setPageError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateOwnDetailsMutation);
  const form = useForm<CoApplicantAboutYouValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: coApplicant.firstName,
      middleName: coApplicant.middleName ?? '',
      lastName: coApplicant.lastName,
      dateOfBirth: coApplicant.dateOfBirth ?? '',
      phoneNumber: coApplicant.phoneNumber ?? '',
      nationality: coApplicant.nationality ?? '',
      nin: coApplicant.nin ? formatNin(coApplicant.nin) : '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setPageError(null);
    try {
      await save({ variables: { input: values } });
      navigate(paths.coApplicantDashboard);
    } catch (error) {
      // Errors placed on their fields need no message above the form; anything else does.
      setPageError(
        formProblem(
          error,
          form.setError,
          FIELDS,
          'We couldn’t save your details just now. Please try again.',
        ),
      );
    }
  });
  const text = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      inputWrapperOrder={inputWrapperOrder}
      error={errors[name]?.message}
      {...extra}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          About you
        </Title>
        {pageError && (
          <Alert color="red" role="alert">
            {pageError}
          </Alert>
        )}
        <Card withBorder radius="lg" p="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Your name
            </Title>
            {text('firstName', 'First name', { autoComplete: 'given-name' })}
            {text('middleName', 'Middle name (optional)', { autoComplete: 'additional-name' })}
            {text('lastName', 'Last name', { autoComplete: 'family-name' })}
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Your details
            </Title>
            {text('dateOfBirth', 'Date of birth', {
              type: 'date',
              max: today,
              autoComplete: 'bday',
              description: 'You need to be 18 or over to apply.',
            })}
            {text('phoneNumber', 'Phone number', {
              type: 'tel',
              autoComplete: 'tel',
              description: 'A UK mobile or landline, for example 07700 900123.',
            })}
            {text('nationality', 'Nationality', { description: 'For example, British or Irish.' })}
            {text('nin', 'National Insurance number (optional)', {
              description: 'It’s on your payslip, P60 or in the HMRC app, for example AB 12 34 56 C.',
              styles: { input: { textTransform: 'uppercase' } },
            })}
          </Stack>
        </Card>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(paths.coApplicantDashboard)}>
            Back
          </Button>
          <Button type="submit" loading={loading} size="md">
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
