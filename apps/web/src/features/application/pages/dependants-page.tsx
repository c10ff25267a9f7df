/**
 * Dependants (/your-application/financial-details/dependants, spec §2): how many adults and children depend on
 * the applicant financially (spec §3 adultDependants, childDependants), saved with `updateApplication`. Each
 * lowers the budget by the DWP Universal Credit allowance (ARCHITECTURE §4 step 3; DEPENDANT_ALLOWANCES in
 * packages/domain). Always complete (spec §4).
 */
import { Stack, Text } from '@mantine/core';
import { DEPENDANT_ALLOWANCES } from '@stairway/domain/affordability';
import { formatGBP } from '@stairway/domain/money';
import { WholeNumberField } from '../../../components/form/whole-number-field';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetLimitAlertFor } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { type Application, useApplication } from '../hooks/use-application';
import { useUpdateApplicationForm } from '../hooks/use-update-application-form';

const PATH = paths.application.dependants;
const TITLE = 'Dependants';
const FORM_ID = 'dependants-form';

/** The "Dependants" page. */
export function DependantsPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <DependantsForm application={application} />;
}

function DependantsForm({ application }: { application: Application }) {
  const { form, onSubmit, saving, pageError } = useUpdateApplicationForm(application, PATH, [
    'adultDependants',
    'childDependants',
  ]);

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Financial details"
      title={TITLE}
      description="People who rely on you for money, such as children or a partner who doesn’t work. Enter 0 if there’s no one."
      formId={FORM_ID}
      saving={saving}
      error={pageError}
    >
      <Stack gap="lg">
        <BudgetLimitAlertFor application={application} path={PATH} />
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
                month for each child and {formatGBP(DEPENDANT_ALLOWANCES.adultMonthly)} a month for each
                adult: the Universal Credit amounts for 2025/26 (DWP).
              </Text>
            </Stack>
          </FormCard>
        </form>
      </Stack>
    </ApplicationPageShell>
  );
}
