/**
 * Dependants (/your-application/financial-details/dependants, spec §2): how many adults and children depend on
 * the applicant financially (spec §3 adultDependants, childDependants), saved with `updateApplication`. Each
 * lowers the budget by the DWP Universal Credit allowance (ARCHITECTURE §4 step 3; DEPENDANT_ALLOWANCES in
 * packages/domain). Always complete (spec §4).
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { DEPENDANT_ALLOWANCES } from '@stairway/domain/affordability';
import { updateApplicationInputSchema } from '@stairway/domain/application-validation';
import { formatGBP } from '@stairway/domain/money';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/server-errors';
import { ApplicationPageLoading, ApplicationPageShell, FormCard } from '../components/application-page-shell';
import { WholeNumberField } from '../components/form-fields';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { type Application, useApplication } from '../hooks/use-application';
import { useGoToNextPage } from '../hooks/use-save-and-continue';
import { DEPENDANTS_PATH } from '../lib/pages';

const TITLE = 'Dependants';
const FORM_ID = 'dependants-form';
type Values = { adultDependants: number; childDependants: number };

/** The "Dependants" page. */
export function DependantsPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <DependantsForm application={application} />;
}

function DependantsForm({ application }: { application: Application }) {
  const schema = useMemo(
    () =>
      updateApplicationInputSchema(dayjs().format('YYYY-MM-DD'))
        .pick({ adultDependants: true, childDependants: true })
        .required(),
    [],
  );
  const goNext = useGoToNextPage(DEPENDANTS_PATH, application.jointApplication);
  const [save, { loading }] = useMutation(UpdateApplicationMutation);
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      adultDependants: application.adultDependants,
      childDependants: application.childDependants,
    },
  });

  const onSubmit = form.handleSubmit(async (input) => {
    setPageError(null);
    try {
      await save({ variables: { input } });
      goNext();
    } catch (failure) {
      setPageError(applyServerErrors(failure, form.setError, ['adultDependants', 'childDependants']));
    }
  });

  return (
    <ApplicationPageShell
      application={application}
      path={DEPENDANTS_PATH}
      section="Financial details"
      title={TITLE}
      description="People who rely on you for money, such as children or a partner who doesn’t work. Enter 0 if there’s no one."
      formId={FORM_ID}
      saving={loading}
      error={pageError}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <FormCard>
          <Stack gap="lg">
            <WholeNumberField
              control={form.control}
              name="childDependants"
              label="Children"
              description="Children under 18, or under 20 and in full-time education."
            />
            <WholeNumberField
              control={form.control}
              name="adultDependants"
              label="Adults"
              description="Adults other than a co-applicant."
            />
            <Text fz="sm" c="gray.7">
              To keep your plan affordable, we set aside {formatGBP(DEPENDANT_ALLOWANCES.childMonthly)} a
              month for each child and {formatGBP(DEPENDANT_ALLOWANCES.adultMonthly)} a month for each adult:
              the Universal Credit amounts for 2025/26 (DWP).
            </Text>
          </Stack>
        </FormCard>
      </form>
    </ApplicationPageShell>
  );
}
