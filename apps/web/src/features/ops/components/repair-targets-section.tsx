/**
 * The console's repair targets (Settings page): how long the team aims to take over an emergency, urgent and
 * routine repair, in whole hours, with each in words and its default. Saved through setRepairTargets, which checks
 * the bounds (packages/domain repairs.ts repairTargetHoursProblem, checked here first too) and writes an audit row.
 * A target is fixed when a repair is reported, so a change applies to new reports only: the copy says so.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REPAIR_TARGET_FIELDS } from '@stairway/domain/repair-inputs';
import {
  DEFAULT_REPAIR_TARGET_HOURS,
  describeRepairTarget,
  REPAIR_TARGET_HOURS_MAX,
  REPAIR_URGENCIES,
  REPAIR_URGENCY_LABELS,
  type RepairUrgency,
  repairTargetHoursProblem,
} from '@stairway/domain/repairs';
import { type FormEvent, useEffect, useState } from 'react';
import { getServerFieldErrors } from '../../../lib/server-errors';
import { RepairTargetsQuery, SetRepairTargetsMutation } from '../graphql/repairTargets';
import { LoadFailed, loadFailed } from './load-failed';

/** The form's values: a number, or '' while a field is empty. */
type Values = Record<RepairUrgency, number | string>;

/** The targets' section: three hour fields and Save. */
export function RepairTargetsSection() {
  const { data, loading, error, refetch } = useQuery(RepairTargetsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [save, saveState] = useMutation(SetRepairTargetsMutation);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<RepairUrgency, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const targets = data?.repairTargets;

  useEffect(() => {
    if (targets && values === null) {
      setValues(
        Object.fromEntries(targets.map((target) => [target.urgency, target.hours])) as Record<
          RepairUrgency,
          number
        >,
      );
    }
  }, [targets, values]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setSaved(false);
    setProblem(null);
    const hours = Object.fromEntries(
      REPAIR_URGENCIES.map((urgency) => [
        urgency,
        values[urgency] === '' ? Number.NaN : Number(values[urgency]),
      ]),
    ) as Record<RepairUrgency, number>;
    const local = repairTargetHoursProblem(hours);
    if (local) {
      setErrors({ [local.urgency]: local.message });
      return;
    }
    setErrors({});
    try {
      const result = await save({
        variables: {
          input: { emergencyHours: hours.Emergency, urgentHours: hours.Urgent, routineHours: hours.Routine },
        },
        refetchQueries: ['RepairTargets'],
      });
      const after = result.data?.setRepairTargets ?? [];
      setValues(Object.fromEntries(after.map((t) => [t.urgency, t.hours])) as Record<RepairUrgency, number>);
      setSaved(true);
    } catch (failure) {
      const fieldErrors = getServerFieldErrors(failure);
      const byUrgency: Partial<Record<RepairUrgency, string>> = {};
      for (const urgency of REPAIR_URGENCIES) {
        const found = fieldErrors.find((entry) => entry.field === REPAIR_TARGET_FIELDS[urgency]);
        if (found) byUrgency[urgency] = found.message;
      }
      setErrors(byUrgency);
      if (Object.keys(byUrgency).length === 0)
        setProblem(fieldErrors[0]?.message ?? 'The targets were not saved. Try again.');
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Repair targets
      </Title>
      <Text fz="sm" c="gray.7">
        How long the team aims to take over a repair, from the customer’s report, in whole hours. A target is
        set when a repair is reported: a change applies to repairs reported from now on, and repairs already
        reported keep their target and their place in the queue.
      </Text>
      {loading && !targets ? (
        <Loader role="status" aria-label="Loading the repair targets" size="sm" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="repair targets" onRetry={refetch} />
      ) : values ? (
        <form aria-label="Repair targets" onSubmit={submit} noValidate>
          <Stack gap="sm">
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {REPAIR_URGENCIES.map((urgency) => {
                const value = values[urgency];
                return (
                  <NumberInput
                    key={urgency}
                    label={`${REPAIR_URGENCY_LABELS[urgency]} (hours)`}
                    description={
                      typeof value === 'number' && value >= 1
                        ? `${describeRepairTarget(value)}; default ${DEFAULT_REPAIR_TARGET_HOURS[urgency]}`
                        : `1 to ${REPAIR_TARGET_HOURS_MAX[urgency].toLocaleString('en-GB')}; default ${DEFAULT_REPAIR_TARGET_HOURS[urgency]}`
                    }
                    min={1}
                    max={REPAIR_TARGET_HOURS_MAX[urgency]}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    value={value}
                    error={errors[urgency]}
                    onChange={(next) => {
                      setSaved(false);
                      setValues({ ...values, [urgency]: next });
                    }}
                  />
                );
              })}
            </SimpleGrid>
            <Group gap="sm">
              <Button type="submit" loading={saveState.loading}>
                Save the targets
              </Button>
              <Text fz="sm" fw={600} aria-live="polite" data-testid="repair-targets-saved">
                {saved ? 'Saved. New reports take these targets.' : ''}
              </Text>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
