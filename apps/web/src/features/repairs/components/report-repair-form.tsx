/**
 * The "Report a repair" card: what needs repairing, how urgent it is (each urgency with its target and what it
 * is for), what is wrong, up to five photos, and who pays by the repair matrix, shown as soon as the category is
 * chosen and before the report is sent. The state is useReportRepair's.
 */
import {
  Alert,
  Button,
  Card,
  FileInput,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  describeRepairPayer,
  payerOfCategory,
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_EXAMPLES,
  REPAIR_CATEGORY_LABELS,
  REPAIR_URGENCIES,
  REPAIR_URGENCY_HELP,
  REPAIR_URGENCY_LABELS,
  type RepairCategory,
  type RepairUrgency,
} from '@stairway/domain/repairs';
import { IconAlertCircle, IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { MAX_PHOTOS, type useReportRepair } from '../hooks/use-report-repair';

/** The longest description (packages/domain repair-inputs.ts REPAIR_DESCRIPTION_MAX). */
const DESCRIPTION_MAX = 2000;

/** The target of an urgency in words, from the server (the settings in force). */
export type UrgencyTarget = { urgency: RepairUrgency; description: string };

type Props = { report: ReturnType<typeof useReportRepair>; targets: readonly UrgencyTarget[] };

/** The urgency choice, each with its target. */
function UrgencyChoice({ report, targets }: Props) {
  const target = (urgency: RepairUrgency) => targets.find((t) => t.urgency === urgency)?.description ?? '';
  return (
    <Controller
      control={report.form.control}
      name="urgency"
      render={({ field, fieldState }) => (
        <Radio.Group
          label="How urgent is it?"
          withAsterisk
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Stack gap="sm" mt={6}>
            {REPAIR_URGENCIES.map((urgency) => (
              <Radio
                key={urgency}
                value={urgency}
                onBlur={field.onBlur}
                label={`${REPAIR_URGENCY_LABELS[urgency]}: we aim to fix it ${target(urgency)}`}
                description={REPAIR_URGENCY_HELP[urgency]}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/** Who pays for the chosen category, before the report is sent. */
function WhoPays({ category }: { category: RepairCategory | '' }) {
  if (!category) return null;
  return (
    <Alert color="stairway" variant="light" title="Who pays" data-testid="who-pays">
      {describeRepairPayer(category, payerOfCategory(category))} We confirm it when we look at the repair.
    </Alert>
  );
}

/** The form. */
export function ReportRepairForm({ report, targets }: Props) {
  const { form } = report;
  const { errors } = form.formState;
  const category = form.watch('category');
  const length = form.watch('description').length;
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={report.submit} noValidate aria-label="Report a repair">
        <Stack gap="md">
          <Title order={2} fz="h3">
            Report a repair
          </Title>
          {report.reported && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              Thank you: we have your report and have e-mailed you a copy. It is in your repairs below.
            </Alert>
          )}
          <NativeSelect
            size="md"
            label="What needs repairing?"
            withAsterisk
            description={
              category
                ? REPAIR_CATEGORY_EXAMPLES[category]
                : 'Choose the closest; we will sort it out if it is not quite right.'
            }
            error={errors.category?.message}
            data={[
              { value: '', label: 'Choose one' },
              ...REPAIR_CATEGORIES.map((value) => ({ value, label: REPAIR_CATEGORY_LABELS[value] })),
            ]}
            {...form.register('category')}
          />
          <WhoPays category={category} />
          <UrgencyChoice report={report} targets={targets} />
          <Textarea
            size="md"
            label="What is wrong?"
            withAsterisk
            description={`Say what has happened and where in the home, at least 10 characters (${length.toLocaleString('en-GB')} of ${DESCRIPTION_MAX.toLocaleString('en-GB')}).`}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <FileInput
            size="md"
            label="Photos"
            description={`Optional: up to ${MAX_PHOTOS} JPEG, PNG or WebP photos of at most 10 MB each.`}
            multiple
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the photos' }}
            accept="image/jpeg,image/png,image/webp"
            leftSection={<IconPhoto size={18} aria-hidden="true" />}
            value={report.photos}
            onChange={(files) => report.choosePhotos(files ?? [])}
            error={report.photoError}
          />
          {report.formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {report.formError}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={report.sending}>
              Send the report
            </Button>
          </div>
          <Text fz="sm" c="gray.7">
            For a gas leak call the National Gas Emergency Service on 0800 111 999 first.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
